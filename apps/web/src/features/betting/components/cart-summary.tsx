import { isGameEntry } from '@hanpan/core/betting/cart';
import { formatOdds } from '@hanpan/core/sports/odds';
import { cartPickText } from '@hanpan/core/sports/picks';
import { emptyCartText, selectCartCount, useCartStore } from '../cart-store.ts';

/**
 * The picks in short: teams, pick and price, each removable; the slip itself comes later.
 * `isCountTarget` marks the count for the browser tests (one per page: off inside the floating icon).
 */
export function CartSummary({ isCountTarget = true }: { isCountTarget?: boolean }) {
  const entries = useCartStore((state) => state.entries);
  const count = useCartStore(selectCartCount);
  const remove = useCartStore((state) => state.remove);
  const clear = useCartStore((state) => state.clear);
  return (
    <section className="cart-box" aria-label="베팅카트">
      <header className="cart-box__head">
        <h2 className="cart-box__title">
          베팅카트 <span data-testid={isCountTarget ? 'cart-count' : undefined}>{count}</span>
        </h2>
        {count > 0 && (
          <button type="button" className="cart-box__clear" onClick={clear}>
            전체삭제
          </button>
        )}
      </header>
      {count === 0 ? (
        <p className="cart-box__empty">{emptyCartText}</p>
      ) : (
        <ul className="cart-box__list">
          {entries.map((entry) =>
            isGameEntry(entry) ? (
              <li key={entry._id} className="cart-box__item">
                <span className="cart-box__teams">
                  {entry.homeName} vs {entry.awayName}
                </span>
                <span className="cart-box__pick">{cartPickText(entry.Name, entry.BaseLine)}</span>
                <span className="cart-box__price">{formatOdds(entry.Price)}</span>
                <button
                  type="button"
                  className="cart-box__remove"
                  aria-label={`${entry.homeName} vs ${entry.awayName} 삭제`}
                  onClick={() => remove(entry._id)}
                >
                  ×
                </button>
              </li>
            ) : (
              <li key={entry.name} className="cart-box__item">
                <span className="cart-box__teams">{entry.leagueName}</span>
                <span className="cart-box__pick">{entry.name}</span>
                <span className="cart-box__price">{formatOdds(entry.odds)}</span>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
