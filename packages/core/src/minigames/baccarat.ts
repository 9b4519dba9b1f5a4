import {
  type BaccaratHand,
  type BaccaratWinner,
  baccaratValue,
  bankerDraws,
  isNatural,
  playerDraws,
  playHand,
  winnerOf,
} from './baccarat-rules.ts';
import { cardOfIndex } from './cards.ts';
import { createDealer } from './draw-helpers.ts';
import type { MiniFamily, MiniMarket, MiniPick, WeightedOutcome } from './markets.ts';
import type { RandomSource } from './provably-fair.ts';

// 바카라: each round deals one hand from a freshly shuffled 8-deck shoe (416 cards), by Fisher-Yates from
// the front of the shoe (draw-helpers.ts): card k of the hand is shoe index k + nextInt(416 - k), read as
// cards.ts says. Player and banker bets push (void) on a tie. Two variants: commission (banker wins pay
// 0.95 to 1, odds 1.95) and no-commission (banker wins pay 1 to 1, but a banker win on 6 pays half: the
// half-won settlement at odds 2.00 returns 1.5 x the stake). Tie pays 8 to 1, each pair 11 to 1.

/** Cards in the shoe: 8 decks of 52. */
export const shoeSize = 8 * 52;

/** What the markets settle on. */
export type BaccaratSummary = {
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
};

/** Whether banker wins pay 0.95 to 1 or a banker win on 6 pays half. */
export type BaccaratVariant = 'commission' | 'no-commission';

/** Deals a round's hand from a fresh 8-deck shoe. */
export function drawBaccarat(random: RandomSource): BaccaratHand {
  const dealer = createDealer(shoeSize, random);
  return playHand(() => cardOfIndex(dealer()));
}

/** The summary of a dealt hand (pairs: the first two cards of a side share a rank). */
export function summarizeBaccarat(hand: BaccaratHand): BaccaratSummary {
  const [p1, p2] = hand.player;
  const [b1, b2] = hand.banker;
  return {
    playerTotal: hand.playerTotal,
    bankerTotal: hand.bankerTotal,
    winner: hand.winner,
    playerPair: p1?.rank === p2?.rank,
    bankerPair: b1?.rank === b2?.rank,
  };
}

/** The standard payouts as odds x100 per pick code, for the variant. */
export function baccaratPayouts(variant: BaccaratVariant): Readonly<Record<number, number>> {
  return { 1: 200, 2: variant === 'commission' ? 195 : 200, 3: 900, 4: 1200, 5: 1200 };
}

type Pick = MiniPick<BaccaratSummary>;

function baccaratMarkets(variant: BaccaratVariant): MiniMarket<BaccaratSummary>[] {
  const player: Pick = {
    code: 1,
    key: 'player',
    name: '플레이어',
    settle: (s) => (s.winner === 'tie' ? 'void' : s.winner === 'player' ? 'won' : 'lost'),
  };
  const banker: Pick = {
    code: 2,
    key: 'banker',
    name: '뱅커',
    settle: (s) => {
      if (s.winner === 'tie') return 'void';
      if (s.winner === 'player') return 'lost';
      return variant === 'no-commission' && s.bankerTotal === 6 ? 'half_won' : 'won';
    },
  };
  const tie: Pick = {
    code: 3,
    key: 'tie',
    name: '타이',
    settle: (s) => (s.winner === 'tie' ? 'won' : 'lost'),
  };
  const pair = (code: number, key: string, name: string, has: (s: BaccaratSummary) => boolean): Pick => ({
    code,
    key,
    name,
    settle: (s) => (has(s) ? 'won' : 'lost'),
  });
  return [
    { key: 'winner', name: '승리', picks: [player, banker, tie] },
    {
      key: 'player-pair',
      name: '플레이어 페어',
      picks: [pair(4, 'player-pair', '플레이어 페어', (s) => s.playerPair)],
    },
    {
      key: 'banker-pair',
      name: '뱅커 페어',
      picks: [pair(5, 'banker-pair', '뱅커 페어', (s) => s.bankerPair)],
    },
  ];
}

/** Slot of a summary in the enumeration's accumulator: 10 x 10 totals x 2 x 2 pairs. */
const slotOf = (playerTotal: number, bankerTotal: number, playerPair: boolean, bankerPair: boolean) =>
  (((playerTotal * 10 + bankerTotal) * 2 + (playerPair ? 1 : 0)) * 2 + (bankerPair ? 1 : 0)) as number;

