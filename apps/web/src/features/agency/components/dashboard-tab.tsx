import type { AgencyProduct } from '@hanpan/core/agency/products';
import { formatWon } from '@hanpan/core/money/amount';
import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useAgencySummary } from '../api/get-summary.ts';
import { type KstPeriod, lastDays, PeriodPicker } from './period-picker.tsx';

// Short axis labels: the full names (스포츠(프리매치), ...) overlap on a phone's chart.
const chartProductNames: Record<AgencyProduct, string> = {
  prematch: '프리매치',
  inplay: '인플레이',
  minigame: '미니게임',
  virtual: '가상',
  casino: '카지노',
  slot: '슬롯',
};

const chartColors = { stakes: '#22d3a6', payouts: '#60a5fa', ggr: '#fbbf24' } as const;
const wonTick = (value: number) =>
  Math.abs(value) >= 10_000 ? `${Math.round(value / 10_000)}만` : String(value);
const wonTooltip = (value: unknown) => `${formatWon(Number(value))}원`;

/** 대시보드: the subtree's figures over a KST period, by day and by product. */
export function DashboardTab() {
  const [period, setPeriod] = useState<KstPeriod>(() => lastDays(7));
  const { data, isPending, isError, error, refetch } = useAgencySummary(period.from, period.to);
  const cards = data
    ? [
        ['전체 회원', `${formatWon(data.members)}명`],
        ['신규 가입', `${formatWon(data.newMembers)}명`],
        ['충전', `${formatWon(data.deposits)}원`],
        ['환전', `${formatWon(data.withdrawals)}원`],
        ['베팅', `${formatWon(data.totals.stakes)}원`],
        ['당첨', `${formatWon(data.totals.payouts)}원`],
        ['GGR', `${formatWon(data.totals.ggr)}원`],
        ['정산금', data.commission === null ? '정산 후 표시' : `${formatWon(data.commission)}원`],
      ]
    : [];
  return (
    <div className="agency-panel" data-testid="agency-dashboard">
      <PeriodPicker value={period} onChange={setPeriod} />
      {isPending && <SkeletonLines count={6} label="통계를 불러오는 중" />}
      {isError && !data && (
        <ErrorState message={error.message || '통계를 불러오지 못했습니다.'} onRetry={() => void refetch()} />
      )}
      {data && (
        <>
          <dl className="agency-cards">
            {cards.map(([label, value]) => (
              <div key={label} className="agency-card">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {data.totals.stakes === 0 && data.deposits === 0 && data.newMembers === 0 ? (
            <EmptyState>선택한 기간에 하부 회원의 이용 내역이 없습니다.</EmptyState>
          ) : (
            <div className="agency-charts">
              <section className="agency-chart" aria-label="일별 베팅·당첨·GGR">
                <h3>일별 추이</h3>
                <ResponsiveContainer width="100%" height={240}>
                  <LineChart data={data.days} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
                    <CartesianGrid stroke="#24304a" strokeDasharray="3 3" />
                    <XAxis
                      dataKey="day"
                      tickFormatter={(day: string) => day.slice(5)}
                      stroke="#8e9ab2"
                      fontSize={12}
                    />
                    <YAxis tickFormatter={wonTick} stroke="#8e9ab2" fontSize={12} width={48} />
                    <Tooltip
                      formatter={wonTooltip}
                      contentStyle={{ background: '#111725', border: '1px solid #33415f' }}
                    />
                    <Legend />
                    <Line
                      type="monotone"
                      dataKey="stakes"
                      name="베팅"
                      stroke={chartColors.stakes}
                      dot={false}
                    />
                    <Line
                      type="monotone"
                      dataKey="payouts"
                      name="당첨"
                      stroke={chartColors.payouts}
                      dot={false}
                    />
                    <Line type="monotone" dataKey="ggr" name="GGR" stroke={chartColors.ggr} dot={false} />
                  </LineChart>
                </ResponsiveContainer>
              </section>
              <section className="agency-chart" aria-label="상품별 베팅·당첨">
                <h3>상품별</h3>
                <ResponsiveContainer width="100%" height={240}>
                  <BarChart
                    data={data.products.map((row) => ({ ...row, name: chartProductNames[row.product] }))}
                    margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
                  >
                    <CartesianGrid stroke="#24304a" strokeDasharray="3 3" />
                    <XAxis dataKey="name" stroke="#8e9ab2" fontSize={11} interval={0} />
                    <YAxis tickFormatter={wonTick} stroke="#8e9ab2" fontSize={12} width={48} />
                    <Tooltip
                      formatter={wonTooltip}
                      contentStyle={{ background: '#111725', border: '1px solid #33415f' }}
                    />
                    <Legend />
                    <Bar dataKey="stakes" name="베팅" fill={chartColors.stakes} />
                    <Bar dataKey="payouts" name="당첨" fill={chartColors.payouts} />
                  </BarChart>
                </ResponsiveContainer>
              </section>
            </div>
          )}
          <div className="agency-table-wrap">
            <table className="agency-table">
              <thead>
                <tr>
                  <th scope="col">일자(KST)</th>
                  <th scope="col" className="num">
                    신규
                  </th>
                  <th scope="col" className="num">
                    충전
                  </th>
                  <th scope="col" className="num">
                    환전
                  </th>
                  <th scope="col" className="num">
                    베팅
                  </th>
                  <th scope="col" className="num">
                    당첨
                  </th>
                  <th scope="col" className="num">
                    GGR
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((day) => (
                  <tr key={day.day}>
                    <td>{day.day}</td>
                    <td className="num">{formatWon(day.newMembers)}</td>
                    <td className="num">{formatWon(day.deposits)}</td>
                    <td className="num">{formatWon(day.withdrawals)}</td>
                    <td className="num">{formatWon(day.stakes)}</td>
                    <td className="num">{formatWon(day.payouts)}</td>
                    <td className={`num${day.ggr < 0 ? ' neg' : ''}`}>{formatWon(day.ggr)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
