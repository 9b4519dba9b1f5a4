import { type Card, cardOfIndex } from '../minigames/cards.ts';
import type { RandomSource } from '../minigames/provably-fair.ts';
import { dealerDraws, handValue, isNaturalBlackjack } from './blackjack-hand.ts';

// Blackjack (standard rules): 6 decks shuffled for every hand (a full Fisher-Yates from the front, card
// i swapped with i + nextInt(312 - i), cards read as minigames/cards.ts says); deal order player, dealer
// up card, player, dealer hole card. The dealer peeks when the up card is an ace or a ten-value card and
// a dealer blackjack ends the hand at once (a player blackjack pushes). A player blackjack pays 3:2 and
// ends the hand. The player may hit, stand, double on any first two cards (one more card, then stands),
// split one pair of equal value once (each hand gets its second card; split aces get one card each and
// stand; a split 21 is not a blackjack; doubling after a split is allowed, not on split aces). No
// insurance, no surrender. The dealer draws to 17 and stands on soft 17, and plays only when a player
// hand is still standing. The state is plain JSON: the provider stores it between requests; it holds
// the whole shoe, so only `blackjackView` may be sent to the player.

/** Cards in the shoe: 6 decks of 52. */
export const blackjackShoeSize = 6 * 52;

/** The stakes a member may choose, in won (even, so a 3:2 blackjack pays whole won). */
export const blackjackStakes: readonly number[] = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

/** A player action. */
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

/** One player hand. */
export type BlackjackHand = {
  cards: Card[];
  stake: number;
  doubled: boolean;
  done: boolean;
  fromSplit: boolean;
};

/** A hand in play or finished (JSON-serialisable). */
export type BlackjackState = {
  /** The shuffled shoe as deck indices (secret until the hand ends). */
  shoe: number[];
  /** Next shoe position to deal. */
  next: number;
  dealer: Card[];
  hands: BlackjackHand[];
  /** The hand being played (hands.length when the player is done). */
  active: number;
  phase: 'player' | 'done';
  actions: BlackjackAction[];
};

/** Shuffles a 6-deck shoe from the stream (full Fisher-Yates from the front). */
export function shuffleBlackjackShoe(random: RandomSource): number[] {
  const shoe = Array.from({ length: blackjackShoeSize }, (_, i) => i);
  for (let i = 0; i < shoe.length - 1; i += 1) {
    const j = i + random.nextInt(shoe.length - i);
    const card = shoe[j]!;
    shoe[j] = shoe[i]!;
    shoe[i] = card;
  }
  return shoe;
}

function deal(state: BlackjackState): Card {
  const index = state.shoe[state.next];
  if (index === undefined) throw new Error('the shoe is empty');
  state.next += 1;
  return cardOfIndex(index);
}

/** Starts a hand from a shoe in the given order (tests stack the shoe; play shuffles it). */
export function startBlackjackFromShoe(shoe: readonly number[], stake: number): BlackjackState {
  if (!Number.isSafeInteger(stake) || stake <= 0) throw new Error('stake must be a positive whole number');
  const state: BlackjackState = {
    shoe: [...shoe],
    next: 0,
    dealer: [],
    hands: [],
    active: 0,
    phase: 'player',
    actions: [],
  };
  const player = [deal(state)];
  state.dealer.push(deal(state));
  player.push(deal(state));
  state.dealer.push(deal(state));
  state.hands.push({ cards: player, stake, doubled: false, done: false, fromSplit: false });
  if (isNaturalBlackjack(player) || isNaturalBlackjack(state.dealer)) {
    state.hands[0]!.done = true;
    state.active = 1;
    state.phase = 'done';
  }
  return state;
}

/** Starts a hand: shuffles a fresh shoe from the round's stream and deals. */
export function startBlackjack(random: RandomSource, stake: number): BlackjackState {
  if (!blackjackStakes.includes(stake)) throw new Error(`stake ${stake} is not allowed for blackjack`);
  return startBlackjackFromShoe(shuffleBlackjackShoe(random), stake);
}

/** The actions the player may take now (none once the hand is over). */
export function allowedBlackjackActions(state: BlackjackState): BlackjackAction[] {
  const hand = state.hands[state.active];
  if (state.phase !== 'player' || !hand || hand.done) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    const [first, second] = hand.cards;
    const canSplit = state.hands.length === 1 && Math.min(first!.rank, 10) === Math.min(second!.rank, 10);
    if (canSplit) actions.push('split');
  }
  return actions;
}

