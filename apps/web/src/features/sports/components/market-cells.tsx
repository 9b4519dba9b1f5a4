import type { SportsFixture, SportsMarket, SportsOutcome } from '@hanpan/core/api/sports';
import { useMarketStatus } from '../../../lib/odds-store.ts';
import { internationalCellLabel } from '../list-rows.ts';
import { OddsCell } from './odds-cell.tsx';

type MarketCellsProps = {
  fixture: SportsFixture;
  market: SportsMarket;
  /** The picks to show (all the market's by default). */
  outcomes?: readonly SportsOutcome[];
  /** The market's name above the cells, if any. */
  label?: string;
};

/**
 * A market's cells side by side under its name (the home page's popular fixtures); a handicap's cells
 * name the line only, so it is never cut. Nothing once the market is settled.
 */
export function MarketCells({ fixture, market, outcomes = market.outcomes, label }: MarketCellsProps) {
  const status = useMarketStatus(fixture.fixtureId, market.marketId, market.status);
  if (status === 'settled') return null;
  return (
    <div className="market-cells" data-market-id={market.marketId} data-kind={market.kind ?? 'other'}>
      {label && <span className="market-cells__name">{label}</span>}
      <div className="market-cells__row">
        {outcomes.map((outcome) => (
          <OddsCell
            key={outcome.id}
            fixture={fixture}
            market={market}
            outcome={outcome}
            label={internationalCellLabel(market, outcome)}
          />
        ))}
      </div>
    </div>
  );
}
