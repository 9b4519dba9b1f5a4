import type { PickProbability, PickSettlement } from '../minigames/markets.ts';
import type { RandomSource } from '../minigames/provably-fair.ts';

// Virtual sports (issue 25): four games run on the mini-game round engine as the `virtual` family. Unlike a
// mini-game family, whose picks have the same chances every round, a virtual event has a field (runners
// drawn from the kennel or stable, or two teams of a league) fixed when the event is created and shown
// before bets: its chances, and so its prices, are the event's own. The card is that field with every
// rating the model needs; the model computes each pick's exact probability from the card, and draws the
// result from the same probabilities through the event's provably fair stream. Nothing else (no bet, no
// balance) enters the draw.

/** The four virtual games. */
export type VirtualKind = 'greyhound' | 'horse' | 'soccer' | 'basketball';

/** A runner of a race as the card snapshots it: number in the race (1-based), name, silks colour, rating, form. */
export type RaceRunner = {
  /** Trap or saddle-cloth number, 1..field size. */
  number: number;
  /** The persistent runner's id (virtual_runner.id). */
  runnerId: number;
  name: string;
  /** CSS colour of the silks / jacket, e.g. '#d32f2f'. */
  colour: string;
  /** Integer rating (higher is faster); the model's strength is derived from it. */
  rating: number;
  /** Recent finishing positions, newest first (at most 5), e.g. [1, 3, 2]. */
  form: number[];
};

/** A race card: the runners of the event in number order. */
export type RaceCard = { kind: 'greyhound' | 'horse'; runners: RaceRunner[] };

/** A team of a match as the card snapshots it. */
export type MatchTeam = {
  teamId: number;
  name: string;
  /** Short name for the scoreboard (2-4 characters). */
  short: string;
  colour: string;
  /** Integer strengths: attack/defence for soccer, offence/defence for basketball. */
  attack: number;
  defence: number;
  /** League position before the match (1-based) and recent results newest first ('W' | 'D' | 'L'). */
  position: number;
  form: ('W' | 'D' | 'L')[];
};

/** A match card: home and away. */
export type MatchCard = { kind: 'soccer' | 'basketball'; home: MatchTeam; away: MatchTeam };

/** The field of a virtual event, fixed at its creation. */
export type VirtualCard = RaceCard | MatchCard;

/** A race's result: finishing order (runner numbers, winner first) and what the animation plays. */
export type RaceResult = {
  kind: 'greyhound' | 'horse';
  order: number[];
  /**
   * Positions over the race for the animation: `frames[f][i]` is the distance covered (0..1000, 1000 the
   * finish line) by runner number i + 1 at frame f; frames are evenly spaced over the race's duration,
   * the last frame has every runner at or past 1000 in the finishing order.
   */
  frames: number[][];
  /** Commentary lines in Korean with the frame they belong to, e.g. { frame: 12, text: '2번 선두, 5번 추격' }. */
  commentary: { frame: number; text: string }[];
};

/** A goal, a shot or a basket of a match timeline, in the order it happened (see `at`). */
export type MatchEvent = {
  /** Soccer: minute 1..90 (+ stoppage as 90); basketball: the quarter 1..4 or 5+ for overtime. */
  at: number;
  side: 'home' | 'away';
  /** Soccer: a goal, a shot off target ('shot') or a shot the keeper saved ('save'); basketball: a basket. */
  type: 'goal' | 'shot' | 'save' | 'points';
  /** Shirt number of the scorer or shooter (soccer, 2-11). */
  shirt?: number;
  /** Points of the basket (basketball: 1, 2 or 3). */
  points?: number;
};

/** A soccer match's result. */
export type SoccerResult = {
  kind: 'soccer';
  home: number;
  away: number;
  /** Half-time score. */
  halfTime: { home: number; away: number };
  timeline: MatchEvent[];
};

/** A basketball game's result: points per quarter (overtimes after the fourth), final score with overtime. */
export type BasketballResult = {
  kind: 'basketball';
  quarters: { home: number; away: number }[];
  home: number;
  away: number;
  /** Score after four quarters (handicap and over/under settle on it). */
  regulation: { home: number; away: number };
  timeline: MatchEvent[];
};

/** The drawn result of a virtual event. */
export type VirtualResult = RaceResult | SoccerResult | BasketballResult;

/** A pick of an event with its exact chances (its `code` is the bet's `choosed`). */
export type VirtualPick = {
  code: number;
  /** Korean name as the bet slip and history show it, e.g. '3번 그레이하운드 단승', '쌍승 2-5'. */
  name: string;
  /** Short label for an odds button, e.g. '3', '2-5', '홈승', '오버 2.5'. */
  label: string;
  chance: PickProbability;
};

/** A market of an event: key (staff margins are set per key), Korean name and picks. */
export type VirtualMarket = { key: string; name: string; picks: VirtualPick[] };

/** A pick of an event found by its code, with its market's key and name. */
export type VirtualPickOfMarket = { market: { key: string; name: string }; pick: VirtualPick };

/** What a virtual game's model does: markets with exact chances, the draw, the settlement. */
export type VirtualModel<C extends VirtualCard = VirtualCard, R extends VirtualResult = VirtualResult> = {
  kind: VirtualKind;
  /** Every market of the event with each pick's exact probability on this card. */
  markets(card: C): VirtualMarket[];
  /**
   * The pick a code names on this card with its exact probability, as markets(card) has it, without
   * building every market (a bet prices one pick); null for a code the card has not.
   */
  pickOf(card: C, code: number): VirtualPickOfMarket | null;
  /** The event's result, drawn from the same probabilities through the random source. */
  draw(card: C, random: RandomSource): R;
  /** How the pick settles on the result; an unknown code throws (it was never accepted). */
  settle(card: C, result: R, code: number): PickSettlement;
};
