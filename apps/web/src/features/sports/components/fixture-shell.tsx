import type { SportsFixture } from '@hanpan/core/api/sports';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { fixtureQueryOptions } from '../api/get-fixture.ts';
import { useFixtureRealtime } from '../hooks/use-fixture-realtime.ts';
import { useScoreFlash } from '../hooks/use-score-flash.ts';
import { extraMarketCount } from '../list-rows.ts';
import { FixtureDetail } from './fixture-detail.tsx';
import { FixtureInfo } from './fixture-info.tsx';
import { MoreMarketsButton } from './more-markets-button.tsx';

type FixtureShellProps = {
  fixture: SportsFixture;
  view: 'domestic' | 'international';
  /** The view's main markets, between the fixture's info and its '+N'. */
  children: ReactNode;
};

/**
 * What both list views do around their main markets: follow the fixture live, flash on a score,
 * show its time and teams, count its other markets and open them in place.
 */
export function FixtureShell({ fixture, view, children }: FixtureShellProps) {
  const [isOpen, setIsOpen] = useState(false);
  useFixtureRealtime(fixture.fixtureId);
  const isFlashing = useScoreFlash(fixture.fixtureId);
  // The list counts the markets; an opened detail knows them exactly.
  const { data: detail } = useQuery({ ...fixtureQueryOptions(fixture.fixtureId), enabled: false });
  const extra = extraMarketCount(fixture, detail?.fixture.markets.length);
  const block = view === 'domestic' ? 'dom-fixture' : 'intl-fixture';
  const panelId = `fixture-${fixture.fixtureId}-markets`;
  return (
    <li
      className={block}
      data-fixture-id={fixture.fixtureId}
      data-open={isOpen}
      data-live={fixture.gameType === 3 || undefined}
      data-flash={isFlashing ? 'score' : undefined}
    >
      <FixtureInfo fixture={fixture} />
      {children}
      <div className={`${block}__more`}>
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
          <FixtureDetail fixture={fixture} view={view} />
        </div>
      )}
    </li>
  );
}
