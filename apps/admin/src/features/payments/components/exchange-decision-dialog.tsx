import type { StaffExchangeItem } from '@hanpan/core/api/staff';
import { pickParticle } from '@hanpan/core/korean/particle';
import { formatWonText } from '../../../lib/format.ts';
import { useApproveExchange } from '../api/approve-exchange.ts';
import { useRejectExchange } from '../api/reject-exchange.ts';
import { approveLabelOf, exchangeApprovalStage } from '../exchange-approval.ts';
import { DecisionDialog } from './decision-dialog.tsx';

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
  // Words in parentheses take the particle of the word before them: '#12 (…)를'.
  const label = `환전 신청 #${item.id} (${item.loginId}, ${formatWonText(item.amount)})${pickParticle(String(item.id), '을/를')}`;

  async function confirm(reason: string): Promise<void> {
    if (!isApprove) {
      await reject.mutateAsync({ id: item.id, reason });
      onDone(`${label} 거절했습니다. 보류 금액은 회원 캐시로 돌아갑니다.`);
      return;
    }
    const result = await approve.mutateAsync(item.id);
    onDone(
      result.outcome === 'firstApproval'
        ? `${label} 1차 승인했습니다. 다른 관리자의 2차 승인이 필요합니다.`
        : `${label} 승인했습니다.`,
    );
  }

  return (
    <DecisionDialog
      kind={kind}
      title={isApprove ? approveTitle[stage] : '환전 거절'}
      testId="exchange-decision-dialog"
      approveLabel={approveLabelOf[stage]}
      item={item}
      details={
        <>
          <dt>지급 계좌</dt>
          <dd>
            {item.bankName} {item.bankAccount} ({item.bankHolder})
          </dd>
        </>
      }
      trailing={
        item.firstApprovedBy && (
          <>
            <dt>1차 승인</dt>
            <dd>{item.firstApprovedBy}</dd>
          </>
        )
      }
      text={
        isApprove ? approveText[stage] : '거절하면 보류된 금액이 회원의 캐시로 돌아가고 사유가 표시됩니다.'
      }
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
