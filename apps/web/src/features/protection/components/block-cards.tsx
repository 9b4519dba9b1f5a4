import { maxTimeoutDays, selfExclusionMonths, timeoutChoices } from '@hanpan/core/api/protection';
import { kstInputValueOf } from '@hanpan/core/time/kst';
import { useId, useState } from 'react';
import {
  type BlockChoice,
  checkTimeoutEnd,
  exclusionUntil,
  latestTimeoutEnd,
  monthsLabel,
  timeoutUntil,
} from '../block-terms.ts';

type BlockCardProps = {
  /** The clock (ms) the choices are measured from. */
  now: () => number;
  onChoose: (choice: BlockChoice) => void;
};

/** 이용 일시 중지: 24시간, 7일, 1개월, or an end chosen up to 6 weeks ahead. */
export function TimeoutCard({ now, onChoose }: BlockCardProps) {
  const id = useId();
  const [endValue, setEndValue] = useState('');
  const [error, setError] = useState('');

  function chooseEnd(): void {
    const checked = checkTimeoutEnd(endValue, now());
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError('');
    onChoose({ kind: 'timeout', label: '날짜 지정', until: checked.until });
  }

  const start = now();
  return (
    <section className="restriction-card" aria-labelledby={`${id}-title`} data-testid="timeout-card">
      <h3 id={`${id}-title`} className="restriction-card__title">
        이용 일시 중지
      </h3>
      <p className="field__hint">
        정한 기간 동안 로그인·입금·베팅을 모두 멈춥니다. 기간 중에는 해제할 수 없습니다.
      </p>
      <div className="restriction-card__choices" role="group" aria-label="일시 중지 기간">
        {timeoutChoices.map((choice) => (
          <button
            key={choice.label}
            type="button"
            className="btn btn--outline"
            onClick={() =>
              onChoose({ kind: 'timeout', label: choice.label, until: timeoutUntil(now(), choice.hours) })
            }
          >
            {choice.label}
          </button>
        ))}
      </div>
      <div className="restriction-card__custom">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-end`}>
            종료 일시 직접 선택 (KST, 최대 {maxTimeoutDays / 7}주)
          </label>
          <input
            id={`${id}-end`}
            type="datetime-local"
            className="input"
            value={endValue}
            min={kstInputValueOf(start)}
            max={kstInputValueOf(latestTimeoutEnd(start))}
            onChange={(event) => setEndValue(event.target.value)}
            aria-invalid={error !== '' || undefined}
            aria-describedby={`${id}-error`}
          />
        </div>
        <button type="button" className="btn btn--outline" onClick={chooseEnd}>
          이 날짜까지 중지
        </button>
      </div>
      <p id={`${id}-error`} className="form__error" role="alert">
        {error}
      </p>
    </section>
  );
}

/** 자기 제한: 6개월, 1년 or 5년. */
export function SelfExclusionCard({ now, onChoose }: BlockCardProps) {
  const id = useId();
  return (
    <section className="restriction-card" aria-labelledby={`${id}-title`} data-testid="self-exclusion-card">
      <h3 id={`${id}-title`} className="restriction-card__title">
        자기 제한
      </h3>
      <p className="field__hint">
        긴 기간 동안 이용을 스스로 막습니다. 기간 중에는 해제할 수 없고, 끝난 뒤에는 이용 재개를 요청하고
        24시간이 지나야 다시 이용할 수 있습니다. 남은 보유머니는 고객센터를 통해 환전할 수 있습니다.
      </p>
      <div className="restriction-card__choices" role="group" aria-label="자기 제한 기간">
        {selfExclusionMonths.map((months) => (
          <button
            key={months}
            type="button"
            className="btn btn--outline"
            onClick={() =>
              onChoose({
                kind: 'selfExclusion',
                label: monthsLabel(months),
                months,
                until: exclusionUntil(now(), months),
              })
            }
          >
            {monthsLabel(months)}
          </button>
        ))}
      </div>
    </section>
  );
}
