import { liveClockSeconds } from '@hanpan/core/sports/live-clock';
import { periodName } from '@hanpan/core/sports/sports';
import { useEffect, useState } from 'react';
import { formatClock } from '../kst-days.ts';
import { useFixtureLive } from '../odds-store.ts';

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
  const [now, setNow] = useState(() => Date.now());
  const isRunning = live?.status === 2 && live.clockSeconds !== null;
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [isRunning]);
  const period = live?.period ? periodName(sportId, live.period) : '';
  const seconds =
    live && live.clockSeconds !== null
      ? liveClockSeconds(sportId, live.clockSeconds, isRunning ? (now - live.clockAt) / 1_000 : 0)
      : null;
  const text = [period, seconds === null ? '' : formatClock(seconds)].filter(Boolean).join(' ');
  return <span className="fixture-clock">{text || (live?.status === 2 ? '경기 중' : '')}</span>;
}
