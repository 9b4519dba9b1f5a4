import type { MinigameVerifyData } from '@hanpan/core/api/minigames';
import type { VirtualEventView } from '@hanpan/core/api/virtual';
import { chainStepsToAnchor, type StreamBlock } from '@hanpan/core/minigames/provably-fair';
import { isSeedOfVirtualCommitment } from '@hanpan/core/virtual/commitment';
import { drawVirtualEvent } from '@hanpan/core/virtual/models';
import type { VirtualKind, VirtualResult } from '@hanpan/core/virtual/types';
import { isSameJson, type VerifyCheck } from '../minigames/verify-checks.ts';

// The verification of a virtual event in the browser: its commitment (the prefixed hash of the seed,
// since the event took bets before the one ahead of it was drawn), the seed's place on the game's hash
// chain, and the whole event (finishing order with the animation's frames, or the match) drawn again
// with the core model from the card and the seed's HMAC stream.

/** The recomputed event, its checks and the blocks the draw read. */
export type VirtualEventChecks = {
  result: VirtualResult | null;
  blocks: readonly StreamBlock[];
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
  const isCommitted = isSeedOfVirtualCommitment(round.seed, round.commitment);
  const chainSteps = chainStepsToAnchor(round.seed, data.anchor, Math.max(data.chainSteps, 1));
  const checks: VerifyCheck[] = [
    {
      key: 'commitment',
      name: '해시 = SHA-256("hanpan-virtual-commitment:" + 시드)',
      isPassed: isCommitted,
      detail: isCommitted ? '경기 전에 공개된 해시와 일치합니다.' : '공개된 해시와 다릅니다.',
    },
    {
      key: 'chain',
      name: '해시 체인 → 앵커',
      isPassed: chainSteps === data.chainSteps,
      detail:
        chainSteps === null
          ? `${data.chainSteps}번 해시해도 앵커에 도달하지 않습니다.`
          : `SHA-256을 ${chainSteps}번 적용하면 앵커와 같습니다.`,
    },
  ];
  if (!isCommitted || event.card.kind !== kind) return { result: null, blocks: [], checks, isPassed: false };
  const { result, blocks } = drawVirtualEvent(kind, event.card, round.seed, round.gameType, round.roundKey);
  if (round.status === 'drawn') {
    const isSame = isSameJson(result, event.result);
    checks.push({
      key: 'result',
      name: '재계산한 경기 = 발표된 경기',
      isPassed: isSame,
      detail: isSame
        ? '출전표와 시드로 다시 계산한 경기(순위와 움직임, 또는 득점)가 발표된 것과 같습니다.'
        : '발표된 경기와 다릅니다.',
    });
  }
  return { result, blocks, checks, isPassed: checks.every((check) => check.isPassed) };
}
