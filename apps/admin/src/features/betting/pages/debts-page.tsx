import { canStaff } from '@hanpan/core/staff-roles';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { type DebtFilter, useDebts } from '../api/list-debts.ts';
import '../betting.css';

const statusChoices = [
  { value: 'open', label: '미상환' },
  { value: 'all', label: '전체' },
] as const;

/** 회원 채무: what members owe after a resettlement took back more than their cash; later credits repay it. */
export function DebtsPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'bets.view');
  const [filter, setFilter] = useState<DebtFilter>({ status: 'open', page: 1 });
  const debts = useDebts(filter, canView);

  if (!canView) return <ForbiddenState />;
  const data = debts.data;
  return (
    <>
      <p className="breadcrumb">
        <Link to="/bets">← 베팅 내역</Link>
      </p>
      <PageHeader title="회원 채무" />
      <Tabs
        label="채무 상태"
        choices={statusChoices}
        value={filter.status}
        onChange={(status) => setFilter({ status, page: 1 })}
      />
      <p className="muted small page-note">
        재정산으로 회수할 금액이 회원 캐시보다 많을 때 남은 금액입니다. 이후 회원에게 들어오는 금액으로 먼저
        상환됩니다.
      </p>
      {debts.isPending && <LoadingState />}
      {debts.isError && <ErrorState error={debts.error} onRetry={() => void debts.refetch()} />}
      {data && (
        <div className="stats">
          <div className="stat" data-testid="debts-open">
            <span className="stat__label">미상환 채무</span>
            <span className="stat__value">{data.totals.openCount.toLocaleString('ko-KR')}건</span>
            <span className="stat__detail">{formatWonText(data.totals.outstanding)}</span>
          </div>
        </div>
      )}
      {data && data.items.length === 0 && <EmptyState>채무가 없습니다.</EmptyState>}
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="table table--compact table--cards" data-testid="debts-table">
              <thead>
                <tr>
                  <th scope="col">번호</th>
                  <th scope="col">회원</th>
                  <th scope="col">베팅</th>
                  <th scope="col" className="num">
                    채무액
                  </th>
                  <th scope="col" className="num">
                    상환액
                  </th>
                  <th scope="col" className="num">
                    남은 금액
                  </th>
                  <th scope="col">발생</th>
                  <th scope="col">상환 완료</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((debt) => (
                  <tr key={debt.id}>
                    <td data-label="번호" className="mono">
                      {debt.id}
                    </td>
                    <td data-label="회원">
                      <Link to={`/members/${debt.memberId}`}>{debt.loginId}</Link>
                      <span className="muted small"> ({debt.nick})</span>
                    </td>
                    <td data-label="베팅">
                      {debt.betId ? <Link to={`/bets/${debt.betId}`}>#{debt.betId}</Link> : '-'}
                    </td>
                    <td data-label="채무액" className="num">
                      {formatWonText(debt.amount)}
                    </td>
                    <td data-label="상환액" className="num">
                      {formatWonText(debt.repaid)}
                    </td>
                    <td data-label="남은 금액" className="num strong">
                      {formatWonText(debt.amount - debt.repaid)}
                    </td>
                    <td data-label="발생" className="mono small">
                      {formatKstDateTime(debt.createdAt)}
                    </td>
                    <td data-label="상환 완료" className="mono small">
                      {debt.clearedAt ? (
                        formatKstDateTime(debt.clearedAt)
                      ) : (
                        <span className="status status--pending">미상환</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
    </>
  );
}
