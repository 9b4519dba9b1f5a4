import { canStaff } from '@hanpan/core/staff-roles';
import { useState } from 'react';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useCharges } from '../api/list-charges.ts';
import { type ChargeDecision, ChargeDecisionDialog } from '../components/charge-decision-dialog.tsx';
import { ChargesTable } from '../components/charges-table.tsx';
import { QueueToolbar } from '../components/queue-toolbar.tsx';
import { useQueueFilter } from '../use-queue-filter.ts';

/** 충전 신청: the deposit queue with status tabs, approve / reject and pages. */
export function ChargesPage() {
  const me = useStaffMe();
  const [filter, setStatus, setPage] = useQueueFilter();
  const [decision, setDecision] = useState<ChargeDecision | null>(null);
  const [flash, showFlash] = useFlash();
  const canView = canStaff(me.role, 'payments.view');
  const charges = useCharges(filter, canView);

  if (!canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="충전 신청" />
      <QueueToolbar
        status={filter.status}
        onStatus={setStatus}
        isFetching={charges.isFetching}
        onRefresh={() => void charges.refetch()}
      />
      <Flash message={flash} />
      {charges.isPending && <LoadingState />}
      {charges.isError && <ErrorState error={charges.error} onRetry={() => void charges.refetch()} />}
      {charges.data && charges.data.items.length === 0 && (
        <EmptyState>
          {filter.status === 'pending' ? '대기 중인 충전 신청이 없습니다.' : '신청 내역이 없습니다.'}
        </EmptyState>
      )}
      {charges.data && charges.data.items.length > 0 && (
        <>
          <ChargesTable
            items={charges.data.items}
            canDecide={canStaff(me.role, 'payments.decide')}
            onDecide={setDecision}
          />
          <Pager
            page={charges.data.page}
            pageSize={charges.data.pageSize}
            total={charges.data.total}
            onPage={setPage}
          />
        </>
      )}
      {decision && (
        <ChargeDecisionDialog decision={decision} onClose={() => setDecision(null)} onDone={showFlash} />
      )}
    </>
  );
}
