import type { SportsFixture, SportsMarket } from '@hanpan/core/api/sports';
import { memo, useMemo } from 'react';
import { useMarketStatus } from '../../../lib/odds-store.ts';
import { internationalCellLabel, internationalColumnsOf, mainColumnsOf } from '../list-rows.ts';
import { FixtureShell } from './fixture-shell.tsx';
import { MarketLockLabel } from './market-lock-label.tsx';
import { OddsCell } from './odds-cell.tsx';

/** A fixture of the 해외형 list: its result, handicap and total side by side, every other market one tap away. */
export const InternationalFixture = memo(function InternationalFixture({
  fixture,
}: {
  fixture: SportsFixture;
}) {
  const columns = useMemo(() => mainColumnsOf(fixture), [fixture]);
  return (
    <FixtureShell fixture={fixture} view="international">
      {internationalColumnsOf(fixture.sportId).map(({ slot, title }) => (
        <MainMarket key={slot} fixture={fixture} market={columns[slot]} slot={slot} title={title} />
      ))}
    </FixtureShell>
  );
});

type MainMarketProps = { fixture: SportsFixture; market: SportsMarket | null; slot: string; title: string };

/** One 해외형 column: the market's main-line cells, or a dash where the fixture has none. */
function MainMarket({ fixture, market, slot, title }: MainMarketProps) {
  const status = useMarketStatus(fixture.fixtureId, market?.marketId ?? 0, market?.status ?? 'open');
  if (!market || status === 'settled') {
    return (
      <div className="intl-market" data-slot={slot}>
        <span className="line-cell line-cell--empty" title={`${title} 없음`}>
          -
        </span>
      </div>
    );
  }
  return (
    <div
      className="intl-market"
      data-slot={slot}
      data-market-id={market.marketId}
      data-cells={market.outcomes.length}
      role="group"
      aria-label={market.name}
    >
      {market.outcomes.map((outcome) => (
        <OddsCell
          key={outcome.id}
          fixture={fixture}
          market={market}
          outcome={outcome}
          label={internationalCellLabel(market, outcome)}
        />
      ))}
      <MarketLockLabel fixtureId={fixture.fixtureId} market={market} />
    </div>
  );
}
