import { lazy } from 'react';

// Each game family is its own chunk: a slot page loads no card table, and the fairness panel (with
// the rules of every game to replay a round) loads only when it is opened.

/** The slot screen (the three slots). */
export const SlotGame = lazy(() =>
  import('./games/slot-game.tsx').then((module) => ({ default: module.SlotGame })),
);
/** European roulette. */
export const RouletteGame = lazy(() =>
  import('./games/roulette-game.tsx').then((module) => ({ default: module.RouletteGame })),
);
/** Baccarat. */
export const BaccaratGame = lazy(() =>
  import('./games/baccarat-game.tsx').then((module) => ({ default: module.BaccaratGame })),
);
/** Blackjack. */
export const BlackjackGame = lazy(() =>
  import('./games/blackjack-game.tsx').then((module) => ({ default: module.BlackjackGame })),
);
/** The fairness panel (검증). */
export const FairnessPanel = lazy(() =>
  import('./fairness-panel.tsx').then((module) => ({ default: module.FairnessPanel })),
);
