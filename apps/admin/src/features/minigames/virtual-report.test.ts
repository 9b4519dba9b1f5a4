import type { StaffVirtualDailyRow } from '@hanpan/core/api/staff-virtual-report';
import { describe, expect, it } from 'vitest';
import { groupDailyRows, totalOf } from './virtual-report.ts';

const row = (day: string, gameType: number, marketKey: string, figures: Partial<StaffVirtualDailyRow>) => ({
  day,
  gameType,
  marketKey,
  marketName: marketKey,
  bets: 1,
  stakes: 0,
  payouts: 0,
  ggr: 0,
  actualRtpBp: null,
  theoreticalRtpBp: null,
  ...figures,
});

describe('totalOf', () => {
  it('when markets are summed, then amounts add up and each RTP is weighted by the stakes', () => {
    const total = totalOf([
      row('2026-11-29', 121, 'win', { bets: 3, stakes: 30_000, payouts: 45_000, theoreticalRtpBp: 9000 }),
      row('2026-11-29', 121, 'tricast', { bets: 1, stakes: 10_000, payouts: 0, theoreticalRtpBp: 8000 }),
    ]);
    expect(total).toEqual({
      bets: 4,
      stakes: 40_000,
      payouts: 45_000,
      ggr: -5000,
      actualRtpBp: 11_250,
      theoreticalRtpBp: 8750,
    });
  });

  it('when nothing was staked, then both RTPs are unknown', () => {
    expect(totalOf([])).toEqual({
      bets: 0,
      stakes: 0,
      payouts: 0,
      ggr: 0,
      actualRtpBp: null,
      theoreticalRtpBp: null,
    });
  });
});

describe('groupDailyRows', () => {
  it('when rows come by day and game, then each day and game is one group with its markets', () => {
    const groups = groupDailyRows([
      row('2026-11-29', 121, 'win', { stakes: 1000, payouts: 500, theoreticalRtpBp: 9000 }),
      row('2026-11-29', 121, 'place', { stakes: 1000, payouts: 2000, theoreticalRtpBp: 9000 }),
      row('2026-11-29', 123, '1x2', { stakes: 500 }),
      row('2026-11-28', 121, 'win', { stakes: 700 }),
    ]);
    expect(groups.map((group) => [group.day, group.gameType, group.markets.length])).toEqual([
      ['2026-11-29', 121, 2],
      ['2026-11-29', 123, 1],
      ['2026-11-28', 121, 1],
    ]);
    expect(groups[0]!.total).toMatchObject({ stakes: 2000, payouts: 2500, actualRtpBp: 12_500 });
  });
});
