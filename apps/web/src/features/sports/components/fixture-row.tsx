import type { SportsFixture } from '@hanpan/core/api/sports';
import { formatKstStart, kstNote } from '@hanpan/core/time/kst';
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { fixtureQueryOptions } from '../api/get-fixture.ts';
import { useFixtureRealtime } from '../hooks/use-fixture-realtime.ts';
import { FixtureMarkets } from './fixture-markets.tsx';
import { FixtureClock, FixtureScore } from './live-status.tsx';
import { MarketCells } from './market-cells.tsx';

/** One fixture of a list: time or live score, teams, main markets, and '+N' to open every market. */
export const FixtureRow = memo(function FixtureRow({ fixture }: { fixture: SportsFixture }) {
  const [isOpen, setIsOpen] = useState(false);
  useFixtureRealtime(fixture.fixtureId);
  // The list counts the markets; an opened detail knows them exactly.
  const { data: detail } = useQuery({ ...fixtureQueryOptions(fixture.fixtureId), enabled: false });
  const marketCount = detail ? detail.fixture.markets.length : fixture.marketCount;
  const extra = Math.max(0, marketCount - fixture.markets.length);
  const isLive = fixture.gameType === 3;
  const panelId = `fixture-${fixture.fixtureId}-markets`;
  return (
    <li className="fixture-row" data-fixture-id={fixture.fixtureId} data-open={isOpen}>
      <div className="fixture-row__main">
        <div className="fixture-row__when">
          {isLive ? (
            <>
              <FixtureScore fixtureId={fixture.fixtureId} />
              <FixtureClock fixtureId={fixture.fixtureId} sportId={fixture.sportId} />
            </>
          ) : (
            <time className="fixture-row__time" dateTime={fixture.startAt} title={`시작 시간 · ${kstNote}`}>
              {formatKstStart(fixture.startAt)}
            </time>
          )}
        </div>
        <div className="fixture-row__teams">
          <span className="fixture-row__team">{fixture.homeName}</span>
          <span className="fixture-row__vs">vs</span>
          <span className="fixture-row__team">{fixture.awayName}</span>
        </div>
        <div className="fixture-row__markets">
          {fixture.markets.map((market) => (
            <MarketCells key={market.marketId} fixture={fixture} market={market} label={market.name} />
          ))}
        </div>
        <button
          type="button"
          className="fixture-row__more"
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={isOpen ? '전체 마켓 닫기' : '전체 마켓 보기'}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? '−' : `+${extra}`}
        </button>
      </div>
      {isOpen && (
        <div id={panelId} className="fixture-row__detail">
          <FixtureMarkets fixtureId={fixture.fixtureId} />
        </div>
      )}
    </li>
  );
});
