import type { StaffDailyFigures, StaffDailyTotals } from '@hanpan/core/api/staff-settlement';
import { formatWonText } from '../../../lib/format.ts';

const products = [
  { key: 'prematch', label: '프리매치' },
  { key: 'inplay', label: '라이브' },
  { key: 'total', label: '합계' },
] as const;

function Figures({ figures, label }: { figures: StaffDailyFigures; label: string }) {
  return (
    <>
      <td data-label={`${label} 베팅금`} className="num">
        {formatWonText(figures.stakes)}
      </td>
      <td data-label={`${label} 지급`} className="num">
        {formatWonText(figures.payouts)}
      </td>
      <td data-label={`${label} GGR`} className={`num strong${figures.ggr < 0 ? ' num--negative' : ''}`}>
        {formatWonText(figures.ggr)}
      </td>
    </>
  );
}

/**
 * The dashboard's betting totals per KST day and product: stakes of the bets placed that day, net
 * payouts settlement credited that day (corrections on the day they happened), GGR = stakes - payouts.
 */
export function DailyTotalsTable({ totals }: { totals: StaffDailyTotals }) {
  return (
    <div className="table-wrap">
      <table className="table table--compact table--cards" data-testid="daily-totals">
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              날짜 (KST)
            </th>
            {products.map((product) => (
              <th key={product.key} scope="colgroup" colSpan={3} style={{ textAlign: 'center' }}>
                {product.label}
              </th>
            ))}
          </tr>
          <tr>
            {products.flatMap((product) => [
              <th key={`${product.key}-s`} scope="col" className="num">
                베팅금
              </th>,
              <th key={`${product.key}-p`} scope="col" className="num">
                지급
              </th>,
              <th key={`${product.key}-g`} scope="col" className="num">
                GGR
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {totals.days.map((day) => (
            <tr key={day.day}>
              <td data-label="날짜" className="mono">
                {day.day}
              </td>
              {products.map((product) => (
                <Figures key={product.key} figures={day[product.key]} label={product.label} />
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>14일 합계</td>
            {products.map((product) => (
              <Figures key={product.key} figures={totals.total[product.key]} label={product.label} />
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
