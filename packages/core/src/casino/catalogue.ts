import type { CasinoCategory, CasinoGameKind } from '../api/casino.ts';
import { slotDefinitions } from './slots/definitions.ts';
import { type SlotCode, slotCodes } from './slots/slot-types.ts';

// The built-in provider's games. rtpBp is the theoretical return in basis points:
// - slots: slotRtp (exact, from strips and paytable; catalogue.test.ts recomputes it);
// - baccarat 9894: the banker bet's return, 0.95 x P(banker) + P(tie) = 98.94 % from the exact 8-deck
//   enumeration (minigames/baccarat.ts; recomputed in baccarat-table.test.ts); player 98.76 %, tie 85.64 %;
// - roulette 9730: every bet returns 36/37 = 97.30 % (single zero);
// - blackjack 9955: house edge about 0.45 % with basic strategy for these rules (6 decks, S17, 3:2, double
//   any two, double after split, no resplit, split aces one card, peek, no surrender), from the Wizard of
//   Odds blackjack house-edge calculator's rule effects (wizardofodds.com/games/blackjack/calculator/);
//   not computed here.

/** Codes of every built-in game. */
export const casinoGameCodes = [...slotCodes, 'baccarat', 'roulette', 'blackjack'] as const;

/** A built-in game's code. */
export type CasinoGameCode = (typeof casinoGameCodes)[number];

/** One game of the provider's list. */
export type CasinoCatalogueGame = {
  code: CasinoGameCode;
  name: string;
  kind: CasinoGameKind;
  category: CasinoCategory;
  rtpBp: number;
};

const slotRtpBp: Record<SlotCode, number> = {
  'lucky-sevens': 9575,
  'dragon-lines': 9639,
  'ocean-free-spins': 9630,
};

/** The built-in provider's games: three slots and three table games. */
export const casinoCatalogue: readonly CasinoCatalogueGame[] = [
  ...slotCodes.map((code) => ({
    code,
    name: slotDefinitions[code].name,
    kind: slotDefinitions[code].kind,
    category: 'slot' as const,
    rtpBp: slotRtpBp[code],
  })),
  { code: 'baccarat', name: '바카라', kind: 'baccarat', category: 'casino', rtpBp: 9894 },
  { code: 'roulette', name: '유러피언 룰렛', kind: 'roulette', category: 'casino', rtpBp: 9730 },
  { code: 'blackjack', name: '블랙잭', kind: 'blackjack', category: 'casino', rtpBp: 9955 },
];

/** True for the code of a built-in game. */
export function isCasinoGameCode(code: string): code is CasinoGameCode {
  return (casinoGameCodes as readonly string[]).includes(code);
}
