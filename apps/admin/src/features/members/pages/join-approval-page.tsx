import { canStaff } from '@hanpan/core/staff-roles';
import { useState } from 'react';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { usePendingMembers } from '../api/list-pending-members.ts';
import { type MemberReview, MemberReviewDialog } from '../components/member-review-dialog.tsx';
import { PendingMembersTable } from '../components/pending-members-table.tsx';

/** 가입 승인: the members waiting for approval (가입승인 on), oldest first, with approve / reject. */
export function JoinApprovalPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'members.view');
  const [page, setPage] = useState(1);
  const [review, setReview] = useState<MemberReview | null>(null);
  const [flash, showFlash] = useFlash();
  const pending = usePendingMembers(page, canView);

  if (!canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="가입 승인 대기" />
      <Flash message={flash} />
      {pending.isPending && <LoadingState />}
      {pending.isError && <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />}
      {pending.data && pending.data.items.length === 0 && (
        <EmptyState>가입 승인을 기다리는 회원이 없습니다.</EmptyState>
      )}
      {pending.data && pending.data.items.length > 0 && (
        <>
          <PendingMembersTable
            items={pending.data.items}
            canDecide={canStaff(me.role, 'members.suspend')}
            onDecide={setReview}
          />
          <Pager
            page={pending.data.page}
            pageSize={pending.data.pageSize}
            total={pending.data.total}
            onPage={setPage}
          />
        </>
      )}
      {review && <MemberReviewDialog review={review} onClose={() => setReview(null)} onDone={showFlash} />}
    </>
  );
}
