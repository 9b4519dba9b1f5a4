import { maxStake, quickAddAmounts, readStakeText, stakeStep } from '@hanpan/core/betting/stake';
import { formatWon } from '@hanpan/core/money/amount';
import { type Ref, useId } from 'react';
import { quickAmountLabel } from '../lib/amount-input.ts';

type StakeInputProps = {
  /** The stake, whole won. */
  stake: number;
  /** Puts a stake (typed, or 최대). */
  onSet: (stake: number) => void;
  /** A quick-add press (core addToStake: 0 resets, other amounts add). */
  onAdd: (amount: number) => void;
  /** The member's cash, for 최대. */
  cash: number;
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The stake input of spec sections 5 and 9: digits only (core readStakeText), shown with separators,
 * on the phone's number pad; quick-add buttons, 최대 (all cash), plus and minus 10,000, and 정정.
 * Used by the sports slip and the mini-game bet form.
 */
export function StakeInput({ stake, onSet, onAdd, cash, testId, inputRef }: StakeInputProps) {
  const id = useId();
  return (
    <div className="slip-stake">
      <label className="slip-stake__label" htmlFor={id}>
        베팅금액
      </label>
      <div className="slip-stake__row">
        <button
          type="button"
          className="slip-stake__step"
          aria-label={`${formatWon(stakeStep)}원 빼기`}
          onClick={() => onAdd(-stakeStep)}
        >
          −
        </button>
        <div className="slip-stake__input">
          <input
            id={id}
            ref={inputRef}
            name="stake"
            data-testid={testId}
            className="input slip-stake__control"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            placeholder="0"
            value={stake > 0 ? formatWon(stake) : ''}
            onChange={(event) => onSet(readStakeText(event.target.value))}
          />
          <span className="slip-stake__unit" aria-hidden="true">
            원
          </span>
        </div>
        <button
          type="button"
          className="slip-stake__step"
          aria-label={`${formatWon(stakeStep)}원 더하기`}
          onClick={() => onAdd(stakeStep)}
        >
          +
        </button>
      </div>
      <div className="slip-quick" role="group" aria-label="베팅금액 빠른 입력">
        {quickAddAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className="slip-quick__button"
            aria-label={`${formatWon(amount)}원 추가`}
            onClick={() => onAdd(amount)}
          >
            {quickAmountLabel(amount)}
          </button>
        ))}
        <button
          type="button"
          className="slip-quick__button slip-quick__button--max"
          aria-label="보유머니 전부"
          onClick={() => onSet(maxStake(cash))}
        >
          최대
        </button>
        <button
          type="button"
          className="slip-quick__button slip-quick__button--reset"
          aria-label="베팅금액 정정"
          onClick={() => onAdd(0)}
        >
          정정
        </button>
      </div>
    </div>
  );
}
