import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import { liveClockSeconds } from '@hanpan/core/sports/live-clock';
import { periodName } from '@hanpan/core/sports/sports';
import { useFixtureLive } from '../../../lib/odds-store.ts';
import { useSecondTick } from '../../../lib/use-second-tick.ts';
import { formatClock } from '../kst-days.ts';

/** The live score, '2 : 1'. */
export function FixtureScore({ fixtureId }: { fixtureId: number }) {
  const live = useFixtureLive(fixtureId);
  return (
    <span className="fixture-score">
      {live?.scoreHome ?? 0} : {live?.scoreAway ?? 0}
    </span>
  );
}

/** The Korean period name and the clock, ticking each second between feed updates while in play (down for sports timed by what is left). */
export function FixtureClock({ fixtureId, sportId }: { fixtureId: number; sportId: number }) {
  const live = useFixtureLive(fixtureId);
  const isRunning = live?.status === fixtureStatus.live && live.clockSeconds !== null;
  const now = Math.max(useSecondTick(isRunning), live?.clockAt ?? 0);
  const period = live?.period ? periodName(sportId, live.period) : '';
  const seconds =
    live && live.clockSeconds !== null
      ? liveClockSeconds(sportId, live.clockSeconds, isRunning ? (now - live.clockAt) / 1_000 : 0)
      : null;
  const text = [period, seconds === null ? '' : formatClock(seconds)].filter(Boolean).join(' ');
  return (
    <span className="fixture-clock">{text || (live?.status === fixtureStatus.live ? '경기 중' : '')}</span>
  );
}