/** Moves to the next unfinished hand, or ends the player's turn and plays the dealer. */
function advance(state: BlackjackState): void {
  for (;;) {
    while (state.active < state.hands.length && state.hands[state.active]!.done) state.active += 1;
    const hand = state.hands[state.active];
    if (!hand) break;
    // A split hand gets its second card when its turn comes.
    if (hand.cards.length > 1) return;
    hand.cards.push(deal(state));
    if (hand.cards[0]!.rank === 1 || handValue(hand.cards).total === 21) hand.done = true;
  }
  const standing = state.hands.some((hand) => handValue(hand.cards).total <= 21);
  if (standing) while (dealerDraws(state.dealer)) state.dealer.push(deal(state));
  state.phase = 'done';
}

/** Applies a player action to a copy of the state (throws when the action is not allowed now). */
export function actBlackjack(state: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!allowedBlackjackActions(state).includes(action))
    throw new Error(`action ${action} is not allowed now`);
  const next: BlackjackState = structuredClone(state);
  next.actions.push(action);
  const hand = next.hands[next.active]!;
  switch (action) {
    case 'hit':
      hand.cards.push(deal(next));
      if (handValue(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.stake *= 2;
      hand.doubled = true;
      hand.cards.push(deal(next));
      hand.done = true;
      break;
    case 'split': {
      const second = hand.cards.pop()!;
      hand.fromSplit = true;
      next.hands.push({ cards: [second], stake: hand.stake, doubled: false, done: false, fromSplit: true });
      hand.cards.push(deal(next));
      if (hand.cards[0]!.rank === 1 || handValue(hand.cards).total === 21) hand.done = true;
      break;
    }
  }
  advance(next);
  return next;
}

/** The total staked so far (the first bet, doubles and the split hand). */
export function blackjackTotalStake(state: BlackjackState): number {
  return state.hands.reduce((sum, hand) => sum + hand.stake, 0);
}

/** How one hand ended. */
export type BlackjackHandOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/** The settlement of a finished hand: the amount returned per hand (stake included) and in total. */
export type BlackjackResult = {
  stake: number;
  win: number;
  dealerTotal: number;
  dealerBlackjack: boolean;
  hands: { outcome: BlackjackHandOutcome; total: number; stake: number; win: number }[];
};

/** Settles a finished hand (throws while the player still has to act). */
export function blackjackResult(state: BlackjackState): BlackjackResult {
  if (state.phase !== 'done') throw new Error('the hand is not finished');
  const dealerTotal = handValue(state.dealer).total;
  const dealerBlackjack = isNaturalBlackjack(state.dealer);
  const hands = state.hands.map((hand) => {
    const total = handValue(hand.cards).total;
    const natural = !hand.fromSplit && isNaturalBlackjack(hand.cards);
    const settle = (outcome: BlackjackHandOutcome, win: number) => ({
      outcome,
      total,
      stake: hand.stake,
      win,
    });
    if (natural)
      return dealerBlackjack
        ? settle('push', hand.stake)
        : settle('blackjack', hand.stake + Math.floor((hand.stake * 3) / 2));
    if (dealerBlackjack) return settle('lose', 0);
    if (total > 21) return settle('bust', 0);
    if (dealerTotal > 21 || total > dealerTotal) return settle('win', hand.stake * 2);
    return total === dealerTotal ? settle('push', hand.stake) : settle('lose', 0);
  });
  return {
    stake: blackjackTotalStake(state),
    win: hands.reduce((sum, hand) => sum + hand.win, 0),
    dealerTotal,
    dealerBlackjack,
    hands,
  };
}

/** What the player may see: the dealer's hole card and the shoe stay hidden until the hand is over. */
export function blackjackView(state: BlackjackState) {
  const isOver = state.phase === 'done';
  return {
    phase: state.phase,
    dealer: isOver ? state.dealer : state.dealer.slice(0, 1),
    dealerTotal: handValue(isOver ? state.dealer : state.dealer.slice(0, 1)).total,
    hands: state.hands.map((hand) => ({ ...hand, total: handValue(hand.cards).total })),
    active: state.active,
    allowed: allowedBlackjackActions(state),
    stake: blackjackTotalStake(state),
    result: isOver ? blackjackResult(state) : null,
  };
}
