import { realityCheckMinutes } from '@hanpan/core/api/protection';
import { type FormEvent, useId, useState } from 'react';
import { type RealityCheckOutcome, useSaveRealityCheck } from '../api/save-reality-check.ts';

type Minutes = (typeof realityCheckMinutes)[number];

/** The label of an interval: 끄기 or 'N분'. */
export function realityCheckLabel(minutes: number): string {
  return minutes === 0 ? '끄기' : `${minutes}분`;
}

/** 이용 시간 알림: off, 15, 30 or 60 minutes, saved with 저장. */
export function RealityCheckCard({ saved }: { saved: number }) {
  const id = useId();
  const save = useSaveRealityCheck();
  const [minutes, setMinutes] = useState<number>(saved);
  const [notice, setNotice] = useState<{ isError: boolean; message: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    let outcome: RealityCheckOutcome;
    try {
      outcome = await save.mutateAsync({ minutes: minutes as Minutes });
    } catch {
      outcome = { isDone: false, message: '알림 간격을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.' };
    }
    setNotice({ isError: !outcome.isDone, message: outcome.message });
  }

  return (
    <section className="restriction-card" aria-labelledby={`${id}-title`} data-testid="reality-check-card">
      <h3 id={`${id}-title`} className="restriction-card__title">
        이용 시간 알림
      </h3>
      <p className="field__hint">
        로그인 후 정한 간격마다 이용 시간과 베팅액, 손익을 알려 드립니다. 카지노 게임 중에도 표시됩니다.
      </p>
      <form className="restriction-card__custom" onSubmit={(event) => void submit(event)}>
        <fieldset className="restriction-card__options">
          <legend className="visually-hidden">알림 간격</legend>
          {realityCheckMinutes.map((value) => (
            <label key={value} className="restriction-card__option">
              <input
                type="radio"
                name={`${id}-minutes`}
                value={value}
                checked={minutes === value}
                onChange={() => setMinutes(value)}
              />
              {realityCheckLabel(value)}
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          className="btn btn--primary btn--sm"
          disabled={save.isPending || minutes === saved}
        >
          {save.isPending ? '저장 중…' : '저장'}
        </button>
      </form>
      <p className={notice?.isError ? 'form__error' : 'account-form__ok'} role="status">
        {notice?.message}
      </p>
    </section>
  );
}
