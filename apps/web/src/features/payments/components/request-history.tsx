import type { ChargeStatus, ExchangeStatus, PageOf } from '@hanpan/core/api/payments';
import { formatWon } from '@hanpan/core/money/amount';
import { formatKstMinute, kstNote } from '@hanpan/core/time/kst';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { StatusBadge } from './status-badge.tsx';

/** One deposit or withdrawal request as the history lists it. */
export type HistoryItem = {
  id: number;
  amount: number;
  status: ChargeStatus | ExchangeStatus;
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
  depositorName?: string;
};

type RequestHistoryProps = {
  title: string;
  testId: string;
  emptyText: string;
  /** The list query of the current page. */
  query: {
    data: PageOf<HistoryItem> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  /** Deposits show who transferred the money. */
  showDepositor?: boolean;
};

/** The member's requests, newest first, with status badges, rejection reasons and pages of 10. */
export function RequestHistory({
  title,
  testId,
  emptyText,
  query,
  page,
  onPage,
  showDepositor = false,
}: RequestHistoryProps) {
  const { data, isPending, isError, refetch } = query;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <section className="money-card history" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="money-card__title">
        {title}
      </h2>
      {isPending && <SkeletonLines count={4} label="신청 내역을 불러오는 중" />}
      {isError && !data && (
        <ErrorState message="신청 내역을 불러오지 못했습니다." onRetry={() => void refetch()} />
      )}
      {data && data.items.length === 0 && <EmptyState>{emptyText}</EmptyState>}
      {data && data.items.length > 0 && (
        <table className="history-table">
          <thead>
            <tr>
              <th scope="col" title={kstNote}>
                신청일시(KST)
              </th>
              <th scope="col" className="history-table__amount">
                금액
              </th>
              {showDepositor && <th scope="col">입금자명</th>}
              <th scope="col">상태</th>
              <th scope="col" title={kstNote}>
                처리일시(KST)
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id} data-testid="history-row" data-status={item.status}>
                <td data-label="신청" className="history-table__time history-table__created">
                  {formatKstMinute(item.createdAt)}
                </td>
                <td data-label="금액" className="history-table__amount">
                  {formatWon(item.amount)}원
                </td>
                {showDepositor && (
                  <td data-label="입금자명" className="history-table__depositor">
                    {item.depositorName}
                  </td>
                )}
                <td data-label="상태" className="history-table__status">
                  <StatusBadge status={item.status} />
                  {item.status === 'rejected' && item.reason && (
                    <span className="history-table__reason">사유: {item.reason}</span>
                  )}
                </td>
                <td data-label="처리" className="history-table__time history-table__decided">
                  {item.decidedAt ? formatKstMinute(item.decidedAt) : '-'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {isError && data && (
        <ErrorState message="신청 내역을 새로 불러오지 못했습니다." onRetry={() => void refetch()} />
      )}
      <Pager page={page} pageCount={pageCount} onPage={onPage} />
    </section>
  );
}
