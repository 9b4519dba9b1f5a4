import type { MinigameVerifyData } from '@hanpan/core/api/minigames';
import type { VirtualEventView } from '@hanpan/core/api/virtual';
import type { VirtualKind } from '@hanpan/core/virtual/types';
import { type VirtualVerification, verifyVirtualEvent } from '@hanpan/core/virtual/verification';
import { isSameJson, type VerifyCheck } from '../verify-checks.ts';

// The verification page's checks of a virtual event (core verifyVirtualEvent recomputes it in the browser):
// its commitment (the prefixed hash of the seed, since the event took bets before the one ahead of it was
// drawn), the seed's place on the game's hash chain, and the whole event (finishing order with the
// animation's frames, or the match) drawn again from the card and the seed.

/** The recomputed event and its checks; the event passes only when every check passes. */
export type VirtualEventChecks = {
  verification: VirtualVerification;
  checks: VerifyCheck[];
  isPassed: boolean;
};

/** Checks a published virtual event (null until its seed is revealed). */
export function checkVirtualEvent(
  data: MinigameVerifyData,
  event: VirtualEventView,
  kind: VirtualKind,
): VirtualEventChecks | null {
  const { round } = data;
  if (round.seed === null) return null;
  const verification = verifyVirtualEvent({
    kind,
    gameType: round.gameType,
    roundKey: round.roundKey,
    seed: round.seed,
    commitment: round.commitment,
    card: event.card,
    anchor: data.anchor,
    maxChainSteps: Math.max(data.chainSteps, 1),
  });
  const checks: VerifyCheck[] = [
    {
      key: 'commitment',
      name: '해시 = SHA-256("hanpan-virtual-commitment:" + 시드)',
      isPassed: verification.commitmentMatches,
      detail: verification.commitmentMatches
        ? '경기 전에 공개된 해시와 일치합니다.'
        : '공개된 해시와 다릅니다.',
    },
    {
      key: 'chain',
      name: '해시 체인 → 앵커',
      isPassed: verification.chainSteps === data.chainSteps,
      detail:
        verification.chainSteps === null
          ? `${data.chainSteps}번 해시해도 앵커에 도달하지 않습니다.`
          : `SHA-256을 ${verification.chainSteps}번 적용하면 앵커와 같습니다.`,
    },
  ];
  if (round.status === 'drawn') {
    const isSame = verification.result !== null && isSameJson(verification.result, event.result);
    checks.push({
      key: 'result',
      name: '재계산한 경기 = 발표된 경기',
      isPassed: isSame,
      detail: isSame
        ? '출전표와 시드로 다시 계산한 경기(착순과 움직임, 또는 득점)가 발표된 것과 같습니다.'
        : '발표된 경기와 다릅니다.',
    });
  }
  return { verification, checks, isPassed: checks.every((check) => check.isPassed) };
}
