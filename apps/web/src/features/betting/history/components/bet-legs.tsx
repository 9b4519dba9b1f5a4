import type { BetHistoryLeg } from '@hanpan/core/api/bet-history';
import { formatOdds } from '@hanpan/core/sports/odds';
import { formatKstStart } from '@hanpan/core/time/kst';
import { legMatchState, legPickText } from '../bet-display.ts';
import { LegStatusBadge } from './status-badges.tsx';

/** The match column: home, the live or final score (or the state), away. */
function LegMatch({ leg }: { leg: BetHistoryLeg }) {
  const state = legMatchState(leg);
  const hasScore = state.kind !== 'scheduled' && state.score !== null;
  return (
    <span className="bet-leg__match">
      <span className="bet-leg__team bet-leg__team--home">{leg.homeName}</span>
      <span className={`bet-leg__score bet-leg__score--${state.kind}`} data-testid="leg-score">
        {state.kind === 'scheduled' ? (
          'vs'
        ) : (
          <>
            <span className="bet-leg__state">{state.text}</span>
            {hasScore && <span className="bet-leg__numbers">{state.score}</span>}
          </>
        )}
      </span>
      <span className="bet-leg__team bet-leg__team--away">{leg.awayName}</span>
    </span>
  );
}

/** The legs of one bet: a dense table on wide screens, stacked rows on phones. */
export function BetLegs({ legs }: { legs: BetHistoryLeg[] }) {
  return (
    <table className="bet-legs">
      <colgroup>
        <col className="bet-legs__col--time" />
        <col className="bet-legs__col--league" />
        <col />
        <col className="bet-legs__col--market" />
        <col className="bet-legs__col--pick" />
        <col className="bet-legs__col--odds" />
        <col className="bet-legs__col--result" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">경기일시</th>
          <th scope="col">리그</th>
          <th scope="col">경기</th>
          <th scope="col">마켓</th>
          <th scope="col">선택</th>
          <th scope="col" className="bet-legs__num">
            배당
          </th>
          <th scope="col" className="bet-legs__result">
            결과
          </th>
        </tr>
      </thead>
      <tbody>
        {legs.map((leg) => (
          <tr
            key={leg.legNo}
            className="bet-leg"
            data-testid="bet-leg"
            data-fixture-id={leg.fixtureId}
            data-status={leg.status}
          >
            <td className="bet-leg__time">{formatKstStart(leg.startAt)}</td>
            <td className="bet-leg__league" title={leg.leagueName}>
              {leg.leagueName || '-'}
            </td>
            <td className="bet-leg__game">
              <LegMatch leg={leg} />
            </td>
            <td className="bet-leg__market" title={leg.marketName}>
              {leg.isInplay && <span className="bet-leg__inplay">라이브</span>}
              {leg.marketName}
            </td>
            <td className="bet-leg__pick" title={legPickText(leg)}>
              {legPickText(leg)}
            </td>
            <td className="bet-leg__odds bet-legs__num">{formatOdds(leg.odds)}</td>
            <td className="bet-legs__result">
              <LegStatusBadge status={leg.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
