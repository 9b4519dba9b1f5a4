import { describe, expect, it } from 'vitest';
import type { OpenDebt } from '../../wallet/debts.ts';
import { type AccountsOf, type BetChange, bonusRuleFrom, judgeBets, planMoney } from './plan-batch.ts';
import type { LegState, LockedBet } from './settlement-repository.ts';

// The pure part of a batch, table-tested: which bets change, and how their money moves against the
// members' cash and debts.

const bet = (id: number, overrides: Partial<LockedBet> = {}): LockedBet => ({
  id: BigInt(id),
  memberId: 7,
  status: 'open',
  stake: 10_000n,
  totalOdds: 200,
  bonusRate: 100,
  potentialPayout: 20_000n,
  bonusRule: null,
  payout: null,
  settledOdds: null,
  settleVersion: 0,
  ...overrides,
});

const leg = (
  betId: number,
  legNo: number,
  settlement: number | null,
  effective: number | null,
): LegState => ({
  betId: BigInt(betId),
  legNo,
  odds: 200,
  settlement,
  effective,
});

const accounts: AccountsOf = { cash: () => 100, house: () => 1, debt: () => 2 };

const change = (id: number, previousPayout: bigint, payout: bigint, version = 1): BetChange => ({
  bet: bet(id, { payout: previousPayout, settleVersion: version - 1 }),
  write: { id: BigInt(id), status: payout > 0n ? 'won' : 'lost', payout, settledOdds: 200, version },
  payout,
  previousPayout,
});

const sumOf = (legs: { amount: bigint }[]) => legs.reduce((sum, item) => sum + item.amount, 0n);

describe('judgeBets', () => {
  it.each([
    { name: 'a first result', legs: [leg(1, 1, null, 2)], status: 'won', version: 1 },
    { name: 'the same result again', legs: [leg(1, 1, 2, 2)], status: null, version: null },
    { name: 'a withdrawn result', legs: [leg(1, 1, 2, null)], status: 'open', version: 2 },
  ])('when a single gets $name, then its change is $status', ({ legs, status, version }) => {
    const settled = legs[0]?.settlement === 2;
    const judged = judgeBets(
      [bet(1, settled ? { status: 'won', payout: 20_000n, settledOdds: 200, settleVersion: 1 } : {})],
      legs,
    );
    expect(judged.changes.map((item) => [item.write.status, item.write.version])).toEqual(
      status ? [[status, version]] : [],
    );
  });

  it('when a lost combination gets its other leg, then only the leg is written', () => {
    const judged = judgeBets(
      [bet(1, { status: 'lost', payout: 0n, settledOdds: 0, settleVersion: 1 })],
      [leg(1, 1, 1, 1), leg(1, 2, null, 2)],
    );
    expect(judged.changes).toEqual([]);
    expect(judged.legs).toEqual([{ betId: 1n, legNo: 2, status: 'won', settlement: 2 }]);
  });

  it('when a staff-cancelled bet gets results, then its legs follow and its money stays', () => {
    const judged = judgeBets([bet(1, { status: 'cancelled' })], [leg(1, 1, null, 2)]);
    expect(judged.changes).toEqual([]);
    expect(judged.legs).toHaveLength(1);
  });
});

describe('planMoney', () => {
  it('when a payout is reversed within the cash, then cash pays it back and no debt arises', () => {
    const cash = new Map([[7, 50_000n]]);
    const plan = planMoney([change(1, 20_000n, 0n, 2)], cash, new Map(), accounts, 'feed');
    expect(plan.transfers).toEqual([
      {
        kind: 'bet_reversal',
        reference: 'bet:1',
        idempotencyKey: 'bet:1:v2:reversal',
        legs: [
          { accountId: 1, amount: 20_000n },
          { accountId: 100, amount: -20_000n },
        ],
      },
    ]);
    expect(plan.newDebts).toEqual([]);
    expect(cash.get(7)).toBe(30_000n);
  });

  it('when a reversal exceeds the cash, then the shortfall is a debt the next payout in the batch repays first', () => {
    const cash = new Map([[7, 5_000n]]);
    const older: OpenDebt = {
      id: 3n,
      memberId: 7,
      betId: 9n,
      amount: 1_000n,
      repaid: 400n,
      repaidBefore: 400n,
    };
    const debts = new Map([[7, [older]]]);
    const plan = planMoney(
      [change(1, 20_000n, 0n, 2), change(2, 0n, 30_000n)],
      cash,
      debts,
      accounts,
      'feed',
    );
    const [reversal, payout] = plan.transfers;
    expect(reversal?.legs).toEqual([
      { accountId: 1, amount: 20_000n },
      { accountId: 100, amount: -5_000n },
      { accountId: 2, amount: -15_000n },
    ]);
    // 600 left of the older debt, then the 15,000 just made; the rest is cash.
    expect(payout?.legs).toEqual([
      { accountId: 1, amount: -30_000n },
      { accountId: 2, amount: 15_600n },
      { accountId: 100, amount: 14_400n },
    ]);
    expect(older.repaid).toBe(1_000n);
    expect(plan.newDebts).toMatchObject([
      { amount: 15_000n, repaid: 15_000n, createdTxKey: 'bet:1:v2:reversal' },
    ]);
    expect(cash.get(7)).toBe(14_400n);
    for (const transfer of plan.transfers) expect(sumOf(transfer.legs)).toBe(0n);
    expect({ paid: plan.paid, reversed: plan.reversed }).toEqual({ paid: 30_000n, reversed: 20_000n });
  });
});

describe('bonusRuleFrom', () => {
  it.each([
    [{ minBonusOdds: 130, bonusRateList: [{ rate: 100 }, { rate: 103 }] }, true],
    ['{"minBonusOdds":130,"bonusRateList":[{"rate":103}]}', true],
    [null, false],
    [{ minBonusOdds: '130', bonusRateList: [] }, false],
    ['not json', false],
  ])('when the kept rule is %j, then it is usable: %s', (json, isUsable) => {
    expect(bonusRuleFrom(json) !== null).toBe(isUsable);
  });
});
