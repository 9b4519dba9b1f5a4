import type { LimitKind } from '@hanpan/core/api/protection';
import { activeBlock } from '@hanpan/core/protection/blocks';
import { effectiveLimitOf, passedWindow, type WindowUse } from '@hanpan/core/protection/limits';
import { blockRefusal, limitRefusal, type ProtectionRefusal } from '@hanpan/core/protection/refusals';
import { windowStartOf } from '@hanpan/core/protection/windows';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { DepositGuard } from '../payments/index.ts';
import { sumDepositsSince } from '../payments/index.ts';
import { type StakeGuard, sumPlaySince } from '../wallet/index.ts';
import { lockProtectionWithLimits, type StoredLimit } from './repository.ts';

/** What the guards need: the clock. */
export type GuardDeps = { now: () => Date };

/** The windowed limits of a kind in force at `now`, with where each window starts. */
export function windowedLimits(limits: readonly StoredLimit[], kind: LimitKind, now: Date) {
  return limits.flatMap((limit) => {
    const amount = limit.kind === kind ? effectiveLimitOf(limit, now) : null;
    const start = windowStartOf(limit.window, now);
    return amount === null || start === null ? [] : [{ window: limit.window, limit: amount, start }];
  });
}

/** What is used of windowed limits, from one sum per window (`usedOf` reads them all at once). */
async function usesOf(
  windowed: ReturnType<typeof windowedLimits>,
  usedOf: (since: Date[]) => Promise<bigint[]>,
): Promise<(WindowUse & { limit: bigint })[]> {
  const used = await usedOf(windowed.map((item) => item.start));
  return windowed.map((item, index) => ({ window: item.window, limit: item.limit, used: used[index] ?? 0n }));
}

/**
 * The stake guard the money step asks (wallet's installStakeGuard): the member's protection row is
 * locked first, with their stake and loss limits read in the same statement, so their stakes pass one
 * at a time and none passes after a block committed; then a block (34/35), the per-bet stake limit
 * (33), and the loss limits (32: stakes minus payouts in each window, the lowest remaining one applies).
 */
export function createStakeGuard({ now }: GuardDeps): StakeGuard {
  return async (trx, stake) => {
    const locked = await lockProtectionWithLimits(trx, stake.memberId, ['stake', 'loss']);
    if (!locked) return null;
    const at = now();
    const block = activeBlock(locked.protection.block, at);
    if (block) return blockRefusal(block, at);
    const { limits } = locked;
    if (limits.length === 0) return null;
    const stakeLimit = limits.find((limit) => limit.kind === 'stake');
    const perBet = stakeLimit ? effectiveLimitOf(stakeLimit, at) : null;
    if (perBet !== null && stake.amount > perBet) {
      return limitRefusal('stake', 'bet', { remaining: perBet, limit: perBet });
    }
    const windowed = windowedLimits(limits, 'loss', at);
    if (windowed.length === 0) return null;
    const uses = await usesOf(windowed, async (since) => {
      const sums = await sumPlaySince(trx, stake.cashAccountId, since);
      return sums.map((sum) => (sum.net < 0n ? -sum.net : 0n));
    });
    const passed = passedWindow(uses, stake.amount);
    return passed
      ? limitRefusal('loss', passed.window, { remaining: passed.remaining, limit: passed.limit ?? 0n })
      : null;
  };
}

/** The deposit guard of payments' requests: a block (34/35), then the deposit limits (31). */
export function createDepositGuard({ now }: GuardDeps): DepositGuard {
  return async (trx, request) => checkDeposit(trx, request, now());
}

async function checkDeposit(
  trx: Trx,
  request: { memberId: number; amount: bigint },
  at: Date,
): Promise<ProtectionRefusal | null> {
  const locked = await lockProtectionWithLimits(trx, request.memberId, ['deposit']);
  if (!locked) return null;
  const block = activeBlock(locked.protection.block, at);
  if (block) return blockRefusal(block, at);
  const windowed = windowedLimits(locked.limits, 'deposit', at);
  if (windowed.length === 0) return null;
  const uses = await usesOf(windowed, (since) => sumDepositsSince(trx, request.memberId, since));
  const passed = passedWindow(uses, request.amount);
  return passed
    ? limitRefusal('deposit', passed.window, { remaining: passed.remaining, limit: passed.limit ?? 0n })
    : null;
}

/** What is used of each of the member's windowed deposit and loss limits now (the limits page). */
export async function readUses(
  db: Db,
  memberId: number,
  cashAccountId: number | null,
  limits: StoredLimit[],
  at: Date,
) {
  const deposit = windowedLimits(limits, 'deposit', at);
  const loss = windowedLimits(limits, 'loss', at);
  const windows = ['day', 'week', 'month'] as const;
  const starts = windows.map((window) => windowStartOf(window, at) ?? at);
  const [deposits, plays] = await Promise.all([
    deposit.length > 0 ? sumDepositsSince(db, memberId, starts) : Promise.resolve(starts.map(() => 0n)),
    loss.length > 0 && cashAccountId !== null
      ? sumPlaySince(db, cashAccountId, starts)
      : Promise.resolve(starts.map(() => ({ net: 0n, stakes: 0n }))),
  ]);
  const usedOf = (kind: LimitKind, window: string): bigint | null => {
    const index = windows.indexOf(window as (typeof windows)[number]);
    if (index < 0) return null;
    if (kind === 'deposit') return deposits[index] ?? 0n;
    if (kind === 'loss') {
      const net = plays[index]?.net ?? 0n;
      return net < 0n ? -net : 0n;
    }
    return null;
  };
  return usedOf;
}
