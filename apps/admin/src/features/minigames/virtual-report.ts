import type { StaffVirtualDailyRow } from '@hanpan/core/api/staff-virtual-report';

// The daily GGR report as the back office lays it out: each KST day and game with its markets and
// their total, the total's RTPs weighted by the markets' stakes.

/** The figures of a market row or a total. */
export type DailyFigures = Pick<
  StaffVirtualDailyRow,
  'bets' | 'stakes' | 'payouts' | 'ggr' | 'actualRtpBp' | 'theoreticalRtpBp'
>;

/** One day and game of the report: its markets and their total. */
export type DailyGameGroup = {
  day: string;
  gameType: number;
  markets: StaffVirtualDailyRow[];
  total: DailyFigures;
};

/** The sum of rows: counts and amounts added, each RTP weighted by the rows' stakes. */
export function totalOf(rows: readonly DailyFigures[]): DailyFigures {
  let bets = 0;
  let stakes = 0;
  let payouts = 0;
  let expected = 0;
  for (const row of rows) {
    bets += row.bets;
    stakes += row.stakes;
    payouts += row.payouts;
    expected += ((row.theoreticalRtpBp ?? 0) * row.stakes) / 10_000;
  }
  return {
    bets,
    stakes,
    payouts,
    ggr: stakes - payouts,
    actualRtpBp: stakes > 0 ? Math.round((payouts * 10_000) / stakes) : null,
    theoreticalRtpBp: stakes > 0 ? Math.round((expected * 10_000) / stakes) : null,
  };
}

/** The rows grouped by day (in the order given: newest first) and game, each group with its total. */
export function groupDailyRows(rows: readonly StaffVirtualDailyRow[]): DailyGameGroup[] {
  const groups: DailyGameGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.day === row.day && last.gameType === row.gameType) last.markets.push(row);
    else groups.push({ day: row.day, gameType: row.gameType, markets: [row], total: totalOf([]) });
  }
  for (const group of groups) group.total = totalOf(group.markets);
  return groups;
}
