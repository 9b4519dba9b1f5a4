import { type CasinoSeeds, casinoRandom } from '@hanpan/core/casino/fair';
import { isSlotCode, slotDefinitions } from '@hanpan/core/casino/slots/definitions';
import type { SlotOutcome } from '@hanpan/core/casino/slots/slot-types';
import { spinSlot } from '@hanpan/core/casino/slots/spin';
import { theoreticalRtp } from '@hanpan/core/casino/slots/theoretical';
import { z } from 'zod';
import { type SkyhubGame, skyhubGames } from './catalogue.ts';

// The one place the provider touches the game rules of packages/core/src/casino: the server plays
// rounds through it and the page re-plays them for verification, so both read the same code.

export { skyhubGames, type SkyhubGame };

/** The catalogue entry of a game code, or undefined. */
export function findSkyhubGame(code: string): SkyhubGame | undefined {
  return skyhubGames.find((game) => game.code === code);
}

/** True for one of the slots. */
export function isSlotGame(code: string): boolean {
  return isSlotCode(code);
}

/** What the page draws and explains for a game, and the stakes it offers. */
export function gameDefinition(code: string): { definition: unknown; stakes: number[] } {
  if (isSlotCode(code)) {
    const definition = slotDefinitions[code];
    const theory = theoreticalRtp(definition);
    return { definition: { ...definition, rtp: theory.rtp }, stakes: [...definition.stakes] };
  }
  return { definition: tableDefinitions[code as keyof typeof tableDefinitions] ?? null, stakes: tableStakes };
}

/** True when the slot offers this stake. */
export function slotStakeAllowed(code: string, stake: number): boolean {
  return isSlotCode(code) && slotDefinitions[code].stakes.includes(stake);
}

/** One slot round from its seeds. */
export function playSlotRound(
  code: string,
  seeds: CasinoSeeds,
  stake: number,
): { outcome: SlotOutcome; win: number } {
  if (!isSlotCode(code)) throw new Error(`not a slot: ${code}`);
  const outcome = spinSlot(slotDefinitions[code], casinoRandom(seeds), stake);
  return { outcome, win: outcome.win };
}

// ---- Table games (TEMPORARY shapes until packages/core/src/casino table rules are merged) ----

const tableStakes = [1000, 5000, 10_000, 50_000, 100_000];
const tableDefinitions = { roulette: null, baccarat: null, blackjack: null } as const;

/** A blackjack action. */
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

/** The checked bets of a table round and their total stake, or null when they are not valid bets. */
export function tableBetsOf(
  kind: 'roulette' | 'baccarat',
  raw: unknown,
): { bets: unknown; stake: number } | null {
  void kind;
  const parsed = z
    .array(z.object({ amount: z.number().int().min(1) }))
    .min(1)
    .max(50)
    .safeParse(raw);
  if (!parsed.success) return null;
  return { bets: parsed.data, stake: parsed.data.reduce((sum, bet) => sum + bet.amount, 0) };
}

/** One roulette round. */
export function playRouletteRound(seeds: CasinoSeeds, bets: unknown): { outcome: unknown; win: number } {
  void seeds;
  void bets;
  throw new Error('roulette rules not merged yet');
}

/** One baccarat round. */
export function playBaccaratRound(seeds: CasinoSeeds, bets: unknown): { outcome: unknown; win: number } {
  void seeds;
  void bets;
  throw new Error('baccarat rules not merged yet');
}

/** Deals a blackjack hand. */
export function startBlackjackHand(seeds: CasinoSeeds, stake: number): unknown {
  void seeds;
  void stake;
  throw new Error('blackjack rules not merged yet');
}

/** The hand after an action, or null when the action is not allowed now. */
export function actBlackjackHand(state: unknown, action: BlackjackAction): unknown | null {
  void state;
  void action;
  throw new Error('blackjack rules not merged yet');
}

/** Where a hand stands: finished or not, total stake, win, and what the player may see. */
export function blackjackProgress(state: unknown): {
  done: boolean;
  stake: number;
  win: number;
  view: unknown;
} {
  void state;
  throw new Error('blackjack rules not merged yet');
}
