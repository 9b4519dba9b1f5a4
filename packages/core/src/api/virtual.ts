import type { VirtualCard, VirtualKind, VirtualResult } from '../virtual/types.ts';

// What the public calls show of virtual games (issue 25). Virtual games are mini-game game types of family
// 'virtual': POST /api/minigames/games lists them with their next events, /api/minigames/rounds and
// /api/minigames/verify serve their events as rounds (MinigameRoundView gains the event's card and when
// it finishes). A virtual event is created ahead (the next three or more take bets), so its commitment is
// virtualCommitment(seed), not the previous seed of the chain (see virtual/commitment.ts).

/** The virtual games' type ids (spec section 3: 101-177 are mini and virtual games; 111 is the list). */
export const virtualGameTypes = { greyhound: 121, horse: 122, soccer: 123, basketball: 124 } as const;

/** The spec's routes of the four games (/games/bet365/{slug}) by kind. */
export const virtualGameSlugs: Readonly<Record<VirtualKind, string>> = {
  greyhound: 'dogBet365',
  horse: 'horseBet365',
  soccer: 'soccerBet365',
  basketball: 'basketballBet365',
};

/** An event's market with its picks priced (odds x100) and the market's RTP at those prices. */
export type VirtualMarketView = {
  key: string;
  name: string;
  /** Expected return per won staked over the whole market at the shown prices (e.g. 0.9312). */
  rtp: number;
  /** The market's margin in basis points: what a pick left out of `picks` is priced at. */
  marginBp: number;
  /**
   * True when the list leaves `picks` out (a race's 쌍승, 복승 and 삼쌍승: up to 720 orders): the page
   * prices the order clicked with virtual/models priceOfPick from the card at marginBp, which is the
   * server's price to the won (a bet at another price is refused with code 2).
   */
  isPricedOnPick: boolean;
  picks: { code: number; name: string; label: string; odds: number }[];
};

/**
 * A market's winning picks of a drawn event with the price the event sold them at (odds x100, fixed at
 * the off from the card and the margins in force then; null: the pick was not on sale). A bet is paid at
 * its own odds, the price when it was placed: the same unless staff changed the margin meanwhile.
 */
export type VirtualPaidMarket = {
  key: string;
  name: string;
  picks: { code: number; label: string; odds: number | null }[];
};

/**
 * A virtual event as the calls show it: a round of its game with the card fixed at its creation. The off
 * (start) is `drawAt`: the result is drawn and published then, the animation plays until `finishAt`, and
 * bets settle at `finishAt`. `result` is null until the off.
 */
export type VirtualEventView = {
  gameType: number;
  roundKey: string;
  gameUid: string;
  status: 'open' | 'drawn' | 'void';
  /** ISO instants: bets close at closeAt (10 s before the off), the event starts at drawAt, ends at finishAt. */
  closeAt: string;
  drawAt: string;
  finishAt: string;
  commitment: string;
  seed: string | null;
  card: VirtualCard;
  result: VirtualResult | null;
  /** Markets priced at the game's margins; empty once betting has closed. */
  markets: VirtualMarketView[];
  /** Once drawn, every market's winning picks with the price sold (the results' paid prices); else empty. */
  paid: VirtualPaidMarket[];
};

/** A virtual game in POST /api/minigames/games (family 'virtual'): its next events, the first the soonest. */
export type VirtualGameView = {
  gameType: number;
  kind: VirtualKind;
  name: string;
  /** Minutes between offs at VIRTUAL_SPEED 1 and the speed in force (simulated seconds per real second). */
  periodMinutes: number;
  speed: number;
  closeSeconds: number;
  /** The event playing now (drawn, not finished), if any. */
  playing: VirtualEventView | null;
  /** The open events, soonest first (at least three while the game is on). */
  upcoming: VirtualEventView[];
};

/** A team's record in its league: matches, results, goals or points for and against, table points, form. */
export type TeamRecord = {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  points: number;
  form: ('W' | 'D' | 'L')[];
};

/** A league table row (soccer and basketball), built from the played events. */
export type LeagueRow = { teamId: number; name: string; short: string } & TeamRecord;

/** `/topic/virtual/{gameType}`: an event opened, started (result drawn), finished (settled) or was voided. */
export type VirtualEventMessage = {
  type: 'eventOpened' | 'eventStarted' | 'eventFinished' | 'eventVoided';
  event: VirtualEventView;
};

/** The real-time topic of a virtual game's events. */
export function virtualTopic(gameType: number): string {
  return `/topic/virtual/${gameType}`;
}

/**
 * The calls (all public, POST, JSON; the envelope { code, data } as everywhere):
 * - /api/minigames/games { family: 'virtual' }: data { list: MinigameGameView[] }, each with `virtual`
 *   (a VirtualGameView); without the family filter the list also carries the virtual games.
 * - /api/minigames/rounds { gameType, limit }: finished and void events newest first, each round with
 *   `virtual` (a VirtualEventView).
 * - /api/minigames/verify { gameType, roundKey }: as for any round; the round carries `virtual`.
 * - /api/virtual/league { gameType }: data { list: LeagueRow[] } for soccer and basketball (code 2 for a race).
 * Bets: /api/bet/addGame { choosed, gameUid, amount } as for mini-games.
 */
export type VirtualLeagueData = { list: LeagueRow[] };
