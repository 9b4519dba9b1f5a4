import { z } from 'zod';
import { drawBaccarat, summarizeBaccarat } from '../minigames/baccarat.ts';
import type { BaccaratHand } from '../minigames/baccarat-rules.ts';
import type { RandomSource } from '../minigames/provably-fair.ts';

// Baccarat at the casino table: each hand from a freshly shuffled 8-deck shoe, dealt as the mini-game
// does (minigames/baccarat.ts: Fisher-Yates from the front of the shoe; standard punto banco drawing
// rules). Player pays 1:1, banker 0.95:1 (the commission's fraction of a won is rounded down), tie 8:1,
// player pair / banker pair (the side's first two cards share a rank) 11:1. Player and banker bets are
// returned on a tie. `win` is the whole amount returned, stake included.

/** Bet kinds of the table. */
export const baccaratBetKinds = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;

/** A baccarat bet kind. */
export type BaccaratBetKind = (typeof baccaratBetKinds)[number];

/** Korean names of the bet kinds. */
export const baccaratBetKindText = {
  player: '플레이어',
  banker: '뱅커',
  tie: '타이',
  'player-pair': '플레이어 페어',
  'banker-pair': '뱅커 페어',
} as const satisfies Record<BaccaratBetKind, string>;

/** One bet of a hand. */
export const baccaratBetSchema = z.object({
  kind: z.enum(baccaratBetKinds),
  amount: z.number().int().positive().max(1_000_000_000_000),
});

/** A baccarat bet. */
export type BaccaratBet = z.infer<typeof baccaratBetSchema>;

/** The bets of one hand: 1 to 5, each kind at most once. */
export const baccaratBetsSchema = z
  .array(baccaratBetSchema)
  .min(1)
  .max(5)
  .refine((bets) => new Set(bets.map((bet) => bet.kind)).size === bets.length, {
    message: '같은 베팅은 한 번만 할 수 있습니다.',
  });

/** A dealt hand with its pairs. */
export type BaccaratTableHand = BaccaratHand & { playerPair: boolean; bankerPair: boolean };

/** Deals one hand from a fresh 8-deck shoe. */
export function dealBaccaratTable(random: RandomSource): BaccaratTableHand {
  const hand = drawBaccarat(random);
  const { playerPair, bankerPair } = summarizeBaccarat(hand);
  return { ...hand, playerPair, bankerPair };
}

/** The amount a bet returns on a hand (stake included; 0 when lost). */
export function baccaratBetReturn(bet: BaccaratBet, hand: BaccaratTableHand): number {
  const { amount } = bet;
  switch (bet.kind) {
    case 'player':
      if (hand.winner === 'tie') return amount;
      return hand.winner === 'player' ? amount * 2 : 0;
    case 'banker':
      if (hand.winner === 'tie') return amount;
      return hand.winner === 'banker' ? amount + Math.floor((amount * 95) / 100) : 0;
    case 'tie':
      return hand.winner === 'tie' ? amount * 9 : 0;
    case 'player-pair':
      return hand.playerPair ? amount * 12 : 0;
    case 'banker-pair':
      return hand.bankerPair ? amount * 12 : 0;
  }
}

/** Settles a hand's bets: the total returned and each bet's part. */
export function settleBaccarat(
  bets: readonly BaccaratBet[],
  hand: BaccaratTableHand,
): { win: number; stake: number; perBet: { bet: BaccaratBet; win: number }[] } {
  const perBet = bets.map((bet) => ({ bet, win: baccaratBetReturn(bet, hand) }));
  return {
    win: perBet.reduce((sum, result) => sum + result.win, 0),
    stake: bets.reduce((sum, bet) => sum + bet.amount, 0),
    perBet,
  };
}
