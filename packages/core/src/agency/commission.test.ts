import { describe, expect, it } from 'vitest';
import {
  type CarryIn,
  type CommissionPartner,
  type CommissionRate,
  computeCommission,
  type ProductFigures,
  type StatementLine,
  totalOf,
} from './commission.ts';
import type { AgencyProduct, FolderBucket } from './products.ts';

const root: CommissionPartner = { id: 1, parentId: null, upperMode: 'difference' };
const rolling = (
  partnerId: number,
  product: AgencyProduct,
  rateBp: number,
  folders: FolderBucket = 0,
): CommissionRate => ({
  partnerId,
  product,
  folders,
  kind: 'rolling',
  rateBp,
});
const losing = (partnerId: number, product: AgencyProduct, rateBp: number): CommissionRate => ({
  partnerId,
  product,
  folders: 0,
  kind: 'losing',
  rateBp,
});
const played = (
  partnerId: number,
  product: AgencyProduct,
  stakesByBucket: ProductFigures['stakesByBucket'],
  payouts = 0n,
): ProductFigures => ({ partnerId, product, stakesByBucket, payouts });

describe('computeCommission: rolling', () => {
  it.each([
    ['casino', { 0: 1_000_000n }, [rolling(1, 'casino', 100)], 10_000n],
    ['slot', { 0: 333_333n }, [rolling(1, 'slot', 150)], 4_999n],
    ['minigame', { 0: 50_000n }, [rolling(1, 'minigame', 0)], 0n],
    [
      'prematch by folders',
      { 1: 100_000n, 2: 100_000n, 4: 100_000n },
      [rolling(1, 'prematch', 50), rolling(1, 'prematch', 200, 4)],
      3_000n,
    ],
    [
      'inplay single only',
      { 1: 10_000n, 3: 10_000n },
      [rolling(1, 'inplay', 0), rolling(1, 'inplay', 100, 1)],
      100n,
    ],
  ] as const)('when a partner rolls %s, then it earns stake x rate floored per bucket', (_, stakes, rates, expected) => {
    const product = rates[0]!.product;
    const lines = computeCommission({
      partners: [root],
      rates,
      figures: [played(1, product, stakes)],
      carries: [],
    });
    expect(totalOf(lines, 1)).toBe(expected);
  });

  it('when the rate has a 4-folder bucket, then the line of 4+ folders shows its own base and rate', () => {
    const lines = computeCommission({
      partners: [root],
      rates: [rolling(1, 'prematch', 50), rolling(1, 'prematch', 200, 4)],
      figures: [played(1, 'prematch', { 1: 10_000n, 4: 20_000n })],
      carries: [],
    });
    expect(lines.map((line) => [line.folders, line.base, line.rateBp, line.amount])).toEqual([
      [1, 10_000n, 50, 50n],
      [4, 20_000n, 200, 400n],
    ]);
  });
});

describe('computeCommission: losing with carry-forward', () => {
  const runDays = (netLosses: bigint[], rateBp: number) => {
    let carry = 0n;
    const paid: bigint[] = [];
    for (const net of netLosses) {
      const stakes = net > 0n ? net : 0n;
      const payouts = net > 0n ? 0n : -net;
      const carries: CarryIn[] = [{ partnerId: 1, product: 'casino', sourcePartnerId: null, carry }];
      const lines = computeCommission({
        partners: [root],
        rates: [losing(1, 'casino', rateBp)],
        figures: [played(1, 'casino', { 0: stakes }, payouts)],
        carries,
      });
      paid.push(totalOf(lines, 1));
      carry = lines[0]?.carryOut ?? carry;
    }
    return { paid, carry };
  };

  it.each([
    ['-10,000 then +15,000 at 30 %', [-10_000n, 15_000n], 3000, [0n, 1_500n], 0n],
    ['+10,000 at 30 %', [10_000n], 3000, [3_000n], 0n],
    [
      '-5,000, -5,000, +4,000, +7,000 at 10 %',
      [-5_000n, -5_000n, 4_000n, 7_000n],
      1000,
      [0n, 0n, 0n, 100n],
      0n,
    ],
    ['-1,000 then 0 then +999 at 50 %', [-1_000n, 0n, 999n], 5000, [0n, 0n, 0n], -1n],
  ] as const)('when the days net %s, then it pays only what recovers the carried loss', (_, days, rateBp, paid, carry) => {
    expect(runDays([...days], rateBp)).toEqual({ paid, carry });
  });

  it('when a win offsets a gross loss in the period, then only the net loss pays', () => {
    const lines = computeCommission({
      partners: [root],
      rates: [losing(1, 'slot', 3000)],
      figures: [played(1, 'slot', { 0: 100_000n }, 90_000n)],
      carries: [],
    });
    expect(lines).toEqual<StatementLine[]>([
      {
        partnerId: 1,
        product: 'slot',
        folders: 0,
        kind: 'losing',
        sourcePartnerId: null,
        base: 10_000n,
        rateBp: 3000,
        carryIn: 0n,
        carryOut: 0n,
        amount: 3_000n,
      },
    ]);
  });

  it('when the members won overall, then nothing pays and the negative is carried out', () => {
    const [line] = computeCommission({
      partners: [root],
      rates: [losing(1, 'slot', 3000)],
      figures: [played(1, 'slot', { 0: 10_000n }, 25_000n)],
      carries: [{ partnerId: 1, product: 'slot', sourcePartnerId: null, carry: -1_000n }],
    });
    expect(line).toMatchObject({ base: -15_000n, carryIn: -1_000n, carryOut: -16_000n, amount: 0n });
  });
});

