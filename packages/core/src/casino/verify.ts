import { z } from 'zod';
import type { StreamBlock, StreamDraw } from '../minigames/provably-fair.ts';
import {
  type BaccaratTableHand,
  baccaratBetsSchema,
  dealBaccaratTable,
  settleBaccarat,
} from './baccarat-table.ts';
import {
  actBlackjack,
  type BlackjackResult,
  type BlackjackState,
  blackjackResult,
  startBlackjack,
} from './blackjack.ts';
import type { CasinoGameCode } from './catalogue.ts';
import { type CasinoSeeds, casinoRandom } from './fair.ts';
import { rouletteBetsSchema, settleRoulette, spinRoulette } from './roulette.ts';
import { slotDefinitions } from './slots/definitions.ts';
import type { SlotOutcome } from './slots/slot-types.ts';
import { spinSlot } from './slots/spin.ts';

// Replays a round from its seeds and inputs exactly as the provider played it: the provider plays
// one-step games (slots, roulette, baccarat) through `replayRound` itself, and blackjack through
// startBlackjack, then actBlackjack per action, on the same stream; the verification panel calls
// `replayRound` in the browser once the server seed is revealed.

/** A round's inputs as the provider stores them: the stake (slots, blackjack), the bets (roulette,
 * baccarat) and the player's actions in order (blackjack). */
export const casinoRoundParamsSchema = z.object({
  stake: z.number().int().positive().optional(),
  bets: z.array(z.unknown()).optional(),
  actions: z.array(z.enum(['hit', 'stand', 'double', 'split'])).optional(),
});

/** A round's inputs. */
export type CasinoRoundParams = z.infer<typeof casinoRoundParamsSchema>;

/** What a round came to: stake, total returned, the game's own outcome and the stream it read. */
export type CasinoRoundReplay = {
  code: CasinoGameCode;
  stake: number;
  win: number;
  outcome:
    | { game: 'slot'; slot: SlotOutcome }
    | { game: 'roulette'; pocket: number; perBet: ReturnType<typeof settleRoulette>['perBet'] }
    | { game: 'baccarat'; hand: BaccaratTableHand; perBet: ReturnType<typeof settleBaccarat>['perBet'] }
    | { game: 'blackjack'; state: BlackjackState; result: BlackjackResult };
  blocks: readonly StreamBlock[];
  draws: readonly StreamDraw[];
};

function requireStake(params: CasinoRoundParams): number {
  if (params.stake === undefined) throw new Error('stake is required');
  return params.stake;
}

/** Plays (or replays) a round: the same function for the provider and the verification panel. */
export function replayRound(
  code: CasinoGameCode,
  seeds: CasinoSeeds,
  params: CasinoRoundParams,
): CasinoRoundReplay {
  const random = casinoRandom(seeds);
  const done = (stake: number, win: number, outcome: CasinoRoundReplay['outcome']): CasinoRoundReplay => ({
    code,
    stake,
    win,
    outcome,
    blocks: random.blocks,
    draws: random.draws,
  });
  switch (code) {
    case 'roulette': {
      const bets = rouletteBetsSchema.parse(params.bets);
      const pocket = spinRoulette(random);
      const settled = settleRoulette(bets, pocket);
      return done(settled.stake, settled.win, { game: 'roulette', pocket, perBet: settled.perBet });
    }
    case 'baccarat': {
      const bets = baccaratBetsSchema.parse(params.bets);
      const hand = dealBaccaratTable(random);
      const settled = settleBaccarat(bets, hand);
      return done(settled.stake, settled.win, { game: 'baccarat', hand, perBet: settled.perBet });
    }
    case 'blackjack': {
      let state = startBlackjack(random, requireStake(params));
      for (const action of params.actions ?? []) state = actBlackjack(state, action);
      const result = blackjackResult(state);
      return done(result.stake, result.win, { game: 'blackjack', state, result });
    }
    default: {
      const slot = spinSlot(slotDefinitions[code], random, requireStake(params));
      return done(slot.stake, slot.win, { game: 'slot', slot });
    }
  }
}
