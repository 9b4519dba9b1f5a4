import type { MinigameRoundView } from '@hanpan/core/api/minigames';
import type { FamilyId } from '@hanpan/core/minigames/markets';
import { formatKstTime } from '@hanpan/core/time/kst';
import { Link } from 'react-router';
import { summaryChips } from '../family-views.ts';
import { formatRoundNumber } from '../minigame-format.ts';
import { verifyPath } from '../verify-path.ts';
import { ResultBrief } from './result-brief.tsx';

type ResultsTableProps = { family: FamilyId; rounds: readonly MinigameRoundView[] };

/** The recent rounds, newest first: round, draw time (KST), result, market results and a 검증 link. */
export function ResultsTable({ family, rounds }: ResultsTableProps) {
  if (rounds.length === 0) return <p className="mg-empty">아직 추첨된 회차가 없습니다.</p>;
  return (
    <table className="mg-results" data-testid="minigame-results">
      <thead>
        <tr>
          <th scope="col">회차</th>
          <th scope="col">결과</th>
          <th scope="col">검증</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => (
          <tr key={round.roundKey} data-round-key={round.roundKey}>
            <td className="mg-results__round">
              <b>{formatRoundNumber(round.roundKey)}</b>
              <span className="mg-kst">{formatKstTime(round.drawAt)}</span>
            </td>
            <td>
              {round.status === 'void' ? (
                <span className="mg-chip mg-chip--void">무효 (환불)</span>
              ) : (
                <div className="mg-results__result">
                  <ResultBrief family={family} result={round.result} />
                  <span className="mg-chips">
                    {summaryChips(family, round.summary).map((chip, index) => (
                      <span key={`${index}-${chip}`} className="mg-chip">
                        {chip}
                      </span>
                    ))}
                  </span>
                </div>
              )}
            </td>
            <td>
              <Link className="mg-verify-link" to={verifyPath(round.gameType, round.roundKey)}>
                검증
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
