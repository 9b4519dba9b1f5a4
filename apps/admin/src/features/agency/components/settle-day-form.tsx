import { kstDateOf, kstDayPlus } from '@hanpan/core/time/kst';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSettleDay } from '../api/settle-day.ts';

const won = new Intl.NumberFormat('ko-KR');

/** 정산 실행: a past KST day (yesterday by default), run after a confirmation. */
export function SettleDayForm({ onDone }: { onDone: (message: string) => void }) {
  const dayId = useId();
  const yesterday = kstDayPlus(kstDateOf(new Date()), -1);
  const [day, setDay] = useState(yesterday);
  const [isAsking, setIsAsking] = useState(false);
  const settle = useSettleDay();

  function ask(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setIsAsking(true);
  }

  // The confirmation is a form of its own: it sits beside this one, never inside it.
  return (
    <>
      <form className="filters agency-settlement__run" onSubmit={ask}>
        <div className="field field--inline">
          <label htmlFor={dayId}>정산일(KST)</label>
          <input
            id={dayId}
            type="date"
            className="input"
            value={day}
            max={yesterday}
            required
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary" disabled={!day || settle.isPending}>
          정산 실행
        </button>
      </form>
      {isAsking && (
        <ConfirmDialog
          title="정산 실행"
          confirmLabel="정산 실행"
          onClose={() => setIsAsking(false)}
          onConfirm={async () => {
            const result = await settle.mutateAsync(day);
            onDone(
              result.settled === 0
                ? `${day} 정산은 이미 완료되어 변경된 내용이 없습니다.`
                : `${day} 정산: ${result.settled}개 파트너, 지급 ${result.paid}건 ${won.format(Number(result.amount))}원, 보류 ${result.held}건.`,
            );
          }}
        >
          <p>{day}(KST) 하루의 파트너 정산을 실행합니다. 이미 정산된 파트너는 다시 지급되지 않습니다.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
