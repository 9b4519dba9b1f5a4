/** The member site's betting (the slip and the bet history): what other features may use (the cart and the slip). */
export { useCartStore, useIsInCart } from './cart-store.ts';
export { BetSlip } from './components/bet-slip.tsx';
