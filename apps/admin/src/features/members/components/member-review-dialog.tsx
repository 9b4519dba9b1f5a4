import type { StaffPendingMember } from '@hanpan/core/api/staff-join-approval';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useReviewMember } from '../api/review-member.ts';

/** A decision being confirmed: which member, approve or reject. */
export type MemberReview = { member: StaffPendingMember; decision: 'approve' | 'reject' };

type MemberReviewDialogProps = {
  review: MemberReview;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Confirms approving a join (the member can log in), or rejecting it with a required reason. */
export function MemberReviewDialog({ review, onClose, onDone }: MemberReviewDialogProps) {
  const reviewMember = useReviewMember();
  const { member, decision } = review;
  const isApproving = decision === 'approve';

  async function confirm(reason: string): Promise<void> {
    await reviewMember.mutateAsync(
      isApproving ? { memberId: member.id, decision } : { memberId: member.id, decision, reason },
    );
    onDone(`${member.loginId} 회원의 가입을 ${isApproving ? '승인' : '거절'}했습니다.`);
  }

  return (
    <ConfirmDialog
      title={isApproving ? '가입 승인' : '가입 거절'}
      testId="member-review-dialog"
      confirmLabel={isApproving ? '승인' : '거절'}
      tone={isApproving ? 'primary' : 'danger'}
      reasonLabel={isApproving ? undefined : '거절 사유'}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>
          {member.loginId} ({member.nick})
        </strong>{' '}
        {isApproving
          ? '회원의 가입을 승인합니다. 승인 후 바로 로그인할 수 있습니다.'
          : '회원의 가입을 거절합니다. 로그인하면 가입이 승인되지 않았다는 안내를 받습니다.'}
      </p>
    </ConfirmDialog>
  );
}
