import { replyCode } from '@hanpan/core/api/envelope';
import { type ChargeRequestItem, paymentCode, paymentText } from '@hanpan/core/api/payments';
import { formatWon } from '@hanpan/core/money/amount';
import { formatKstMinute } from '@hanpan/core/time/kst';
import { confirmAlert, showAlert } from '../../../lib/alert-store.ts';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../../lib/api-error.ts';
import { useCancelCharge } from '../api/cancel-charge.ts';
import { AccountLine } from './account-lines.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The member's deposit request waiting for staff (one at a time), shown instead of the form. */
export function PendingCharge({ request }: { request: ChargeRequestItem }) {
  const cancel = useCancelCharge();

  async function onCancel(): Promise<void> {
    if (cancel.isPending) return;
    if (!(await confirmAlert(`${formatWon(request.amount)}원 충전 신청을 취소하시겠습니까?`))) return;
    try {
      const reply = await cancel.mutateAsync(request.id);
      if (reply.code === replyCode.sessionGone) return;
      const fallback =
        reply.code === paymentCode.ok
          ? paymentText.chargeCancelled
          : reply.code === paymentCode.notPending
            ? paymentText.notPending
            : `충전 신청을 취소하지 못했습니다. (${reply.code})`;
      await showAlert({ message: replyMessage(reply) ?? fallback });
    } catch (failure) {
      if (!isHandledByClient(failure)) await showAlert({ message: describeError(failure) });
    }
  }

  return (
    <section
      className="money-card pending-charge"
      aria-labelledby="pending-charge-title"
      data-testid="pending-charge"
    >
      <div className="pending-charge__head">
        <h2 id="pending-charge-title" className="money-card__title">
          처리 대기 중인 충전 신청
        </h2>
        <StatusBadge status="pending" />
      </div>
      <p className="pending-charge__amount">
        <span data-testid="pending-charge-amount">{formatWon(request.amount)}</span>
        <span className="pending-charge__unit">원</span>
      </p>
      <dl className="account-lines">
        <AccountLine label="신청 시각">{formatKstMinute(request.createdAt)}</AccountLine>
        <AccountLine label="입금자명">{request.depositorName}</AccountLine>
      </dl>
      <p className="money-card__note">
        입금이 확인되면 보유머니에 바로 반영됩니다. 처리가 끝나면 새로 신청할 수 있습니다.
      </p>
      <button
        type="button"
        className="btn btn--ghost pending-charge__cancel"
        onClick={() => void onCancel()}
        disabled={cancel.isPending}
      >
        신청 취소
      </button>
    </section>
  );
}
