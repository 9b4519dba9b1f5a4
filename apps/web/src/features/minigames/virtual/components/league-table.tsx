import type { LeagueRow } from '@hanpan/core/api/virtual';
import { memo } from 'react';
import { formatTeamForm } from '../virtual-format.ts';

function LeagueTableView({ rows, hasDraws }: { rows: readonly LeagueRow[]; hasDraws: boolean }) {
  return (
    <section className="vg-league" aria-label="리그 순위">
      <h3 className="vg-section-title">리그 순위</h3>
      <div className="vg-league__scroll">
        <table className="vg-league__table" data-testid="virtual-league">
          <thead>
            <tr>
              <th scope="col">순위</th>
              <th scope="col">팀</th>
              <th scope="col">경기</th>
              <th scope="col">승</th>
              {hasDraws && <th scope="col">무</th>}
              <th scope="col">패</th>
              <th scope="col">득실</th>
              <th scope="col">승점</th>
              <th scope="col">최근</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.teamId} data-testid="virtual-league-row">
                <td>{index + 1}</td>
                <th scope="row">{row.name}</th>
                <td>{row.played}</td>
                <td>{row.won}</td>
                {hasDraws && <td>{row.drawn}</td>}
                <td>{row.lost}</td>
                <td>{row.scored - row.conceded}</td>
                <td>
                  <b>{row.points}</b>
                </td>
                <td>{formatTeamForm(row.form)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The league table of a soccer or basketball game (basketball has no draws, so no 무 column). */
export const LeagueTable = memo(LeagueTableView);
