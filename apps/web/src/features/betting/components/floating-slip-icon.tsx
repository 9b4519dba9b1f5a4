import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useLayerStore } from '../../../lib/layer-store.ts';
import { selectCartCount, useCartStore } from '../cart-store.ts';
import { useCartPriceRefresh } from '../hooks/use-cart-price-refresh.ts';
import { useBetFlowStore } from '../stores/bet-flow-store.ts';
import { BetSlip } from './bet-slip.tsx';

/**
 * The mobile slip button with the bet count (spec section 2): shown at <= 787px (the shell mounts
 * it there) while the cart has picks and no side panel is open. It opens the full slip as a panel
 * over the bottom of the screen; Escape or the close button closes it.
 */
export function FloatingSlipIcon() {
  useCartPriceRefresh();
  const count = useCartStore(selectCartCount);
  const openLayer = useLayerStore((state) => state.openLayer);
  const isOpen = useBetFlowStore((state) => state.isPanelOpen);
  const setOpen = useBetFlowStore((state) => state.setPanelOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const isShown = count > 0 && openLayer === null;

  const wasOpen = useRef(false);

  useEffect(() => {
    if (!isShown) setOpen(false);
  }, [isShown, setOpen]);

  // Opening moves the focus into the panel; closing gives it back to the button that opened it.
  useEffect(() => {
    if (isOpen) panelRef.current?.focus();
    else if (wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  if (!isShown) return null;

  function close(): void {
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  }

  return (
    <div className="slip-float">
      {isOpen && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the panel from any control inside it
        <div
          ref={panelRef}
          id="slip-float-panel"
          className="slip-float__panel"
          data-testid="slip-panel"
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <BetSlip isCountTarget={false} onClose={close} />
        </div>
      )}
      {!isOpen && (
        <button
          ref={buttonRef}
          type="button"
          className="slip-float__button"
          data-testid="slip-float-button"
          aria-expanded={isOpen}
          aria-controls="slip-float-panel"
          aria-label={`베팅카트 열기 (${count}건)`}
          onClick={() => setOpen(true)}
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
      )}
    </div>
  );
}
