import type { ReactNode, RefObject } from 'react';
import {
  addToAmountInput,
  amountOfInput,
  formatAmountInput,
  koreanWonText,
  quickAmountLabel,
} from '../lib/amount-input.ts';

type AmountFieldProps = {
  id: string;
  label: string;
  value: string;
  onValue: (text: string) => void;
  /** Buttons that add to the amount. */
  quickAmounts: readonly number[];
  /** The 전액 button's amount (all cash), when the field has one. */
  allAmount?: number;
  /** Limits and other help under the input. */
  hint: ReactNode;
  inputRef?: RefObject<HTMLInputElement | null>;
  isInvalid?: boolean;
  errorId?: string;
};

/** A won amount input with thousands separators, quick-add buttons, 전액 (optional) and 정정 (reset). */
export function AmountField({
  id,
  label,
  value,
  onValue,
  quickAmounts,
  allAmount,
  hint,
  inputRef,
  isInvalid = false,
  errorId,
}: AmountFieldProps) {
  const hintId = `${id}-hint`;
  const spoken = koreanWonText(amountOfInput(value));
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="amount-input">
        <input
          ref={inputRef}
          id={id}
          name="amount"
          className="input amount-input__control"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={value}
          onChange={(event) => onValue(formatAmountInput(event.target.value))}
          aria-invalid={isInvalid || undefined}
          aria-describedby={errorId ? `${hintId} ${errorId}` : hintId}
        />
        <span className="amount-input__unit" aria-hidden="true">
          원
        </span>
      </div>
      <p id={hintId} className="field__hint amount-input__hint">
        {spoken && <span className="amount-input__spoken">{spoken}</span>}
        <span>{hint}</span>
      </p>
      <div className="quick-amounts" role="group" aria-label="금액 빠른 입력">
        {quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className="quick-amounts__button"
            onClick={() => onValue(addToAmountInput(value, amount))}
          >
            +{quickAmountLabel(amount)}
          </button>
        ))}
        {allAmount !== undefined && (
          <button
            type="button"
            className="quick-amounts__button quick-amounts__button--all"
            onClick={() => onValue(formatAmountInput(String(allAmount)))}
          >
            전액
          </button>
        )}
        <button
          type="button"
          className="quick-amounts__button quick-amounts__button--reset"
          onClick={() => onValue('')}
        >
          정정
        </button>
      </div>
    </div>
  );
}
