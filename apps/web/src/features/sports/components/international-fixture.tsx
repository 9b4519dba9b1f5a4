import type { SportsFixture, SportsMarket } from '@hanpan/core/api/sports';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { fixtureQueryOptions } from '../api/get-fixture.ts';
import { useFixtureRealtime } from '../hooks/use-fixture-realtime.ts';
import { useScoreFlash } from '../hooks/use-score-flash.ts';
import { extraMarketCount, internationalCellLabel, type MainColumns, mainColumnsOf } from '../list-rows.ts';
import { useMarketStatus } from '../odds-store.ts';
import { FixtureDetail } from './fixture-detail.tsx';
import { FixtureInfo } from './fixture-info.tsx';
import { MarketLockLabel } from './market-lock-label.tsx';
import { MoreMarketsButton } from './more-markets-button.tsx';
import { OddsCell } from './odds-cell.tsx';

/** The 해외형 main columns, in order, with their Korean headings. */
export const internationalColumns: readonly { slot: keyof MainColumns; title: string }[] = [
  { slot: 'result', title: '승무패' },
  { slot: 'handicap', title: '핸디캡' },
  { slot: 'total', title: '언더오버' },
];

/** A fixture of the 해외형 list: its result, handicap and total side by side, every other market one tap away. */
export const InternationalFixture = memo(function InternationalFixture({
  fixture,
}: {
  fixture: SportsFixture;
}) {
  const [isOpen, setIsOpen] = useState(false);
  useFixtureRealtime(fixture.fixtureId);
  const isFlashing = useScoreFlash(fixture.fixtureId);
  const { data: detail } = useQuery({ ...fixtureQueryOptions(fixture.fixtureId), enabled: false });
  const extra = extraMarketCount(fixture, detail?.fixture.markets.length);
  const columns = useMemo(() => mainColumnsOf(fixture), [fixture]);
  const panelId = `fixture-${fixture.fixtureId}-markets`;
  return (
    <li
      className="intl-fixture"
      data-fixture-id={fixture.fixtureId}
      data-open={isOpen}
      data-live={fixture.gameType === 3 || undefined}
      data-flash={isFlashing ? 'score' : undefined}
    >
      <FixtureInfo fixture={fixture} />
      {internationalColumns.map(({ slot, title }) => (
        <MainMarket key={slot} fixture={fixture} market={columns[slot]} slot={slot} title={title} />
      ))}
      <div className="intl-fixture__more">
        <MoreMarketsButton
          extra={extra}
          isOpen={isOpen}
          isLive={fixture.gameType === 3}
          panelId={panelId}
          onToggle={() => setIsOpen((open) => !open)}
        />
      </div>
      {isOpen && (
        <div id={panelId} className="fixture-detail">
          <FixtureDetail fixture={fixture} view="international" />
        </div>
      )}
    </li>
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
