import { formatWon } from '@hanpan/core/money/amount';
import { type FormEvent, useId, useState } from 'react';
import { AmountField } from '../../../components/amount-field.tsx';
import { MoneyFigure } from '../../../components/money-figure.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { checkCashToPoint } from '../conversions.ts';
import { useBalanceConversions } from '../hooks/use-balance-conversions.ts';

/**
 * 포인트/정산금 전환: all points to cash, an amount of cash to points, and for partners all
 * settlement cash to cash or to points. Each asks first and shows the server's reply.
 */
export function ConversionPanel() {
  const user = useUserStore((state) => state.user);
  const conversions = useBalanceConversions();
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  if (!user) return null;

  async function onCashToPoint(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (conversions.isBusy) return;
    const check = checkCashToPoint(amountText, useUserStore.getState().user?.cash ?? 0);
    if (!check.ok) return setError(check.message);
    setError(null);
    if (await conversions.convertCashToPoint(check.amount)) setAmountText('');
  }

  return (
    <section className="money-card conversion-panel" aria-labelledby="conversion-panel-title">
      <h2 id="conversion-panel-title" className="money-card__title">
        포인트/정산금 전환
      </h2>
      <div className="conversion-panel__grid">
        <div className="conversion-panel__balances">
          <div className="conversion-row">
            <MoneyFigure label="보유 포인트" amount={user.point} unit="P" testId="conversion-point" />
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => void conversions.convertPoint()}
              disabled={conversions.isBusy}
            >
              포인트 전액 캐시로 전환
            </button>
          </div>
          {user.agencyCash > 0 && (
            <div className="conversion-row">
              <MoneyFigure
                label="보유 정산금"
                amount={user.agencyCash}
                unit="원"
                testId="conversion-agency-cash"
              />
              <div className="conversion-row__actions">
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  onClick={() => void conversions.convertAgencyCashToCash()}
                  disabled={conversions.isBusy}
                >
                  정산금 캐시로 전환
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => void conversions.convertAgencyCashToPoint()}
                  disabled={conversions.isBusy}
                >
                  정산금 포인트로 전환
                </button>
              </div>
            </div>
          )}
        </div>
        <form
          className="form conversion-form"
          onSubmit={onCashToPoint}
          noValidate
          data-testid="cash-to-point-form"
        >
          <AmountField
            id="cash-to-point-amount"
            label="캐시를 포인트로 전환"
            value={amountText}
            onValue={setAmountText}
            quickAmounts={[]}
            allAmount={user.cash}
            hint={`보유머니 ${formatWon(user.cash)}원`}
            isInvalid={error !== null}
            errorId={errorId}
          />
          <p id={errorId} className="form__error" role="alert" aria-live="assertive">
            {error}
          </p>
          <button type="submit" className="btn btn--outline btn--block" disabled={conversions.isBusy}>
            포인트로 전환
          </button>
        </form>
      </div>
    </section>
  );
}
