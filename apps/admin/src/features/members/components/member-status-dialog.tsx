import type { StaffMemberDetail } from '@hanpan/core/api/staff';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSuspendMember } from '../api/suspend-member.ts';
import { useUnsuspendMember } from '../api/unsuspend-member.ts';

type MemberStatusDialogProps = {
  member: StaffMemberDetail;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Confirms suspending (ends the member's sessions) or lifting a suspension, with a required reason. */
export function MemberStatusDialog({ member, onClose, onDone }: MemberStatusDialogProps) {
  const suspend = useSuspendMember();
  const unsuspend = useUnsuspendMember();
  const isSuspending = member.status === 'active';

  async function confirm(reason: string): Promise<void> {
    if (isSuspending) await suspend.mutateAsync({ memberId: member.id, reason });
    else await unsuspend.mutateAsync({ memberId: member.id, reason });
    onDone(`${member.loginId} 회원을 ${isSuspending ? '정지' : '정지 해제'}했습니다.`);
  }

  return (
    <ConfirmDialog
      title={isSuspending ? '회원 정지' : '회원 정지 해제'}
      testId="member-status-dialog"
      confirmLabel={isSuspending ? '정지' : '정지 해제'}
      tone={isSuspending ? 'danger' : 'primary'}
      reasonLabel={isSuspending ? '정지 사유' : '해제 사유'}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>
          {member.loginId} ({member.nick})
        </strong>{' '}
        {isSuspending
          ? '회원을 정지합니다. 회원의 모든 접속이 즉시 종료되고 로그인할 수 없습니다.'
          : '회원의 정지를 해제합니다. 다시 로그인할 수 있습니다.'}
      </p>
    </ConfirmDialog>
  );
}
