import type { StaffDailyTotals } from '@hanpan/core/api/staff-settlement';
import { useId, useState } from 'react';
import { formatWonText } from '../../../lib/format.ts';
import { type DailyPeriod, type DailyRow, dailyRowsOf } from '../daily-rows.ts';

const allDays = 'all';

/**
 * The dashboard's betting totals of one KST day (today first) or the 14 days: per product (스포츠
 * 프리매치, 라이브, 미니게임, 카지노, 슬롯) the count, stakes, payouts and GGR = stakes - payouts, and
 * the total over every product.
 */
export function DailyTotalsTable({ totals }: { totals: StaffDailyTotals }) {
  const [choice, setChoice] = useState(() => totals.days[0]?.day ?? allDays);
  const selectId = useId();
  const period: DailyPeriod = choice === allDays ? { kind: 'all' } : { kind: 'day', day: choice };
  const rows = dailyRowsOf(totals, period);
  const body = rows.filter((row) => !row.isTotal);
  const total = rows.find((row) => row.isTotal);
  return (
    <>
      <div className="field field--inline">
        <label htmlFor={selectId}>날짜 (KST)</label>
        <select
          id={selectId}
          className="input"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          data-testid="daily-totals-day"
        >
          {totals.days.map((day, index) => (
            <option key={day.day} value={day.day}>
              {index === 0 ? `${day.day} (오늘)` : day.day}
            </option>
          ))}
          <option value={allDays}>14일 합계</option>
        </select>
      </div>
      <div className="table-wrap">
        <table className="table table--compact table--cards" data-testid="daily-totals">
          <thead>
            <tr>
              <th scope="col">상품</th>
              <th scope="col" className="num">
                건수
              </th>
              <th scope="col" className="num">
                베팅금
              </th>
              <th scope="col" className="num">
                지급
              </th>
              <th scope="col" className="num">
                GGR
              </th>
            </tr>
          </thead>
          <tbody>
            {body.map((row) => (
              <FiguresRow key={row.key} row={row} />
            ))}
          </tbody>
          {total && (
            <tfoot>
              <FiguresRow row={total} />
            </tfoot>
          )}
        </table>
      </div>
    </>
  );
}

function FiguresRow({ row }: { row: DailyRow }) {
  const { figures } = row;
  return (
    <tr data-product={row.key}>
      <th scope="row">{row.label}</th>
      <td data-label="건수" className="num">
        {`${figures.bets.toLocaleString('ko-KR')}건`}
      </td>
      <td data-label="베팅금" className="num">
        {formatWonText(figures.stakes)}
      </td>
      <td data-label="지급" className="num">
        {formatWonText(figures.payouts)}
      </td>
      <td data-label="GGR" className={`num strong${figures.ggr < 0 ? ' num--negative' : ''}`}>
        {formatWonText(figures.ggr)}
      </td>
    </tr>
  );
}
