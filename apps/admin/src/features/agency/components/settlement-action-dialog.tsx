import {
  type StaffAgencySettlementItem,
  staffAgencySettlementAdjustRequestSchema,
} from '@hanpan/core/api/agency-settlement';
import { staffCode } from '@hanpan/core/api/staff-codes';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StaffCallError } from '../../../lib/staff-client.ts';
import { useAdjustSettlement } from '../api/adjust-settlement.ts';
import { useChangeSettlementHold } from '../api/hold-settlement.ts';

/** An action staff take on a settlement row. */
export type SettlementAction = { kind: 'hold' | 'release' | 'adjust'; item: StaffAgencySettlementItem };

const won = new Intl.NumberFormat('ko-KR');

/** The release button's label at each stage of a two-person release. */
export const releaseLabels = {
  single: '보류 해제 지급',
  needsFirst: '1차 승인',
  needsSecond: '2차 승인',
  done: '',
} as const;

/** Asks for the reason (and for an adjustment the new amount), runs the action, and says what happened. */
export function SettlementActionDialog({
  action,
  onDone,
  onClose,
}: {
  action: SettlementAction;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const amountId = useId();
  const { item } = action;
  const [amount, setAmount] = useState(String(Math.max(item.amount, 0)));
  const hold = useChangeSettlementHold();
  const adjust = useAdjustSettlement();

  async function confirm(reason: string): Promise<void> {
    if (action.kind === 'adjust') {
      const text = amount.replaceAll(',', '').trim();
      if (!/^\d+$/.test(text)) {
        throw new StaffCallError(staffCode.invalidInput, '금액은 0원 이상의 원 단위 정수로 입력해 주세요.');
      }
      // Core's schema checks the amount here too, so a typo gets its Korean message before any call.
      const parsed = staffAgencySettlementAdjustRequestSchema.safeParse({
        settlementId: item.id,
        amount: Number(text),
        reason,
      });
      if (!parsed.success) {
        throw new StaffCallError(
          staffCode.invalidInput,
          parsed.error.issues[0]?.message ?? '금액을 확인해 주세요.',
        );
      }
      await adjust.mutateAsync(parsed.data);
      onDone(
        `${item.partnerName} ${item.day} 정산금을 ${won.format(parsed.data.amount)}원으로 조정했습니다.`,
      );
      return;
    }
    const result = await hold.mutateAsync({ action: action.kind, partnerId: item.partnerId, reason });
    if (action.kind === 'hold') onDone(`${item.partnerName}의 정산을 보류했습니다.`);
    else if (result.outcome === 'firstApproval')
      onDone(
        `1차 승인했습니다. 다른 관리자의 2차 승인 후 ${won.format(Number(result.amount))}원이 지급됩니다.`,
      );
    else
      onDone(`보류를 해제하고 ${result.released}건, ${won.format(Number(result.amount))}원을 지급했습니다.`);
  }

  const titles = {
    hold: '정산 보류',
    release: releaseLabels[item.releaseStage] || '보류 해제',
    adjust: '정산금 조정',
  } as const;
  return (
    <ConfirmDialog
      title={titles[action.kind]}
      testId="settlement-action-dialog"
      confirmLabel={titles[action.kind]}
      tone={action.kind === 'hold' ? 'danger' : 'primary'}
      reasonLabel="사유"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        {item.partnerName} · {item.day} · 정산금 {won.format(item.amount)}원
      </p>
      {action.kind === 'hold' && <p>이 파트너의 다음 정산부터 보류되며, 해제할 때까지 지급되지 않습니다.</p>}
      {action.kind === 'release' && (
        <p>
          보류를 해제하고 이 파트너의 보류된 정산을 모두 지급합니다.
          {item.releaseStage === 'needsFirst' && ' 고액이므로 다른 관리자의 2차 승인이 필요합니다.'}
        </p>
      )}
      {action.kind === 'adjust' && (
        <div className="field">
          <label htmlFor={amountId}>
            지급할 금액 (계산된 정산금 {won.format(item.computedAmount)}원 이하, 원)
          </label>
          <input
            id={amountId}
            className="input"
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
      )}
    </ConfirmDialog>
  );
}
