import { canStaff } from '@hanpan/core/staff-roles';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { useLiveCounts } from '../../../lib/live-counts.ts';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useDailyTotals } from '../api/get-daily-totals.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { DailyTotalsTable } from '../components/daily-totals.tsx';

type StatCardProps = {
  label: string;
  value: string;
  detail?: string;
  to?: string;
  tone?: 'alert' | 'plain';
  testId: string;
};

/** One figure of the dashboard; a link when it leads to a queue. */
function StatCard({ label, value, detail, to, tone = 'plain', testId }: StatCardProps) {
  const body: ReactNode = (
    <>
      <span className="stat__label">{label}</span>
      <span className="stat__value">{value}</span>
      {detail && <span className="stat__detail">{detail}</span>}
    </>
  );
  const className = `stat stat--${tone}`;
  if (to) {
    return (
      <Link to={to} className={`${className} stat--link`} data-testid={testId}>
        {body}
      </Link>
    );
  }
  return (
    <div className={className} data-testid={testId}>
      {body}
    </div>
  );
}

/** 대시보드: live pending queues, today's totals (KST) and the members' balance sums (refreshed every minute). */
export function DashboardPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'dashboard.view');
  const canOpenQueues = canStaff(me.role, 'payments.view');
  const dashboard = useDashboard(canView);
  const canSeeBets = canStaff(me.role, 'bets.view');
  const daily = useDailyTotals(canView && canSeeBets);
  const canAnswer = canStaff(me.role, 'inquiries.answer');
  const live = useLiveCounts().data;

  if (!canView) return <ForbiddenState />;
  const data = dashboard.data;
  return (
    <>
      <PageHeader title="대시보드">
        <span className="muted small">
          {dashboard.isFetching
            ? '새로고침 중…'
            : `대기 건수 실시간 · 합계 1분마다 새로고침 · ${formatKstDateTime(new Date(dashboard.dataUpdatedAt || Date.now()).toISOString())}`}
        </span>
      </PageHeader>
      {dashboard.isPending && <LoadingState />}
      {dashboard.isError && <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {data && (
        <>
          <h2 className="section-title">처리 대기</h2>
          <div className="stats">
            <StatCard
              label="충전 대기"
              value={`${(live?.pendingCharges ?? data.pendingCharges.count).toLocaleString('ko-KR')}건`}
              detail={formatWonText(data.pendingCharges.amount)}
              to={canOpenQueues ? '/charges' : undefined}
              tone={(live?.pendingCharges ?? data.pendingCharges.count) > 0 ? 'alert' : 'plain'}
              testId="stat-pending-charges"
            />
            <StatCard
              label="환전 대기"
              value={`${(live?.pendingExchanges ?? data.pendingExchanges.count).toLocaleString('ko-KR')}건`}
              detail={formatWonText(data.pendingExchanges.amount)}
              to={canOpenQueues ? '/exchanges' : undefined}
              tone={(live?.pendingExchanges ?? data.pendingExchanges.count) > 0 ? 'alert' : 'plain'}
              testId="stat-pending-exchanges"
            />
            {canAnswer && (
              <StatCard
                label="1:1 문의 대기"
                value={
                  live?.waitingInquiries === undefined
                    ? '…'
                    : `${live.waitingInquiries.toLocaleString('ko-KR')}건`
                }
                to="/inquiries"
                tone={(live?.waitingInquiries ?? 0) > 0 ? 'alert' : 'plain'}
                testId="stat-waiting-inquiries"
              />
            )}
          </div>
          <h2 className="section-title">오늘 (한국 시간 0시부터)</h2>
          <div className="stats">
            <StatCard
              label="충전 승인"
              value={formatWonText(data.today.approvedCharges.amount)}
              detail={`${data.today.approvedCharges.count.toLocaleString('ko-KR')}건`}
              testId="stat-today-charges"
            />
            <StatCard
              label="환전 승인"
              value={formatWonText(data.today.approvedExchanges.amount)}
              detail={`${data.today.approvedExchanges.count.toLocaleString('ko-KR')}건`}
              testId="stat-today-exchanges"
            />
            <StatCard
              label="신규 회원"
              value={`${data.today.newMembers.toLocaleString('ko-KR')}명`}
              testId="stat-today-members"
            />
          </div>
          <h2 className="section-title">회원 보유 잔액 합계</h2>
          <div className="stats">
            <StatCard
              label="캐시"
              value={formatWonText(data.memberBalances.cash)}
              testId="stat-balance-cash"
            />
            <StatCard
              label="포인트"
              value={`${data.memberBalances.point.toLocaleString('ko-KR')}P`}
              testId="stat-balance-point"
            />
            <StatCard
              label="정산금"
              value={formatWonText(data.memberBalances.agencyCash)}
              testId="stat-balance-agency"
            />
          </div>
        </>
      )}
      {canSeeBets && (
        <section aria-label="일별 베팅 합계">
          <h2 className="section-title">일별 베팅 합계 (최근 14일, 한국 시간)</h2>
          <p className="muted small">
            스포츠: 베팅금은 그날 접수된 베팅, 지급은 그날 정산으로 지급된 금액(재정산 회수 차감). 미니게임:
            그날 접수된 베팅금, 그날 정산된 지급(적특 환불 포함). 카지노·슬롯: 그날 시작된 라운드(취소 제외)의
            베팅과 당첨, 건수는 라운드 수. GGR은 베팅금 - 지급입니다.
          </p>
          {daily.isPending && <LoadingState />}
          {daily.isError && <ErrorState error={daily.error} onRetry={() => void daily.refetch()} />}
          {daily.data && <DailyTotalsTable totals={daily.data} />}
        </section>
      )}
    </>
  );
}
