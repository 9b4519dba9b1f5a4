import { maxStake, quickAddAmounts, readStakeText, stakeStep } from '@hanpan/core/betting/stake';
import { formatWon } from '@hanpan/core/money/amount';
import { useId } from 'react';
import { useUserStore } from '../../../lib/user-store.ts';
import { quickAmountLabel } from '../../wallet/amount-input.ts';
import { useCartStore } from '../cart-store.ts';

/**
 * The stake: digits only (core readStakeText), shown with separators, on the phone's number pad;
 * quick-add buttons, 최대 (all cash), plus and minus 10,000, and 정정. Enter in it bets (the form).
 */
export function StakeField() {
  const id = useId();
  const stake = useCartStore((state) => state.stake);
  const setStake = useCartStore((state) => state.setStake);
  const addStake = useCartStore((state) => state.addStake);
  const cash = useUserStore((state) => state.user?.cash ?? 0);
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
          onClick={() => addStake(-stakeStep)}
        >
          −
        </button>
        <div className="slip-stake__input">
          <input
            id={id}
            name="stake"
            data-testid="slip-stake"
            className="input slip-stake__control"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            placeholder="0"
            value={stake > 0 ? formatWon(stake) : ''}
            onChange={(event) => setStake(readStakeText(event.target.value))}
          />
          <span className="slip-stake__unit" aria-hidden="true">
            원
          </span>
        </div>
        <button
          type="button"
          className="slip-stake__step"
          aria-label={`${formatWon(stakeStep)}원 더하기`}
          onClick={() => addStake(stakeStep)}
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
            onClick={() => addStake(amount)}
          >
            {quickAmountLabel(amount)}
          </button>
        ))}
        <button
          type="button"
          className="slip-quick__button slip-quick__button--max"
          aria-label="보유머니 전부"
          onClick={() => setStake(maxStake(cash))}
        >
          최대
        </button>
        <button
          type="button"
          className="slip-quick__button slip-quick__button--reset"
          aria-label="베팅금액 정정"
          onClick={() => addStake(0)}
        >
          정정
        </button>
      </div>
    </div>
  );
}
