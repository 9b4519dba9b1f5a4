import type { StaffDailyFigures, StaffDailyTotals } from '@hanpan/core/api/staff-settlement';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dailyRowsOf } from '../daily-rows.ts';
import { DailyTotalsTable } from './daily-totals.tsx';

// Rendered to HTML with react-dom (the admin package has no DOM environment).

const figures = (bets: number, stakes: number, payouts: number): StaffDailyFigures => ({
  bets,
  stakes,
  payouts,
  ggr: stakes - payouts,
});
const none = figures(0, 0, 0);

const totals: StaffDailyTotals = {
  days: [
    {
      day: '2026-11-29',
      prematch: figures(2, 30_000, 10_000),
      inplay: figures(1, 5_000, 0),
      minigame: figures(4, 40_000, 39_000),
      casino: figures(3, 9_000, 12_000),
      slot: figures(5, 1_000, 400),
      total: figures(15, 85_000, 61_400),
    },
    {
      day: '2026-11-28',
      prematch: none,
      inplay: none,
      minigame: figures(1, 1_000, 0),
      casino: none,
      slot: none,
      total: figures(1, 1_000, 0),
    },
  ],
  total: {
    prematch: figures(2, 30_000, 10_000),
    inplay: figures(1, 5_000, 0),
    minigame: figures(5, 41_000, 39_000),
    casino: figures(3, 9_000, 12_000),
    slot: figures(5, 1_000, 400),
    total: figures(16, 86_000, 61_400),
  },
};

/** The rendered rows as text: each row's cells joined by '|'. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr data-product="[^"]+">(.*?)<\/tr>/g)].map((match) =>
    (match[1] as string)
      .split(/<\/t[hd]>/)
      .map((cell) => cell.replace(/<[^>]+>/g, ''))
      .filter(Boolean)
      .join('|'),
  );

describe('DailyTotalsTable', () => {
  it('when the dashboard shows today, then every product has its count, stakes, payouts and GGR, and a total row follows', () => {
    const html = renderToStaticMarkup(<DailyTotalsTable totals={totals} />);
    expect(rowsOf(html)).toEqual([
      '스포츠 프리매치|2건|30,000원|10,000원|20,000원',
      '라이브|1건|5,000원|0원|5,000원',
      '미니게임|4건|40,000원|39,000원|1,000원',
      '카지노|3건|9,000원|12,000원|-3,000원',
      '슬롯|5건|1,000원|400원|600원',
      '합계|15건|85,000원|61,400원|23,600원',
    ]);
    expect(html).toMatch(/<tfoot><tr data-product="total">/);
    expect(html).toContain('2026-11-29 (오늘)');
    expect(html).toContain('14일 합계');
    // A loss for the house (casino today) stands out.
    expect(html).toMatch(/class="num strong num--negative"[^>]*>-3,000원/);
  });

  it('when the 14 days are chosen, then the rows are the period totals; an unknown day has none', () => {
    expect(dailyRowsOf(totals, { kind: 'all' }).map((row) => [row.key, row.figures.stakes])).toEqual([
      ['prematch', 30_000],
      ['inplay', 5_000],
      ['minigame', 41_000],
      ['casino', 9_000],
      ['slot', 1_000],
      ['total', 86_000],
    ]);
    expect(dailyRowsOf(totals, { kind: 'day', day: '2026-11-28' })[2]?.figures).toEqual(figures(1, 1_000, 0));
    expect(dailyRowsOf(totals, { kind: 'day', day: '2020-01-01' })).toEqual([]);
  });
});
