import { isGameEntry } from '@hanpan/core/betting/cart';
import { slipFigures } from '@hanpan/core/betting/odds-maths';
import { type FormEvent, useMemo } from 'react';
import { useUserStore } from '../../../lib/user-store.ts';
import { useBetLimit } from '../api/get-bet-limit.ts';
import { emptyCartText, selectCartCount, selectHasBlockedPick, useCartStore } from '../cart-store.ts';
import { useBetPlacement } from '../hooks/use-bet-placement.ts';
import { useCartPriceRefresh } from '../hooks/use-cart-price-refresh.ts';
import { refreshCartPrices } from '../refresh-prices.ts';
import { useBetFlowStore } from '../stores/bet-flow-store.ts';
import { OddsChangeSelect } from './odds-change-select.tsx';
import { SlipFigures } from './slip-figures.tsx';
import { SlipLine } from './slip-line.tsx';
import { StakeField } from './stake-field.tsx';
import '../slip.css';

/** Until the limits load the slip counts no bonus (the server's figures decide anyway). */
const noBonusLimits = { minBonusOdds: Number.MAX_SAFE_INTEGER, bonusRateList: [], minusRate: 0 };

type BetSlipProps = {
  /** Marks the count for the browser tests (one per page: off inside the floating panel). */
  isCountTarget?: boolean;
  /** The mobile panel's close button. */
  onClose?: () => void;
};

/**
 * The bet slip (spec sections 4, 5, 9): picks, stake, bonus, total odds, winnings and the bet button.
 * An empty slip shows the spec's message only; the stake is kept in the store meanwhile.
 */
export function BetSlip({ isCountTarget = true, onClose }: BetSlipProps) {
  useCartPriceRefresh();
  const entries = useCartStore((state) => state.entries);
  const count = useCartStore(selectCartCount);
  const stake = useCartStore((state) => state.stake);
  const clear = useCartStore((state) => state.clear);
  const priceCheck = useCartStore((state) => state.priceCheck);
  const hasBlockedPick = useCartStore(selectHasBlockedPick);
  const isSending = useBetFlowStore((state) => state.isSending);
  const isMember = useUserStore((state) => state.status === 'member');
  const limit = useBetLimit();
  const place = useBetPlacement();
  const limits = limit.data?.limits ?? noBonusLimits;
  const figures = useMemo(
    () =>
      slipFigures(
        entries.map((entry) => (isGameEntry(entry) ? entry.Price : entry.odds)),
        stake,
        limits,
      ),
    [entries, stake, limits],
  );
  const isChecking = priceCheck === 'unchecked' || priceCheck === 'checking';

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void place();
  }

  return (
    <section className="slip" aria-label="베팅카트" data-testid="bet-slip">
      <header className="slip__head">
        <h2 className="slip__title">
          베팅카트 <span data-testid={isCountTarget ? 'cart-count' : undefined}>{count}</span>
        </h2>
        {count > 0 && (
          <button type="button" className="slip__clear" onClick={clear}>
            전체삭제
          </button>
        )}
        {onClose && (
          <button type="button" className="slip__close" aria-label="베팅카트 닫기" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </header>
      {count === 0 ? (
        <p className="slip__empty" data-testid="slip-empty">
          {emptyCartText}
        </p>
      ) : (
        <ul className="slip__lines">
          {entries.map((entry) => (
            <SlipLine key={isGameEntry(entry) ? entry._id : entry.name} entry={entry} />
          ))}
        </ul>
      )}
      {count > 0 && isChecking && (
        <p className="slip__note" role="status">
          배당을 확인하는 중입니다…
        </p>
      )}
      {count > 0 && priceCheck === 'failed' && (
        <p className="slip__note slip__note--warn" role="alert">
          배당을 확인하지 못했습니다.{' '}
          <button type="button" className="slip__retry" onClick={() => void refreshCartPrices()}>
            다시 확인
          </button>
        </p>
      )}
      {hasBlockedPick && (
        <p className="slip__note slip__note--warn" role="alert">
          마감되었거나 정지된 항목을 삭제해 주세요.
        </p>
      )}
      {count > 0 && (
        <form className="slip__form" onSubmit={submit} noValidate>
          <StakeField />
          <SlipFigures figures={figures} />
          {isMember && limit.data?.oddsChange && <OddsChangeSelect value={limit.data.oddsChange} />}
          <button
            type="submit"
            className="slip__bet"
            data-testid="slip-bet-button"
            aria-busy={isSending || undefined}
            disabled={isChecking}
          >
            {isSending ? <span className="slip__spinner" aria-hidden="true" /> : null}
            {isSending ? '베팅 중…' : '베팅하기'}
          </button>
        </form>
      )}
    </section>
  );
}
