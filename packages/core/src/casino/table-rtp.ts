import { baccaratFamily } from '../minigames/baccarat.ts';
import {
  type BaccaratBetKind,
  baccaratBetKinds,
  baccaratBetKindText,
  baccaratBetReturn,
} from './baccarat-table.ts';
import {
  type RouletteBet,
  type RouletteBetKind,
  rouletteBetKindText,
  roulettePayouts,
  settleRoulette,
} from './roulette.ts';

// The exact return to player of each bet of the built-in table games, from the tables' own settlement
// functions: baccarat over the exact 8-deck distribution of hands (minigames/baccarat.ts), roulette over
// the 37 equally likely pockets. Blackjack depends on the player's decisions and is not computed here.

/** One bet kind's Korean name and RTP (1 = 100 %). */
export type BetRtp = { kind: string; name: string; rtp: number };

/** A unit stake large enough that the banker's rounded-down commission is exact (0.95 x 100). */
const unitStake = 100;

/** Each baccarat bet's RTP: player 98.76 %, banker 98.94 %, tie 85.64 % (8:1), each pair 89.64 % (11:1). */
export function baccaratBetRtps(): BetRtp[] {
  const outcomes = baccaratFamily.outcomes();
  const total = outcomes.reduce((sum, outcome) => sum + outcome.weight, 0);
  return baccaratBetKinds.map((kind: BaccaratBetKind) => {
    let returned = 0;
    for (const { summary, weight } of outcomes) {
      const hand = { ...summary, player: [], banker: [] };
      returned += (weight / total) * baccaratBetReturn({ kind, amount: unitStake }, hand);
    }
    return { kind, name: baccaratBetKindText[kind], rtp: returned / unitStake };
  });
}

/** A bet of each roulette kind on numbers 1-6 or the first dozen/column (every placement pays alike). */
const sampleRouletteBets: Record<RouletteBetKind, RouletteBet> = {
  straight: { kind: 'straight', numbers: [1], amount: unitStake },
  split: { kind: 'split', numbers: [1, 2], amount: unitStake },
  street: { kind: 'street', numbers: [1, 2, 3], amount: unitStake },
  corner: { kind: 'corner', numbers: [1, 2, 4, 5], amount: unitStake },
  'six-line': { kind: 'six-line', numbers: [1, 2, 3, 4, 5, 6], amount: unitStake },
  dozen: { kind: 'dozen', index: 1, amount: unitStake },
  column: { kind: 'column', index: 1, amount: unitStake },
  red: { kind: 'red', amount: unitStake },
  black: { kind: 'black', amount: unitStake },
  odd: { kind: 'odd', amount: unitStake },
  even: { kind: 'even', amount: unitStake },
  low: { kind: 'low', amount: unitStake },
  high: { kind: 'high', amount: unitStake },
};

/** Each roulette bet's RTP over the 37 pockets (single zero: 36/37 = 97.30 % for every bet). */
export function rouletteBetRtps(): BetRtp[] {
  return (Object.keys(roulettePayouts) as RouletteBetKind[]).map((kind) => {
    let returned = 0;
    for (let pocket = 0; pocket <= 36; pocket += 1)
      returned += settleRoulette([sampleRouletteBets[kind]], pocket).win;
    return { kind, name: rouletteBetKindText[kind], rtp: returned / 37 / unitStake };
  });
}