describe('computeCommission: upper levels', () => {
  // 본사 (1) > 부본사 (2) > 총판 (3), each with members of its own.
  const tree = (mode: 'difference' | 'own'): CommissionPartner[] => [
    { id: 1, parentId: null, upperMode: mode },
    { id: 2, parentId: 1, upperMode: mode },
    { id: 3, parentId: 2, upperMode: mode },
  ];
  const rates = [rolling(1, 'casino', 300), rolling(2, 'casino', 200), rolling(3, 'casino', 100)];
  const figures = [
    played(1, 'casino', { 0: 100_000n }),
    played(2, 'casino', { 0: 100_000n }),
    played(3, 'casino', { 0: 100_000n }),
  ];

  it('when every level earns by difference (차등), then the chain pays the top rate on every member once', () => {
    const lines = computeCommission({ partners: tree('difference'), rates, figures, carries: [] });
    // 총판: 1 % of its own; 부본사: 2 % of its own + 1 % of 총판's; 본사: 3 % of its own + 1 % of 부본사's subtree.
    expect([totalOf(lines, 3), totalOf(lines, 2), totalOf(lines, 1)]).toEqual([1_000n, 3_000n, 5_000n]);
    expect(totalOf(lines, 1) + totalOf(lines, 2) + totalOf(lines, 3)).toBe(9_000n);
    expect(
      lines
        .filter((line) => line.partnerId === 1)
        .map((line) => [line.sourcePartnerId, line.base, line.rateBp]),
    ).toEqual([
      [null, 100_000n, 300],
      [2, 200_000n, 100],
    ]);
  });

  it('when every level earns its own rate, then each earns it on its whole subtree', () => {
    const lines = computeCommission({ partners: tree('own'), rates, figures, carries: [] });
    expect([totalOf(lines, 3), totalOf(lines, 2), totalOf(lines, 1)]).toEqual([1_000n, 4_000n, 9_000n]);
  });

  it('when a child earns losing and the parent rolling, then the parent keeps its whole rolling rate on it', () => {
    const lines = computeCommission({
      partners: tree('difference').slice(0, 2),
      rates: [rolling(1, 'casino', 300), losing(2, 'casino', 3000)],
      figures: [played(2, 'casino', { 0: 100_000n }, 50_000n)],
      carries: [],
    });
    expect([totalOf(lines, 1), totalOf(lines, 2)]).toEqual([3_000n, 15_000n]);
  });

  it('when a child is set above its parent, then the parent earns nothing on it (never negative)', () => {
    const lines = computeCommission({
      partners: tree('difference').slice(0, 2),
      rates: [rolling(1, 'casino', 100), rolling(2, 'casino', 200)],
      figures: [played(2, 'casino', { 0: 100_000n })],
      carries: [],
    });
    expect([totalOf(lines, 1), totalOf(lines, 2)]).toEqual([0n, 2_000n]);
  });
});
