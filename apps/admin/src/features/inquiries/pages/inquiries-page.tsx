import type { StaffInquiryListRequest } from '@hanpan/core/api/staff-inquiries';
import { canStaff } from '@hanpan/core/staff-roles';
import { useState } from 'react';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useLiveCounts } from '../../../lib/live-counts.ts';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useInquiries } from '../api/list-inquiries.ts';
import { InquiryQueue } from '../components/inquiry-queue.tsx';
import '../inquiries.css';

type StatusTab = 'all' | 'waiting' | 'answered' | 'closed';

const tabs = [
  { value: 'all', label: '전체' },
  { value: 'waiting', label: '대기' },
  { value: 'answered', label: '답변완료' },
  { value: 'closed', label: '종료' },
] as const;

/** 1:1 문의: the queue, waiting first; answer (with templates), assign to oneself, close. */
export function InquiriesPage() {
  const me = useStaffMe();
  const canAnswer = canStaff(me.role, 'inquiries.answer');
  const [tab, setTab] = useState<StatusTab>('all');
  const [page, setPage] = useState(1);
  const filter: StaffInquiryListRequest = { status: tab === 'all' ? null : tab, page };
  const inquiries = useInquiries(filter, canAnswer);
  const liveCounts = useLiveCounts();
  const [flash, showFlash] = useFlash();

  if (!canAnswer) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="1:1 문의">
        <span className="inquiry-waiting" data-testid="inquiry-waiting">
          대기 {(liveCounts.data?.waitingInquiries ?? 0).toLocaleString('ko-KR')}건
        </span>
      </PageHeader>
      <Flash message={flash} />
      <div className="toolbar">
        <Tabs
          label="상태"
          choices={tabs}
          value={tab}
          onChange={(value) => {
            setTab(value);
            setPage(1);
          }}
        />
      </div>
      {inquiries.isPending && <LoadingState />}
      {inquiries.isError && <ErrorState error={inquiries.error} onRetry={() => void inquiries.refetch()} />}
      {inquiries.data && inquiries.data.items.length === 0 && <EmptyState>문의가 없습니다.</EmptyState>}
      {inquiries.data && inquiries.data.items.length > 0 && (
        <>
          <InquiryQueue items={inquiries.data.items} myStaffId={me.id} onDone={showFlash} />
          <Pager
            page={inquiries.data.page}
            pageSize={inquiries.data.pageSize}
            total={inquiries.data.total}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
