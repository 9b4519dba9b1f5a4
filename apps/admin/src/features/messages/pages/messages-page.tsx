import { canStaff } from '@hanpan/core/staff-roles';
import { useState } from 'react';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useSendJobs } from '../api/list-send-jobs.ts';
import { ComposeForm } from '../components/compose-form.tsx';
import { SendJobTable } from '../components/send-job-table.tsx';
import { TemplatePanel } from '../components/template-panel.tsx';

/** 쪽지 발송: compose to a member, a grade, a partner or everyone; templates; the sent list with progress. */
export function MessagesPage() {
  const me = useStaffMe();
  const canSend = canStaff(me.role, 'messages.send');
  const [page, setPage] = useState(1);
  const jobs = useSendJobs(page, canSend);
  const [flash, showFlash] = useFlash();

  if (!canSend) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="쪽지 발송" />
      <Flash message={flash} />
      <ComposeForm onSent={showFlash} />
      <h2 className="section-title">보낸 쪽지</h2>
      {jobs.isPending && <LoadingState />}
      {jobs.isError && <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />}
      {jobs.data && jobs.data.items.length === 0 && <EmptyState>보낸 쪽지가 없습니다.</EmptyState>}
      {jobs.data && jobs.data.items.length > 0 && (
        <>
          <SendJobTable items={jobs.data.items} />
          <Pager
            page={jobs.data.page}
            pageSize={jobs.data.pageSize}
            total={jobs.data.total}
            onPage={setPage}
          />
        </>
      )}
      <TemplatePanel kind="message" onSaved={showFlash} />
      <TemplatePanel kind="inquiry" onSaved={showFlash} />
    </>
  );
}
