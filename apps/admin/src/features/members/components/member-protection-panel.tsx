import {
  type AccountLimits,
  blockKindText,
  type LimitView,
  protectionText,
} from '@hanpan/core/api/protection';
import { limitNameOf } from '@hanpan/core/protection/refusals';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { StaffCallError } from '../../../lib/staff-client.ts';
import { useMemberLimits, useSaveStaffLimit } from '../api/member-protection.ts';
import { PayOutDialog, type PayOutMember } from './pay-out-dialog.tsx';

const wonOrNone = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '없음' : formatWonText(amount);

/** Why staff can only tighten: the stricter amount applies, and the member's own is never changed. */
export const staffLimitNote =
  '적용 중인 한도는 회원 설정과 관리자 설정 중 더 엄격한 금액입니다. 관리자는 회원이 설정한 한도를 올리거나 해제할 수 없습니다.';

/** The block in force in Korean, with its KST end. */
export function blockText(block: AccountLimits['block']): string {
  if (!block) return '없음';
  return `${blockKindText[block.kind]} (${formatKstDateTime(block.until)}까지)`;
}

/** Every limit with the member's own, the staff's, the one in force and a pending change. */
export function LimitRows({ data, onEdit }: { data: AccountLimits; onEdit?: (limit: LimitView) => void }) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid="member-limit-table">
        <caption className="muted">{staffLimitNote}</caption>
        <thead>
          <tr>
            <th scope="col">한도</th>
            <th scope="col">회원 설정</th>
            <th scope="col">관리자 설정</th>
            <th scope="col">적용 중</th>
            <th scope="col">대기 중 변경</th>
            <th scope="col">관리</th>
          </tr>
        </thead>
        <tbody>
          {data.limits.map((limit) => (
            <tr key={`${limit.kind}-${limit.window}`} data-testid="member-limit-row">
              <td>{limitNameOf(limit.kind, limit.window)}</td>
              <td>{wonOrNone(limit.ownAmount)}</td>
              <td>{wonOrNone(limit.staffAmount)}</td>
              <td>{wonOrNone(limit.amount)}</td>
              <td>
                {limit.pending
                  ? `${limit.pending.amount === null ? '해제' : formatWonText(limit.pending.amount)} (${formatKstDateTime(limit.pending.appliesAt)} 적용)`
                  : '-'}
              </td>
              <td>
                {onEdit && (
                  <button type="button" className="btn" onClick={() => onEdit(limit)}>
                    관리자 한도
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 이용 제한 and 이용 시간 알림 of the member. */
export function BlockSummary({ data }: { data: AccountLimits }) {
  return (
    <dl className="profile" data-testid="member-block">
      <dt>이용 제한</dt>
      <dd>{blockText(data.block)}</dd>
      <dt>이용 시간 알림</dt>
      <dd>{data.realityCheckMinutes === 0 ? '사용 안 함' : `${data.realityCheckMinutes}분마다`}</dd>
    </dl>
  );
}

/** Reads the dialog's amount: empty removes the staff amount (null); otherwise whole won of 1 or more. */
export function readLimitAmount(text: string): { ok: true; amount: number | null } | { ok: false } {
  const digits = text.replace(/[,\s원]/g, '');
  if (digits === '') return { ok: true, amount: null };
  if (!/^\d{1,12}$/.test(digits)) return { ok: false };
  const amount = Number(digits);
  return amount >= 1 && amount <= 100_000_000_000 ? { ok: true, amount } : { ok: false };
}

/** Staff set or remove their stricter amount of one limit, with a reason; the member's own stays. */
export function StaffLimitDialog({
  memberId,
  limit,
  onClose,
  onDone,
}: {
  memberId: number;
  limit: LimitView;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const amountId = useId();
  const [amountText, setAmountText] = useState(limit.staffAmount === null ? '' : String(limit.staffAmount));
  const save = useSaveStaffLimit(memberId);
  return (
    <ConfirmDialog
      title={`관리자 ${limitNameOf(limit.kind, limit.window)}`}
      testId="staff-limit-dialog"
      confirmLabel="저장"
      reasonLabel="변경 사유"
      onConfirm={async (reason) => {
        const reading = readLimitAmount(amountText);
        if (!reading.ok) throw new StaffCallError(2, protectionText.amountInvalid);
        await save.mutateAsync({ kind: limit.kind, window: limit.window, amount: reading.amount, reason });
        onDone(protectionText.staffLimitSaved);
      }}
      onClose={onClose}
    >
      <p className="confirm-text">
        회원 설정 {wonOrNone(limit.ownAmount)} · 적용 중 {wonOrNone(limit.amount)}
      </p>
      <p className="confirm-text">
        관리자 한도는 회원 한도보다 엄격할 때만 적용됩니다. 회원이 설정한 한도를 올리거나 해제할 수 없습니다.
        비워 두면 관리자 한도를 해제합니다.
      </p>
      <div className="field">
        <label htmlFor={amountId}>관리자 한도 금액(원)</label>
        <input
          id={amountId}
          name="amount"
          inputMode="numeric"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}

/** 잔액 출금 처리, offered only while a block is in force (otherwise the member withdraws themselves). */
export function PayOutButton({ data, onOpen }: { data: AccountLimits; onOpen: () => void }) {
  if (!data.block) return null;
  return (
    <div className="form-actions">
      <button type="button" className="btn btn--primary" onClick={onOpen}>
        잔액 출금 처리
      </button>
    </div>
  );
}

/**
 * 이용 한도·제한: the member's limits, block and reality check; staff may set a stricter limit and,
 * while a block is in force, file the withdrawal of the balance (issue 27: through support).
 */
export function MemberProtectionPanel({
  member,
  canEdit,
  canPayOut,
  onDone,
}: {
  member: PayOutMember;
  canEdit: boolean;
  canPayOut: boolean;
  onDone: (message: string) => void;
}) {
  const memberId = member.id;
  const limits = useMemberLimits(memberId);
  const [editing, setEditing] = useState<LimitView | null>(null);
  const [isPayingOut, setIsPayingOut] = useState(false);
  return (
    <section className="panel" aria-label="이용 한도·제한">
      <h2 className="panel__title">이용 한도·제한</h2>
      {limits.isPending ? (
        <LoadingState />
      ) : limits.isError || !limits.data ? (
        <ErrorState error={limits.error} onRetry={() => void limits.refetch()} />
      ) : (
        <>
          <BlockSummary data={limits.data} />
          {canPayOut && <PayOutButton data={limits.data} onOpen={() => setIsPayingOut(true)} />}
          <LimitRows data={limits.data} onEdit={canEdit ? setEditing : undefined} />
        </>
      )}
      {editing && (
        <StaffLimitDialog
          memberId={memberId}
          limit={editing}
          onClose={() => setEditing(null)}
          onDone={onDone}
        />
      )}
      {isPayingOut && <PayOutDialog member={member} onClose={() => setIsPayingOut(false)} onDone={onDone} />}
    </section>
  );
}
