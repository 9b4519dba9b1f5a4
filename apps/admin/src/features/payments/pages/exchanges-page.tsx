import { canStaff } from '@hanpan/core/staff-roles';
import { useState } from 'react';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useExchanges } from '../api/list-exchanges.ts';
import { type ExchangeDecision, ExchangeDecisionDialog } from '../components/exchange-decision-dialog.tsx';
import { ExchangesTable } from '../components/exchanges-table.tsx';
import { QueueToolbar } from '../components/queue-toolbar.tsx';
import { useQueueFilter } from '../use-queue-filter.ts';

/** 환전 신청: the withdrawal queue with status tabs, approve / reject and pages. */
export function ExchangesPage() {
  const me = useStaffMe();
  const [filter, setStatus, setPage] = useQueueFilter();
  const [decision, setDecision] = useState<ExchangeDecision | null>(null);
  const [flash, showFlash] = useFlash();
  const canView = canStaff(me.role, 'payments.view');
  const exchanges = useExchanges(filter, canView);

  if (!canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="환전 신청" />
      <QueueToolbar
        status={filter.status}
        onStatus={setStatus}
        isFetching={exchanges.isFetching}
        onRefresh={() => void exchanges.refetch()}
      />
      <Flash message={flash} />
      {exchanges.isPending && <LoadingState />}
      {exchanges.isError && <ErrorState error={exchanges.error} onRetry={() => void exchanges.refetch()} />}
      {exchanges.data && exchanges.data.items.length === 0 && (
        <EmptyState>
          {filter.status === 'pending' ? '대기 중인 환전 신청이 없습니다.' : '신청 내역이 없습니다.'}
        </EmptyState>
      )}
      {exchanges.data && exchanges.data.items.length > 0 && (
        <>
          <ExchangesTable
            items={exchanges.data.items}
            me={me}
            canDecide={canStaff(me.role, 'payments.decide')}
            onDecide={setDecision}
          />
          <Pager
            page={exchanges.data.page}
            pageSize={exchanges.data.pageSize}
            total={exchanges.data.total}
            onPage={setPage}
          />
        </>
      )}
      {decision && (
        <ExchangeDecisionDialog decision={decision} onClose={() => setDecision(null)} onDone={showFlash} />
      )}
    </>
  );
}
