import type { StaffChargeItem } from '@hanpan/core/api/staff';
import { pickParticle } from '@hanpan/core/korean/particle';
import { formatWonText } from '../../../lib/format.ts';
import { useApproveCharge } from '../api/approve-charge.ts';
import { useRejectCharge } from '../api/reject-charge.ts';
import { DecisionDialog } from './decision-dialog.tsx';

/** Which decision is being confirmed, on which request. */
export type ChargeDecision = { kind: 'approve' | 'reject'; item: StaffChargeItem };

type ChargeDecisionDialogProps = {
  decision: ChargeDecision;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Confirms approving (credits cash) or rejecting (with a required reason) one deposit request. */
export function ChargeDecisionDialog({ decision, onClose, onDone }: ChargeDecisionDialogProps) {
  const approve = useApproveCharge();
  const reject = useRejectCharge();
  const { kind, item } = decision;
  const isApprove = kind === 'approve';

  async function confirm(reason: string): Promise<void> {
    if (isApprove) await approve.mutateAsync(item.id);
    else await reject.mutateAsync({ id: item.id, reason });
    onDone(
      `충전 신청 #${item.id} (${item.loginId}, ${formatWonText(item.amount)})${pickParticle(String(item.id), '을/를')} ${isApprove ? '승인' : '거절'}했습니다.`,
    );
  }

  return (
    <DecisionDialog
      kind={kind}
      title={isApprove ? '충전 승인' : '충전 거절'}
      testId="charge-decision-dialog"
      item={item}
      details={
        <>
          <dt>입금자명</dt>
          <dd>{item.depositorName}</dd>
        </>
      }
      text={
        isApprove
          ? '입금을 확인했습니까? 승인하면 회원의 캐시에 즉시 지급됩니다.'
          : '거절하면 회원에게 사유가 표시되고 지급되지 않습니다.'
      }
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
