import type { SportsFixture, SportsOutcome } from '@hanpan/core/api/sports';
import { memo } from 'react';
import { useMarketStatus } from '../../../lib/odds-store.ts';
import { domesticCellLabel, type MarketRow } from '../list-rows.ts';
import { MarketLockLabel } from './market-lock-label.tsx';
import { OddsCell } from './odds-cell.tsx';

type DomesticMarketRowProps = { fixture: SportsFixture; row: MarketRow; name: string };

/** One 국내형 row: the market's name, then home / draw-or-line / away in fixed columns; gone once settled. */
export const DomesticMarketRow = memo(function DomesticMarketRow({
  fixture,
  row,
  name,
}: DomesticMarketRowProps) {
  const { market } = row;
  const status = useMarketStatus(fixture.fixtureId, market.marketId, market.status);
  if (status === 'settled') return null;
  const side = (outcome: SportsOutcome | null) =>
    outcome ? (
      <OddsCell
        fixture={fixture}
        market={market}
        outcome={outcome}
        label={domesticCellLabel(market, outcome)}
      />
    ) : (
      <span className="line-cell line-cell--empty">-</span>
    );
  return (
    <div className="market-row" data-market-id={market.marketId} role="group" aria-label={name}>
      <span className="market-row__name" title={name}>
        {name}
      </span>
      {side(row.home)}
      {row.middle.kind === 'outcome' ? (
        <OddsCell
          fixture={fixture}
          market={market}
          outcome={row.middle.outcome}
          label={domesticCellLabel(market, row.middle.outcome)}
        />
      ) : row.middle.kind === 'line' ? (
        <span className="line-cell" data-line>
          {row.middle.text}
        </span>
      ) : (
        <span className="line-cell line-cell--empty">VS</span>
      )}
      {side(row.away)}
      <MarketLockLabel fixtureId={fixture.fixtureId} market={market} />
    </div>
  );
});
