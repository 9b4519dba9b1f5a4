import type { SportsFixture, SportsMarket } from '@hanpan/core/api/sports';
import { type MarketGroup, marketGroupNames } from '@hanpan/core/sports/market-groups';
import { useState } from 'react';
import { useMarketStatus } from '../../../lib/odds-store.ts';
import { internationalCellLabel, linesOf, marketGroupsOf } from '../list-rows.ts';
import { MarketLockLabel } from './market-lock-label.tsx';
import { OddsCell } from './odds-cell.tsx';

type MarketGroupsPanelProps = { fixture: SportsFixture; markets: readonly SportsMarket[] };

/** The 해외형 market list of an opened fixture: collapsible groups by kind (주요 마켓, 핸디캡, 언더오버...). */
export function MarketGroupsPanel({ fixture, markets }: MarketGroupsPanelProps) {
  const [closed, setClosed] = useState<ReadonlySet<MarketGroup>>(new Set());
  const toggle = (group: MarketGroup) =>
    setClosed((current) => {
      const next = new Set(current);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  return (
    <div className="market-groups">
      {marketGroupsOf(fixture.sportId, markets).map(({ group, markets: list }) => {
        const isOpen = !closed.has(group);
        const bodyId = `fixture-${fixture.fixtureId}-group-${group}`;
        return (
          <section key={group} className="market-group" data-group={group}>
            <h4 className="market-group__head">
              <button
                type="button"
                className="market-group__toggle"
                aria-expanded={isOpen}
                aria-controls={bodyId}
                onClick={() => toggle(group)}
              >
                <span>{marketGroupNames[group]}</span>
                <span className="market-group__count">{list.length}</span>
              </button>
            </h4>
            {isOpen && (
              <div id={bodyId} className="market-group__body">
                {list.map((market) => (
                  <GroupMarket key={market.marketId} fixture={fixture} market={market} />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** One market of a group: its name, then a line of cells per BaseLine; gone once settled. */
function GroupMarket({ fixture, market }: { fixture: SportsFixture; market: SportsMarket }) {
  const status = useMarketStatus(fixture.fixtureId, market.marketId, market.status);
  if (status === 'settled') return null;
  return (
    <div className="group-market" data-market-id={market.marketId} role="group" aria-label={market.name}>
      <span className="group-market__name">{market.name}</span>
      {linesOf(market).map((outcomes) => (
        <div key={outcomes[0]?.baseLine ?? ''} className="group-market__line" data-cells={outcomes.length}>
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
      ))}
      <MarketLockLabel fixtureId={fixture.fixtureId} market={market} />
    </div>
  );
}
