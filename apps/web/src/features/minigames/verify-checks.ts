import type { MinigameVerifyData } from '@hanpan/core/api/minigames';
import { type RoundVerification, verifyRound } from '@hanpan/core/minigames/verification';

// The verification page's checks of one round, recomputed in the browser from what the server published.

/** Whether two JSON values are equal regardless of object key order (the database may reorder keys). */
export function isSameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      isSameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** One check with its Korean name and outcome. */
export type VerifyCheck = { key: string; name: string; isPassed: boolean; detail: string };

/** The recomputation and its checks; the round passes only when every check passes. */
export type RoundChecks = {
  verification: RoundVerification | null;
  checks: VerifyCheck[];
  isPassed: boolean;
};

/** Recomputes a published round (its seed revealed) and lists the commitment, chain and result checks. */
export function checkRound(data: MinigameVerifyData): RoundChecks | null {
  const { round } = data;
  if (round.seed === null) return null;
  const verification = verifyRound({
    gameType: round.gameType,
    roundKey: round.roundKey,
    seed: round.seed,
    commitment: round.commitment,
    anchor: data.anchor,
    maxChainSteps: Math.max(data.chainSteps, 1),
  });
  if (!verification) return { verification, checks: [], isPassed: false };
  const checks: VerifyCheck[] = [
    {
      key: 'commitment',
      name: '해시 = SHA-256(시드)',
      isPassed: verification.commitmentMatches,
      detail: verification.commitmentMatches ? '공개된 해시와 일치합니다.' : '공개된 해시와 다릅니다.',
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
    const matches = verification.commitmentMatches && isSameJson(verification.result, round.result);
    checks.push({
      key: 'result',
      name: '재계산한 결과 = 발표된 결과',
      isPassed: matches,
      detail: matches ? '브라우저에서 계산한 결과가 발표된 결과와 같습니다.' : '발표된 결과와 다릅니다.',
    });
  }
  return { verification, checks, isPassed: checks.every((check) => check.isPassed) };
}
