import type { LivePeriodScore } from '@hanpan/core/sports/live-incidents';
import { sportOf } from '@hanpan/core/sports/sports';
import { periodShortName, scoreboardPeriods } from '../live-board-text.ts';

/** What the scoreboard shows of a live fixture. */
export type LiveScoreboardProps = {
  sportId: number;
  homeName: string;
  awayName: string;
  scoreHome: number | null;
  scoreAway: number | null;
  /** The period in play, highlighted (null or 0 when the feed has not said). */
  period: number | null;
  periods: readonly LivePeriodScore[];
  /** Null for sports without red cards. */
  redCards: { home: number; away: number } | null;
};

/** The red-card marks beside a team's name, one per card. */
function RedCardMarks({ count }: { count: number }) {
  if (count <= 0) return null;
  const marks = Array.from({ length: count }, (_, index) => `red-card-${index + 1}`);
  return (
    <span className="scoreboard__cards" role="img" aria-label={`퇴장 ${count}`}>
      {marks.map((mark) => (
        <span key={mark} className="card-mark card-mark--red" />
      ))}
    </span>
  );
}

/** A live fixture's score table: home and away rows, a column per period, the total. */
export function LiveScoreboard(props: LiveScoreboardProps) {
  const { sportId, period, periods, redCards } = props;
  const columns = scoreboardPeriods(sportId, periods, period);
  const byNumber = new Map(periods.map((entry) => [entry.number, entry]));
  const { kind } = sportOf(sportId).periods;
  const totalName = kind === 'set' || kind === 'map' ? '세트' : '합계';
  const rows = [
    { side: 'home' as const, name: props.homeName, total: props.scoreHome, cards: redCards?.home ?? 0 },
    { side: 'away' as const, name: props.awayName, total: props.scoreAway, cards: redCards?.away ?? 0 },
  ];
  return (
    <table className="scoreboard" data-testid="live-scoreboard">
      <caption className="visually-hidden">스코어보드</caption>
      <thead>
        <tr>
          <th scope="col" className="scoreboard__team">
            팀
          </th>
          {columns.map((number) => (
            <th
              key={number}
              scope="col"
              className={number === period ? 'scoreboard__period is-current' : 'scoreboard__period'}
              aria-current={number === period ? 'true' : undefined}
            >
              {periodShortName(sportId, number)}
            </th>
          ))}
          <th scope="col" className="scoreboard__total">
            {totalName}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.side}>
            <th scope="row" className="scoreboard__team">
              <span className="scoreboard__side">
                <span className="scoreboard__name">{row.name}</span>
                <RedCardMarks count={row.cards} />
              </span>
            </th>
            {columns.map((number) => {
              const entry = byNumber.get(number);
              return (
                <td
                  key={number}
                  className={number === period ? 'scoreboard__period is-current' : 'scoreboard__period'}
                >
                  {entry ? entry[row.side] : '-'}
                </td>
              );
            })}
            <td className="scoreboard__total">{row.total ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
