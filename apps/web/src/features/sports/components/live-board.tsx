import type { SportsFixture } from '@hanpan/core/api/sports';
import { useFixtureLive } from '../../../lib/odds-store.ts';
import { LiveScoreboard } from './live-scoreboard.tsx';
import { FixtureClock } from './live-status.tsx';
import { LiveTimeline } from './live-timeline.tsx';

/**
 * A live fixture's scoreboard (score by period, clock, period name, red cards) and event timeline,
 * from the odds store (the reply's values until the store has the fixture).
 */
export function LiveBoard({ fixture }: { fixture: SportsFixture }) {
  const stored = useFixtureLive(fixture.fixtureId);
  const reply = fixture.live;
  const live = {
    scoreHome: stored ? stored.scoreHome : (reply?.scoreHome ?? null),
    scoreAway: stored ? stored.scoreAway : (reply?.scoreAway ?? null),
    period: stored ? stored.period : (reply?.period ?? null),
    periods: stored?.periods ?? reply?.periods ?? [],
    redCards: stored ? stored.redCards : (reply?.redCards ?? null),
    incidents: stored?.incidents ?? reply?.incidents ?? [],
  };
  const names = { homeName: fixture.homeName, awayName: fixture.awayName };
  return (
    <section className="live-board" aria-label="라이브 스코어보드" data-testid="live-board">
      <div className="live-board__head">
        <span className="live-board__badge">라이브</span>
        <FixtureClock fixtureId={fixture.fixtureId} sportId={fixture.sportId} />
      </div>
      <div className="live-board__scroll">
        <LiveScoreboard sportId={fixture.sportId} {...names} {...live} />
      </div>
      <LiveTimeline sportId={fixture.sportId} {...names} incidents={live.incidents} />
    </section>
  );
}
