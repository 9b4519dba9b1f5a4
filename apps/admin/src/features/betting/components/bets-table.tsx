import { type StaffBetItem, staffBetKindText, staffBetStatusText } from '@hanpan/core/api/staff-bets';
import { formatOdds } from '@hanpan/core/sports/odds';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { Link } from 'react-router';
import { formatWonText } from '../../../lib/format.ts';

/** The bets of one page: member, time, kind, each pick, stake, odds, payout and status; the totals of every match below. */
export function BetsTable({
  items,
  totals,
}: {
  items: StaffBetItem[];
  totals: { stake: number; potentialPayout: number };
}) {
  return (
    <div className="table-wrap">
      <table className="table table--compact table--cards" data-testid="bets-table">
        <thead>
          <tr>
            <th scope="col">번호</th>
            <th scope="col">회원</th>
            <th scope="col">베팅 시각 (KST)</th>
            <th scope="col">구분</th>
            <th scope="col">선택</th>
            <th scope="col" className="num">
              베팅금
            </th>
            <th scope="col" className="num">
              배당
            </th>
            <th scope="col" className="num">
              예상 당첨금
            </th>
            <th scope="col">상태</th>
          </tr>
        </thead>
        <tbody>
          {items.map((bet) => (
            <tr key={bet.id}>
              <td data-label="번호" className="mono">
                <Link to={`/bets/${bet.id}`} title="베팅 상세 보기">
                  {bet.id}
                </Link>
              </td>
              <td data-label="회원">
                <Link to={`/members/${bet.memberId}`}>{bet.loginId}</Link>
                <span className="muted small"> ({bet.nick})</span>
              </td>
              <td data-label="베팅 시각" className="mono small">
                {formatKstDateTime(bet.placedAt)}
              </td>
              <td data-label="구분">{staffBetKindText[bet.kind]}</td>
              <td data-label="선택">
                <ul className="bet-legs">
                  {bet.legs.map((leg, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: legs are in a fixed order and never reordered.
                    <li key={index}>
                      <span className="muted small">{leg.leagueName}</span>{' '}
                      <Link to={`/bets/liability?fixtureId=${leg.fixtureId}`} title="경기별 노출 보기">
                        {leg.homeName} vs {leg.awayName}
                      </Link>{' '}
                      · {leg.marketName} · <strong>{leg.pickText}</strong>{' '}
                      <span className="mono">@{formatOdds(leg.odds)}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label="베팅금" className="num">
                {formatWonText(bet.stake)}
              </td>
              <td data-label="배당" className="num mono">
                {formatOdds(bet.totalOdds)}
              </td>
              <td data-label="예상 당첨금" className="num">
                {formatWonText(bet.potentialPayout)}
              </td>
              <td data-label="상태">
                <span className={`status status--bet-${bet.status}`}>{staffBetStatusText[bet.status]}</span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="bets-totals">
            <td colSpan={5}>검색 결과 합계</td>
            <td className="num" data-label="베팅금 합계">
              {formatWonText(totals.stake)}
            </td>
            <td />
            <td className="num" data-label="예상 당첨금 합계">
              {formatWonText(totals.potentialPayout)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
