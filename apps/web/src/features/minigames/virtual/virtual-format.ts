import type { VirtualPaidMarket } from '@hanpan/core/api/virtual';
import { formatOdds } from '@hanpan/core/sports/odds';
import { virtualMarketShortNames } from '@hanpan/core/virtual/market-names';
import type { RaceResult, VirtualResult } from '@hanpan/core/virtual/types';
import { isRaceResult } from './virtual-games.ts';

// Korean text of the virtual pages: forms, finishing orders and scores.

const formWords = { W: '승', D: '무', L: '패' } as const;

/** A runner's recent finishes newest first as '1-3-2', '-' with none. */
export function formatRunnerForm(form: readonly number[]): string {
  return form.length === 0 ? '-' : form.join('-');
}

/** A team's recent results newest first as '승무패'. */
export function formatTeamForm(form: readonly ('W' | 'D' | 'L')[]): string {
  return form.length === 0 ? '-' : form.map((result) => formWords[result]).join('');
}

/** The first `places` finishers as '3-1-5'. */
export function formatOrder(order: readonly number[], places = 3): string {
  return order.slice(0, places).join('-');
}

/** A result in one line: '1착 3번 · 2착 1번 · 3착 5번', '2 : 1 (전반 1 : 0)', '88 : 84 (연장)'. */
export function formatResultLine(result: VirtualResult): string {
  if (isRaceResult(result)) {
    return result.order
      .slice(0, 3)
      .map((number, index) => `${index + 1}착 ${number}번`)
      .join(' · ');
  }
  const { score, note } = formatMatchScore(result);
  return note ? `${score} (${note})` : score;
}

/** A match's final score '2 : 1' and its note: the half-time score '전반 1 : 0', '연장', or null. */
export function formatMatchScore(result: Exclude<VirtualResult, RaceResult>): {
  score: string;
  note: string | null;
} {
  const score = `${result.home} : ${result.away}`;
  if (result.kind === 'soccer')
    return { score, note: `전반 ${result.halfTime.home} : ${result.halfTime.away}` };
  return { score, note: result.quarters.length > 4 ? '연장' : null };
}

/** A league position as '3위'. */
export function formatPosition(position: number): string {
  return `${position}위`;
}

/** A market's RTP (expected return per won) as a percentage with two decimals: 0.93125 -> '93.13%'. */
export function formatRtp(rtp: number): string {
  return `${(Math.round(rtp * 10_000) / 100).toFixed(2)}%`;
}

/**
 * A drawn event's paid prices, one short line per market: '단승 2 2.45', '연승 2 미발매 · 3 1.34' (a
 * winning pick that was not on sale paid nothing), markets without a winning pick left out.
 */
export function formatPaidPrices(paid: readonly VirtualPaidMarket[]): { key: string; text: string }[] {
  return paid.flatMap((market) => {
    if (market.picks.length === 0) return [];
    const picks = market.picks.map(
      (pick) => `${pick.label} ${pick.odds === null ? '미발매' : formatOdds(pick.odds)}`,
    );
    return [
      { key: market.key, text: `${virtualMarketShortNames[market.key] ?? market.name} ${picks.join(' · ')}` },
    ];
  });
}
