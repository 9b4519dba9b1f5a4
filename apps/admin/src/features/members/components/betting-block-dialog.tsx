import type { StaffMemberDetail } from '@hanpan/core/api/staff';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSetBettingBlock } from '../api/set-betting-block.ts';

type BettingBlockDialogProps = {
  member: StaffMemberDetail;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Confirms barring a member from betting (they can still log in) or lifting the bar, with a required reason. */
export function BettingBlockDialog({ member, onClose, onDone }: BettingBlockDialogProps) {
  const setBlock = useSetBettingBlock();
  const isBlocking = !member.isBettingBlocked;

  async function confirm(reason: string): Promise<void> {
    await setBlock.mutateAsync({ memberId: member.id, isBlocked: isBlocking, reason });
    onDone(`${member.loginId} 회원의 베팅을 ${isBlocking ? '차단' : '차단 해제'}했습니다.`);
  }

  return (
    <ConfirmDialog
      title={isBlocking ? '베팅 차단' : '베팅 차단 해제'}
      testId="betting-block-dialog"
      confirmLabel={isBlocking ? '베팅 차단' : '차단 해제'}
      tone={isBlocking ? 'danger' : 'primary'}
      reasonLabel={isBlocking ? '차단 사유' : '해제 사유'}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>
          {member.loginId} ({member.nick})
        </strong>{' '}
        {isBlocking
          ? '회원의 베팅을 차단합니다. 로그인과 충전·환전은 그대로 되지만 새 베팅은 모두 거절됩니다.'
          : '회원의 베팅 차단을 해제합니다. 다시 베팅할 수 있습니다.'}
      </p>
    </ConfirmDialog>
  );
}
