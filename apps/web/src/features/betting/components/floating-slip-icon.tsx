import { useState } from 'react';
import { useLayerStore } from '../../../lib/layer-store.ts';
import { selectCartCount, useCartStore } from '../cart-store.ts';
import { CartSummary } from './cart-summary.tsx';

/**
 * The mobile slip button with the bet count (spec section 2): shown at <= 787px (the shell mounts
 * it there) while the cart has picks and no side panel is open. It opens the picks in short.
 */
export function FloatingSlipIcon() {
  const count = useCartStore(selectCartCount);
  const openLayer = useLayerStore((state) => state.openLayer);
  const [isOpen, setIsOpen] = useState(false);
  if (count === 0 || openLayer !== null) return null;
  return (
    <div className="slip-float">
      {isOpen && (
        <div id="slip-float-panel" className="slip-float__panel">
          <CartSummary isCountTarget={false} />
        </div>
      )}
      <button
        type="button"
        className="slip-float__button"
        aria-expanded={isOpen}
        aria-controls="slip-float-panel"
        aria-label={`베팅카트 ${count}건`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm1 5v2h10V7H7Zm0 4v2h10v-2H7Zm0 4v2h6v-2H7Z"
          />
        </svg>
        <span className="slip-float__count" data-testid="cart-count">
          {count}
        </span>
      </button>
    </div>
  );
}
