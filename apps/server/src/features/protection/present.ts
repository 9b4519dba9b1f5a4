import {
  type AccountLimits,
  type LimitKind,
  type LimitView,
  limitKinds,
  windowsOfKind,
} from '@hanpan/core/api/protection';
import { activeBlock, isReviewDue } from '@hanpan/core/protection/blocks';
import { effectiveLimitOf, settleLimit } from '@hanpan/core/protection/limits';
import type { ProtectionRow, StoredLimit } from './repository.ts';

const toNumber = (amount: bigint | null): number | null => (amount === null ? null : Number(amount));

/**
 * Whether to ask the member about a deposit limit: with none, until they answer once; with any own
 * limit, every six months after they last set one or answered.
 */
export function isAskDue(protection: ProtectionRow, limits: readonly StoredLimit[], now: Date): boolean {
  const own = limits.filter((limit) => settleLimit(limit, now).own !== null);
  const hasDepositLimit = own.some((limit) => limit.kind === 'deposit');
  if (!hasDepositLimit && protection.askAnsweredAt === null) return true;
  if (own.length === 0) return false;
  const lastSet = own.reduce<Date | null>(
    (latest, limit) => (limit.ownSetAt && (!latest || limit.ownSetAt > latest) ? limit.ownSetAt : latest),
    protection.askAnsweredAt,
  );
  return lastSet !== null && isReviewDue(lastSet, now);
}

/** The member's limits page: every kind and window, what is used of each, the settings and the block. */
export function presentLimits(
  protection: ProtectionRow,
  limits: readonly StoredLimit[],
  usedOf: (kind: LimitKind, window: string) => bigint | null,
  now: Date,
): AccountLimits {
  const views: LimitView[] = limitKinds.flatMap((kind) =>
    windowsOfKind[kind].map((window): LimitView => {
      const stored = limits.find((limit) => limit.kind === kind && limit.window === window);
      const settled = stored ? settleLimit(stored, now) : null;
      const amount = stored ? effectiveLimitOf(stored, now) : null;
      return {
        kind,
        window,
        amount: toNumber(amount),
        staffAmount: toNumber(settled?.staff ?? null),
        ownAmount: toNumber(settled?.own ?? null),
        used: kind === 'stake' ? null : toNumber(usedOf(kind, window) ?? 0n),
        pending: settled?.pending
          ? { amount: toNumber(settled.pending.amount), appliesAt: settled.pending.appliesAt.toISOString() }
          : null,
      };
    }),
  );
  const block = activeBlock(protection.block, now);
  return {
    limits: views,
    realityCheckMinutes: protection.realityCheckMinutes,
    askDepositLimit: isAskDue(protection, limits, now),
    block: block ? { kind: block.kind, until: block.until.toISOString() } : null,
  };
}
