import type { LiveIncident } from '@hanpan/core/sports/live-incidents';
import { incidentClockText, incidentText, newestFirst } from '../live-board-text.ts';

/** What the timeline shows of a live fixture. */
export type LiveTimelineProps = {
  sportId: number;
  homeName: string;
  awayName: string;
  /** The feed's timeline, oldest first. */
  incidents: readonly LiveIncident[];
};

/** A live fixture's events (goals, cards, period ends), newest first, each with its clock and the score after it. */
export function LiveTimeline({ sportId, homeName, awayName, incidents }: LiveTimelineProps) {
  if (incidents.length === 0) return <p className="timeline__empty">아직 기록된 이벤트가 없습니다.</p>;
  return (
    <ol className="timeline" aria-label="경기 이벤트" data-testid="live-timeline">
      {newestFirst(incidents).map(({ incident, key }) => (
        <li key={key} className={`timeline__item timeline__item--${incident.kind}`}>
          <span className="timeline__clock">{incidentClockText(sportId, incident)}</span>
          <span className={`timeline__mark timeline__mark--${incident.kind}`} aria-hidden="true" />
          <span className="timeline__text">{incidentText(sportId, incident, { homeName, awayName })}</span>
          {incident.score && (
            <span className="timeline__score">
              {incident.score.home} : {incident.score.away}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
