import { formatKstDateTime } from '@hanpan/core/time/kst';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatWonText } from '../../../lib/format.ts';

type DecisionDialogProps = {
  kind: 'approve' | 'reject';
  title: string;
  testId: string;
  approveLabel?: string;
  item: { loginId: string; nick: string; amount: number; createdAt: string };
  /** Summary rows (`dt`/`dd`) between the amount and the request time. */
  details: ReactNode;
  /** Summary rows after the request time. */
  trailing?: ReactNode;
  /** What the decision does, under the summary. */
  text: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * Confirms a decision on a deposit or withdrawal request: approving asks nothing more,
 * rejecting requires a reason the member will see.
 */
export function DecisionDialog({
  kind,
  title,
  testId,
  approveLabel = '승인',
  item,
  details,
  trailing,
  text,
  onConfirm,
  onClose,
}: DecisionDialogProps) {
  const isApprove = kind === 'approve';
  return (
    <ConfirmDialog
      title={title}
      testId={testId}
      confirmLabel={isApprove ? approveLabel : '거절'}
      tone={isApprove ? 'primary' : 'danger'}
      reasonLabel={isApprove ? undefined : '거절 사유'}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <dl className="summary">
        <dt>회원</dt>
        <dd>
          {item.loginId} ({item.nick})
        </dd>
        <dt>금액</dt>
        <dd className="num strong">{formatWonText(item.amount)}</dd>
        {details}
        <dt>신청 시각</dt>
        <dd>{formatKstDateTime(item.createdAt)}</dd>
        {trailing}
      </dl>
      <p className="confirm-text">{text}</p>
    </ConfirmDialog>
  );
}
