import type { SportsFixture } from '@hanpan/core/api/sports';
import { formatKstStart, kstNote } from '@hanpan/core/time/kst';
import { FixtureClock, FixtureScore } from './live-status.tsx';

/** A list fixture's kick-off (KST) or live score and clock, then its two teams. */
export function FixtureInfo({ fixture }: { fixture: SportsFixture }) {
  return (
    <div className="fixture-info">
      <div className="fixture-info__when">
        {fixture.gameType === 3 ? (
          <>
            <FixtureScore fixtureId={fixture.fixtureId} />
            <FixtureClock fixtureId={fixture.fixtureId} sportId={fixture.sportId} />
          </>
        ) : (
          <KickOff startAt={fixture.startAt} />
        )}
      </div>
      <div className="fixture-info__teams">
        <span className="fixture-info__team" title={fixture.homeName}>
          {fixture.homeName}
        </span>
        <span className="fixture-info__vs" aria-hidden="true">
          vs
        </span>
        <span className="fixture-info__team" title={fixture.awayName}>
          {fixture.awayName}
        </span>
      </div>
    </div>
  );
}

/** 'MM-DD HH:mm' KST; the day and the time in their own spans, so phones can stack them. */
function KickOff({ startAt }: { startAt: string }) {
  const [day, time = ''] = formatKstStart(startAt).split(' ');
  return (
    <time className="fixture-info__time" dateTime={startAt} title={`시작 시간 · ${kstNote}`}>
      <span className="fixture-info__day">{day}</span> {time}
    </time>
  );
}
