import { staffCasinoText } from '@hanpan/core/api/staff-casino';
import { describe, expect, it } from 'vitest';
import { lastKstDays } from '../../lib/report-figures.ts';
import { kstRangeProblem } from './casino-figures.ts';
import { readSortOrder } from './components/game-dialog.tsx';
import { signedAmountOf } from './components/transactions-panel.tsx';
import { totalsRows } from './reconciliation-rows.ts';

describe('lastKstDays and kstRangeProblem', () => {
  it('when it is 23:30 UTC, then the range ends on the next KST day', () => {
    expect(lastKstDays(7, new Date('2026-11-24T23:30:00Z'))).toEqual({
      from: '2026-11-19',
      until: '2026-11-25',
    });
  });

  it('when a range is typed, then a bad date, a reversed range and more than 92 days are refused', () => {
    expect(kstRangeProblem('2026-11-01', '2026-11-24')).toBeNull();
    expect(kstRangeProblem('2026-11', '2026-11-24')).toBe(staffCasinoText.badDate);
    expect(kstRangeProblem('2026-11-25', '2026-11-24')).toBe('시작일이 종료일보다 늦습니다.');
    expect(kstRangeProblem('2026-08-25', '2026-11-24')).toBeNull();
    expect(kstRangeProblem('2026-08-24', '2026-11-24')).toBe(staffCasinoText.badRange);
  });
});

describe('totalsRows', () => {
  it('when the two sides differ, then each line carries operator - provider', () => {
    const rows = totalsRows(
      { count: 10, bet: 50_000, win: 20_000, rollback: 0 },
      { count: 11, bet: 55_000, win: 20_000, rollback: 0 },
    );
    expect(rows.map((row) => [row.label, row.difference])).toEqual([
      ['거래 건수', -1],
      ['베팅 합계', -5_000],
      ['당첨 합계', 0],
      ['취소 합계', 0],
    ]);
  });
});

describe('readSortOrder and signedAmountOf', () => {
  it('when the order is typed, then only whole numbers from 0 to 10,000 pass', () => {
    expect(readSortOrder(' 15 ')).toBe(15);
    expect(readSortOrder('10000')).toBe(10_000);
    expect(readSortOrder('10001')).toBeNull();
    expect(readSortOrder('-1')).toBeNull();
    expect(readSortOrder('1.5')).toBeNull();
  });

  it('when a transaction is shown, then a bet takes cash and a win or rollback gives it back', () => {
    expect(signedAmountOf('bet', 1000)).toBe(-1000);
    expect(signedAmountOf('win', 1000)).toBe(1000);
    expect(signedAmountOf('rollback', 1000)).toBe(1000);
  });
});