/**
 * Every hand from a full 8-deck shoe, exactly: the first four cards by rank (13^4 ordered choices, so the
 * pairs are known), the third cards by value, each weighted by its number of ordered 6-card deals
 * (a hand of k cards times the (416 - k) ... 411 ways to go on). All weights are integers below 2^53.
 */
function baccaratOutcomes(): WeightedOutcome<BaccaratSummary>[] {
  const weights = new Float64Array(400);
  const counts = new Array<number>(13).fill(shoeSize / 13);
  const values = new Array<number>(10).fill(0);
  const value = (rankIndex: number) => baccaratValue(rankIndex + 1);
  const visit = (r1: number, r2: number, r3: number, r4: number, weight: number) => {
    const playerTwo = (value(r1) + value(r3)) % 10;
    const bankerTwo = (value(r2) + value(r4)) % 10;
    const add = (p: number, b: number, w: number) => {
      weights[slotOf(p, b, r1 === r3, r2 === r4)]! += w;
    };
    if (isNatural(playerTwo) || isNatural(bankerTwo)) return add(playerTwo, bankerTwo, weight * 412 * 411);
    values.fill(0);
    counts.forEach((count, rankIndex) => {
      values[value(rankIndex)]! += count;
    });
    if (!playerDraws(playerTwo)) {
      if (!bankerDraws(bankerTwo, null)) return add(playerTwo, bankerTwo, weight * 412 * 411);
      for (let u = 0; u < 10; u += 1) add(playerTwo, (bankerTwo + u) % 10, weight * values[u]! * 411);
      return;
    }
    for (let t = 0; t < 10; t += 1) {
      const fifth = values[t]!;
      if (fifth === 0) continue;
      const playerTotal = (playerTwo + t) % 10;
      if (!bankerDraws(bankerTwo, t)) {
        add(playerTotal, bankerTwo, weight * fifth * 411);
        continue;
      }
      values[t] = fifth - 1;
      for (let u = 0; u < 10; u += 1) add(playerTotal, (bankerTwo + u) % 10, weight * fifth * values[u]!);
      values[t] = fifth;
    }
  };
  const take = (rankIndex: number) => {
    const count = counts[rankIndex]!;
    counts[rankIndex] = count - 1;
    return count;
  };
  for (let r1 = 0; r1 < 13; r1 += 1) {
    const w1 = take(r1);
    for (let r2 = 0; r2 < 13; r2 += 1) {
      const w2 = take(r2);
      for (let r3 = 0; r3 < 13; r3 += 1) {
        const w3 = take(r3);
        for (let r4 = 0; r4 < 13; r4 += 1) {
          const w4 = take(r4);
          visit(r1, r2, r3, r4, w1 * w2 * w3 * w4);
          counts[r4]! += 1;
        }
        counts[r3]! += 1;
      }
      counts[r2]! += 1;
    }
    counts[r1]! += 1;
  }
  const outcomes: WeightedOutcome<BaccaratSummary>[] = [];
  weights.forEach((weight, slot) => {
    if (weight === 0) return;
    const bankerPair = slot % 2 === 1;
    const playerPair = Math.floor(slot / 2) % 2 === 1;
    const totals = Math.floor(slot / 4);
    const playerTotal = Math.floor(totals / 10);
    const bankerTotal = totals % 10;
    const summary = {
      playerTotal,
      bankerTotal,
      winner: winnerOf(playerTotal, bankerTotal),
      playerPair,
      bankerPair,
    };
    outcomes.push({ summary, weight });
  });
  return outcomes;
}

let cachedOutcomes: WeightedOutcome<BaccaratSummary>[] | null = null;

/** The exact distribution, enumerated once and shared by both variants. */
function sharedOutcomes(): WeightedOutcome<BaccaratSummary>[] {
  cachedOutcomes ??= baccaratOutcomes();
  return cachedOutcomes;
}

function baccaratFamilyOf(variant: BaccaratVariant): MiniFamily<BaccaratHand, BaccaratSummary> {
  return {
    id: variant === 'commission' ? 'baccarat' : 'baccarat-no-commission',
    name: variant === 'commission' ? '바카라' : '노커미션 바카라',
    draw: drawBaccarat,
    summarize: summarizeBaccarat,
    markets: baccaratMarkets(variant),
    outcomes: sharedOutcomes,
  };
}

/** Baccarat with the 5 % commission on banker wins (banker pays 1.95). */
export const baccaratFamily = baccaratFamilyOf('commission');

/** No-commission baccarat: banker wins pay 2.00, a banker win on 6 pays half (1.5 x the stake back). */
export const noCommissionBaccaratFamily = baccaratFamilyOf('no-commission');
