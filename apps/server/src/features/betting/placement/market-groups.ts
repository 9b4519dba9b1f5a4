import { marketName } from '@hanpan/core/sports/markets';
import { cartPickText } from '@hanpan/core/sports/picks';

/** An outcome row as the staff's fixture screens read it, in market order. */
type OutcomeRow = {
  marketId: number;
  outcomeId: bigint;
  pickName: string;
  baseLine: string | null;
  price: number;
};

/** One market of a fixture with its outcomes as a staff screen shows them. */
export type MarketGroup<Outcome> = { marketId: number; marketName: string; outcomes: Outcome[] };

/**
 * Groups a fixture's outcome rows (ordered by market) into markets with their Korean names; each
 * outcome gets its id, pick text and price, plus what `present` adds (liability, settlement values).
 */
export function groupOutcomesByMarket<Row extends OutcomeRow, Extra>(
  sportId: number,
  rows: readonly Row[],
  present: (row: Row) => Extra,
): MarketGroup<{ outcomeId: string; pickText: string; price: number } & Extra>[] {
  const markets: MarketGroup<{ outcomeId: string; pickText: string; price: number } & Extra>[] = [];
  for (const row of rows) {
    let market = markets.at(-1);
    if (market?.marketId !== row.marketId) {
      market = { marketId: row.marketId, marketName: marketName(sportId, row.marketId), outcomes: [] };
      markets.push(market);
    }
    market.outcomes.push({
      outcomeId: String(row.outcomeId),
      pickText: cartPickText(row.pickName, row.baseLine ?? ''),
      price: row.price,
      ...present(row),
    });
  }
  return markets;
}
