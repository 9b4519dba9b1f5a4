import type { SportsFixture, SportsMarket, SportsOutcome } from '@hanpan/core/api/sports';
import { useMarketStatus } from '../odds-store.ts';
import { OddsCell } from './odds-cell.tsx';

type MarketCellsProps = {
  fixture: SportsFixture;
  market: SportsMarket;
  /** The picks to show (a list row: the main line; the detail: one line). */
  outcomes?: readonly SportsOutcome[];
  /** Label above the cells (the list rows name the market; the detail names it once per group). */
  label?: string;
};

/** A market's cells side by side under its name; nothing once the market is settled. */
export function MarketCells({ fixture, market, outcomes = market.outcomes, label }: MarketCellsProps) {
  const status = useMarketStatus(fixture.fixtureId, market.marketId, market.status);
  if (status === 'settled') return null;
  return (
    <div className="market-cells" data-market-id={market.marketId} data-kind={market.kind ?? 'other'}>
      {label && <span className="market-cells__name">{label}</span>}
      <div className="market-cells__row">
        {outcomes.map((outcome) => (
          <OddsCell key={outcome.id} fixture={fixture} market={market} outcome={outcome} />
        ))}
      </div>
    </div>
  );
}
