import { formatWon } from '@hanpan/core/money/amount';
import { formatKstMinute } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { ConversionPanel } from '../../wallet/index.ts';
import { useAgencyCashHistory } from '../api/get-cash-history.ts';
import { StatementsTable } from './statements-table.tsx';

// The ledger kinds a partner's settlement cash moves by, in Korean; others show as 기타.
const kindText: Record<string, string> = {
  agency_cash_to_cash: '캐시 전환',
  agency_cash_to_point: '포인트 전환',
  adjustment: '관리자 조정',
};

/** 정산금: the daily settlement statements, the settlement cash history from the ledger and its conversions to cash or points. */
export function CashTab() {
  const agencyCash = useUserStore((state) => state.user?.agencyCash ?? 0);
  const [page, setPage] = useState(1);
  const history = useAgencyCashHistory(page, agencyCash);
  const data = history.data;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <div className="agency-panel" data-testid="agency-cash">
      <ConversionPanel />
      <StatementsTable />
      <h3 className="agency-subtitle">정산금 내역</h3>
      {history.isPending && <SkeletonLines count={4} label="정산금 내역을 불러오는 중" />}
      {history.isError && !data && (
        <ErrorState message="정산금 내역을 불러오지 못했습니다." onRetry={() => void history.refetch()} />
      )}
      {data && data.list.length === 0 && <EmptyState>정산금 내역이 없습니다.</EmptyState>}
      {data && data.list.length > 0 && (
        <div className="agency-table-wrap">
          <table className="agency-table">
            <thead>
              <tr>
                <th scope="col">일시(KST)</th>
                <th scope="col">구분</th>
                <th scope="col" className="num">
                  금액
                </th>
                <th scope="col">메모</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((item) => (
                <tr key={`${item.id}-${item.amount}`} data-testid="agency-cash-row">
                  <td>{formatKstMinute(item.createdAt)}</td>
                  <td>{kindText[item.kind] ?? (item.kind.includes('commission') ? '정산' : '기타')}</td>
                  <td className={`num${item.amount < 0 ? ' neg' : ''}`}>{formatWon(item.amount)}</td>
                  <td>{item.memo ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </div>
  );
}
