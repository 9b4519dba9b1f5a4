import { baccaratBetKindText, baccaratBetsSchema } from '@hanpan/core/casino/baccarat-table';
import {
  actBlackjack,
  allowedBlackjackActions,
  type BlackjackAction,
  type BlackjackState,
  blackjackTotalStake,
  blackjackView,
  startBlackjack,
} from '@hanpan/core/casino/blackjack';
import { type CasinoCatalogueGame, casinoCatalogue } from '@hanpan/core/casino/catalogue';
import { type CasinoSeeds, casinoRandom } from '@hanpan/core/casino/fair';
import { rouletteBetKindText, rouletteBetsSchema, roulettePayouts } from '@hanpan/core/casino/roulette';
import { isSlotCode, slotDefinitions } from '@hanpan/core/casino/slots/definitions';
import { theoreticalRtp } from '@hanpan/core/casino/slots/theoretical';
import { type CasinoRoundReplay, replayRound } from '@hanpan/core/casino/verify';

// The one place the provider touches the game rules of packages/core/src/casino: the server plays
// rounds through core's replayRound and the page re-plays them with it, so both read the same code.

/** A game of the built-in provider as the operator registers it. */
export type SkyhubGame = CasinoCatalogueGame;

/** The built-in provider's games (code, Korean name, kind, category, RTP in basis points). */
export const skyhubGames: readonly SkyhubGame[] = casinoCatalogue;

export type { BlackjackAction };

/** The catalogue entry of a game code, or undefined. */
export function findSkyhubGame(code: string): SkyhubGame | undefined {
  return skyhubGames.find((game) => game.code === code);
}

/** True for one of the slots. */
export function isSlotGame(code: string): boolean {
  return isSlotCode(code);
}

// Table stakes in won (one chip each); a bet is a sum of chips.
const tableChips = [1000, 5000, 10_000, 50_000, 100_000];

/** What the page draws and explains for a game, and the stakes (chips) it offers. */
export function gameDefinition(code: string): { definition: unknown; stakes: number[] } {
  if (isSlotCode(code)) {
    const definition = slotDefinitions[code];
    return {
      definition: { ...definition, rtp: theoreticalRtp(definition).rtp },
      stakes: [...definition.stakes],
    };
  }
  if (code === 'roulette')
    return { definition: { payouts: roulettePayouts, names: rouletteBetKindText }, stakes: tableChips };
  if (code === 'baccarat') return { definition: { names: baccaratBetKindText }, stakes: tableChips };
  return { definition: null, stakes: tableChips };
}

/** True when the slot offers this stake. */
export function slotStakeAllowed(code: string, stake: number): boolean {
  return isSlotCode(code) && slotDefinitions[code].stakes.includes(stake);
}

/** A played one-step round: what it paid and its outcome (without the stream, which the page re-derives). */
export type PlayedRound = { stake: number; win: number; outcome: CasinoRoundReplay['outcome'] };

const played = (replay: CasinoRoundReplay): PlayedRound => ({
  stake: replay.stake,
  win: replay.win,
  outcome: replay.outcome,
});

/** One slot round from its seeds. */
export function playSlotRound(code: string, seeds: CasinoSeeds, stake: number): PlayedRound {
  if (!isSlotCode(code)) throw new Error(`not a slot: ${code}`);
  return played(replayRound(code, seeds, { stake }));
}

/** The checked bets of a table round and their total stake, or null when they are not valid bets. */
export function tableBetsOf(
  kind: 'roulette' | 'baccarat',
  raw: unknown,
): { bets: unknown[]; stake: number } | null {
  const parsed = (kind === 'roulette' ? rouletteBetsSchema : baccaratBetsSchema).safeParse(raw);
  if (!parsed.success) return null;
  const stake = parsed.data.reduce((sum: number, bet: { amount: number }) => sum + bet.amount, 0);
  if (!Number.isSafeInteger(stake) || stake > 1_000_000_000) return null;
  return { bets: parsed.data, stake };
}

/** One roulette round. */
export function playRouletteRound(seeds: CasinoSeeds, bets: unknown[]): PlayedRound {
  return played(replayRound('roulette', seeds, { bets }));
}

/** One baccarat round. */
export function playBaccaratRound(seeds: CasinoSeeds, bets: unknown[]): PlayedRound {
  return played(replayRound('baccarat', seeds, { bets }));
}

/** Deals a blackjack hand (the same stream start as replayRound's). */
export function startBlackjackHand(seeds: CasinoSeeds, stake: number): BlackjackState {
  return startBlackjack(casinoRandom(seeds), stake);
}

/** The hand after an action, or null when the action is not allowed now. */
export function actBlackjackHand(state: unknown, action: BlackjackAction): BlackjackState | null {
  const hand = state as BlackjackState;
  if (!allowedBlackjackActions(hand).includes(action)) return null;
  return actBlackjack(hand, action);
}

/** Where a hand stands: finished or not, total stake, win, and what the player may see (no shoe). */
export function blackjackProgress(state: unknown): {
  done: boolean;
  stake: number;
  win: number;
  view: unknown;
} {
  const hand = state as BlackjackState;
  const view = blackjackView(hand);
  return { done: hand.phase === 'done', stake: blackjackTotalStake(hand), win: view.result?.win ?? 0, view };
}
