import { staffSportsText } from '@hanpan/core/api/staff-sports';
import { formatOdds, parseDecimalOdds } from '@hanpan/core/sports/odds';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StaffCallError } from '../../../lib/staff-client.ts';
import { useClearOverride } from '../api/clear-override.ts';
import { useSetOverride } from '../api/set-override.ts';
import { describeOverride, type OverrideSubject } from '../override-target.ts';

type OverrideDialogProps = {
  subject: OverrideSubject;
  /** 'set' suspends (and for an outcome may set a price); 'clear' removes the override. */
  mode: 'set' | 'clear';
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Confirms a manual suspension / price override, or its removal, with a required reason. */
export function OverrideDialog({ subject, mode, onClose, onDone }: OverrideDialogProps) {
  const set = useSetOverride();
  const clear = useClearOverride();
  const isOutcome = subject.target.kind === 'outcome';
  const [isSuspended, setIsSuspended] = useState(subject.override?.isSuspended ?? !isOutcome);
  const [priceText, setPriceText] = useState(
    subject.override?.price !== null && subject.override?.price !== undefined
      ? formatOdds(subject.override.price)
      : '',
  );
  const priceId = useId();

  async function confirm(reason: string): Promise<void> {
    if (mode === 'clear') {
      await clear.mutateAsync({ target: subject.target, reason });
      onDone(staffSportsText.overrideCleared);
      return;
    }
    let price: number | null = null;
    if (isOutcome && priceText.trim() !== '') {
      price = parseDecimalOdds(priceText);
      if (price === null) throw new StaffCallError(2, staffSportsText.badPrice);
    }
    const suspend = isOutcome ? isSuspended : true;
    if (!suspend && price === null) throw new StaffCallError(2, staffSportsText.emptyOverride);
    await set.mutateAsync({ target: subject.target, isSuspended: suspend, price, reason });
    onDone(staffSportsText.overrideSaved);
  }

  const current = describeOverride(subject.override);
  return (
    <ConfirmDialog
      title={mode === 'clear' ? '수동 조정 해제' : isOutcome ? '선택지 수동 조정' : '발매 정지'}
      testId="override-dialog"
      confirmLabel={mode === 'clear' ? '해제' : isOutcome ? '적용' : '정지'}
      tone={mode === 'set' && !isOutcome ? 'danger' : 'primary'}
      reasonLabel={mode === 'clear' ? '해제 사유' : '조정 사유'}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>{subject.title}</strong>
      </p>
      {current && <p className="muted small">현재 수동 조정: {current}</p>}
      {mode === 'clear' && (
        <p className="confirm-text">수동 조정을 해제하면 피드의 상태와 배당이 다시 적용됩니다.</p>
      )}
      {mode === 'set' && !isOutcome && (
        <p className="confirm-text">
          {subject.target.kind === 'fixture' ? '이 경기의 모든 마켓' : '이 마켓'}을 회원 화면에서 즉시
          잠급니다. 피드가 다시 열어도 해제할 때까지 정지됩니다.
        </p>
      )}
      {mode === 'set' && isOutcome && (
        <>
          <label className="sports-check">
            <input
              type="checkbox"
              name="isSuspended"
              checked={isSuspended}
              onChange={(event) => setIsSuspended(event.target.checked)}
            />
            이 선택지 발매 정지
          </label>
          <div className="field">
            <label htmlFor={priceId}>
              수동 배당 (비우면 피드 배당
              {subject.feedPrice !== null ? ` ${formatOdds(subject.feedPrice)}` : ''} 사용)
            </label>
            <input
              id={priceId}
              name="price"
              className="input num"
              inputMode="decimal"
              placeholder="예: 1.95"
              value={priceText}
              onChange={(event) => setPriceText(event.target.value)}
            />
          </div>
        </>
      )}
    </ConfirmDialog>
  );
}
