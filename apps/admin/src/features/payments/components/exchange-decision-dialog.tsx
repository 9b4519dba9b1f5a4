import type { StaffExchangeItem } from '@hanpan/core/api/staff';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatKst, formatWonText } from '../../../lib/format.ts';
import { useApproveExchange } from '../api/approve-exchange.ts';
import { useRejectExchange } from '../api/reject-exchange.ts';
import { approveLabelOf, exchangeApprovalStage } from '../exchange-approval.ts';

/** Which decision is being confirmed, on which withdrawal. */
export type ExchangeDecision = { kind: 'approve' | 'reject'; item: StaffExchangeItem };

type ExchangeDecisionDialogProps = {
  decision: ExchangeDecision;
  onClose: () => void;
  onDone: (message: string) => void;
};

const approveTitle = {
  single: '환전 승인',
  needsFirst: '환전 1차 승인',
  needsSecond: '환전 2차 승인',
  done: '환전 승인',
};
const approveText = {
  single: '회원의 등록 계좌로 송금했습니까? 승인하면 지급 완료로 기록됩니다.',
  needsFirst: '고액 환전입니다. 1차 승인 후 다른 관리자의 2차 승인이 있어야 지급 완료됩니다.',
  needsSecond: '2차 승인하면 회원의 등록 계좌로 지급 완료로 기록됩니다. 송금했습니까?',
  done: '',
};

/** Confirms approving (first, second or only approval) or rejecting (reason required) a withdrawal. */
export function ExchangeDecisionDialog({ decision, onClose, onDone }: ExchangeDecisionDialogProps) {
  const approve = useApproveExchange();
  const reject = useRejectExchange();
  const { kind, item } = decision;
  const isApprove = kind === 'approve';
  const stage = exchangeApprovalStage(item);
  const label = `환전 신청 #${item.id} (${item.loginId}, ${formatWonText(item.amount)})`;

  async function confirm(reason: string): Promise<void> {
    if (!isApprove) {
      await reject.mutateAsync({ id: item.id, reason });
      onDone(`${label}을 거절했습니다. 보류 금액은 회원 캐시로 돌아갑니다.`);
      return;
    }
    const result = await approve.mutateAsync(item.id);
    onDone(
      result.outcome === 'firstApproval'
        ? `${label}을 1차 승인했습니다. 다른 관리자의 2차 승인이 필요합니다.`
        : `${label}을 승인했습니다.`,
    );
  }

  return (
    <ConfirmDialog
      title={isApprove ? approveTitle[stage] : '환전 거절'}
      testId="exchange-decision-dialog"
      confirmLabel={isApprove ? approveLabelOf[stage] : '거절'}
      tone={isApprove ? 'primary' : 'danger'}
      reasonLabel={isApprove ? undefined : '거절 사유'}
      onConfirm={confirm}
      onClose={onClose}
    >
      <dl className="summary">
        <dt>회원</dt>
        <dd>
          {item.loginId} ({item.nick})
        </dd>
        <dt>금액</dt>
        <dd className="num strong">{formatWonText(item.amount)}</dd>
        <dt>지급 계좌</dt>
        <dd>
          {item.bankName} {item.bankAccount} ({item.bankHolder})
        </dd>
        <dt>신청 시각</dt>
        <dd>{formatKst(item.createdAt)}</dd>
        {item.firstApprovedBy && (
          <>
            <dt>1차 승인</dt>
            <dd>{item.firstApprovedBy}</dd>
          </>
        )}
      </dl>
      <p className="confirm-text">
        {isApprove ? approveText[stage] : '거절하면 보류된 금액이 회원의 캐시로 돌아가고 사유가 표시됩니다.'}
      </p>
    </ConfirmDialog>
  );
}
