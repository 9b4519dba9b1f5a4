import type { SportsFixture } from '@hanpan/core/api/sports';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { fixtureQueryOptions } from '../api/get-fixture.ts';
import { useFixtureRealtime } from '../hooks/use-fixture-realtime.ts';
import { useScoreFlash } from '../hooks/use-score-flash.ts';
import { extraMarketCount, fixtureRowsOf, shortMarketName } from '../list-rows.ts';
import { DomesticMarketRow } from './domestic-market-row.tsx';
import { FixtureDetail } from './fixture-detail.tsx';
import { FixtureInfo } from './fixture-info.tsx';
import { MoreMarketsButton } from './more-markets-button.tsx';

/** A fixture of the 국내형 list: time or live score and teams beside one row per main market, and '+N'. */
export const DomesticFixture = memo(function DomesticFixture({ fixture }: { fixture: SportsFixture }) {
  const [isOpen, setIsOpen] = useState(false);
  useFixtureRealtime(fixture.fixtureId);
  const isFlashing = useScoreFlash(fixture.fixtureId);
  // The list counts the markets; an opened detail knows them exactly.
  const { data: detail } = useQuery({ ...fixtureQueryOptions(fixture.fixtureId), enabled: false });
  const extra = extraMarketCount(fixture, detail?.fixture.markets.length);
  const rows = useMemo(() => fixtureRowsOf(fixture), [fixture]);
  const panelId = `fixture-${fixture.fixtureId}-markets`;
  return (
    <li
      className="dom-fixture"
      data-fixture-id={fixture.fixtureId}
      data-open={isOpen}
      data-live={fixture.gameType === 3 || undefined}
      data-flash={isFlashing ? 'score' : undefined}
    >
      <FixtureInfo fixture={fixture} />
      <div className="dom-fixture__rows">
        {rows.length === 0 ? (
          <p className="dom-fixture__none">열린 마켓이 없습니다.</p>
        ) : (
          rows.map((row) => (
            <DomesticMarketRow key={row.key} fixture={fixture} row={row} name={shortMarketName(row.market)} />
          ))
        )}
      </div>
      <div className="dom-fixture__more">
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
          <FixtureDetail fixture={fixture} view="domestic" />
        </div>
      )}
    </li>
  );
});
