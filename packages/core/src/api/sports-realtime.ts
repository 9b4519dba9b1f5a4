import type { LiveIncident, LivePeriodScore, SuspendReason } from '../sports/live-incidents.ts';

/**
 * Real-time messages of the sports catalogue (public `/topic/sports/...`). Each says what changed
 * since the feed's last applied batch; a page patches the cells it shows or refetches the list.
 * Prices are decimal odds x100 (1.95 -> 195), ids as the API sends them (bet ids as text).
 */

/** `/topic/sports/live` and `/topic/sports/lists`; a fixture's own topic comes from {@link fixtureTopic}. */
export const sportsTopic = {
  /** {@link LiveChangedMessage}: score or status changes of fixtures in play. */
  live: '/topic/sports/live',
  /** {@link ListsChangedMessage}: fixtures appeared, started or ended (at most once per 2 s). */
  lists: '/topic/sports/lists',
} as const;

/** `/topic/sports/fixture/<fixtureId>`: {@link FixtureChangedMessage}s of one fixture. */
export function fixtureTopic(fixtureId: number): string {
  return `/topic/sports/fixture/${fixtureId}`;
}

/** Status of a market or outcome as the feed last set it. */
export type SportsRealtimeBetStatus = 'open' | 'suspended' | 'settled';

/** A fixture's changed fields; a field is present only when it changed. */
export type FixtureFieldsChange = {
  /** TRADE360 fixture status: 1 not started, 2 in progress, 3 finished... */
  status?: number;
  score?: { home: number | null; away: number | null };
  /** Current period, 1-based (null when the feed has not said). */
  period?: number | null;
  /** Seconds played as the feed's clock says (null when the sport has none). */
  clockSeconds?: number | null;
  /** When the feed read that clock (ISO, UTC); sent with clockSeconds. */
  clockAt?: string;
  /** The scoreboard by period (sent whole when the live score changed). */
  periods?: LivePeriodScore[];
  /** Red cards by side, null for sports without them (sent with periods). */
  redCards?: { home: number; away: number } | null;
  /** The whole event timeline, oldest first (sent with periods). */
  incidents?: LiveIncident[];
};

/** An outcome whose price or status changed. */
export type OutcomeRealtimeChange = {
  /** The feed's bet id (as text), the same as the API's outcome id. */
  id: string;
  marketId: number;
  /** Decimal odds x100. */
  price: number;
  status: SportsRealtimeBetStatus;
};

/** A market whose status or main line changed. */
export type MarketRealtimeChange = {
  marketId: number;
  status: SportsRealtimeBetStatus;
  /** Why it is suspended, null when open, settled or not given. */
  suspendReason: SuspendReason | null;
  /** The most balanced line's BaseLine, null for markets without lines. */
  mainLine: string | null;
};

/** Body on `/topic/sports/fixture/<id>`: one per fixture per applied feed batch. */
export type FixtureChangedMessage = {
  type: 'fixtureChanged';
  fixtureId: number;
  /** Present when the status or the live score changed. */
  fixture?: FixtureFieldsChange;
  markets: MarketRealtimeChange[];
  outcomes: OutcomeRealtimeChange[];
};

/** A fixture's live state, compact, for the live lists. */
export type LiveFixtureState = {
  fixtureId: number;
  sportId: number;
  status: number;
  scoreHome: number | null;
  scoreAway: number | null;
  period: number | null;
  clockSeconds: number | null;
  /** When the feed read the clock (ISO, UTC). */
  clockAt: string;
  periods: LivePeriodScore[];
  redCards: { home: number; away: number } | null;
  incidents: LiveIncident[];
};

/** Body on `/topic/sports/live`: fixtures whose live score or status changed in one batch. */
export type LiveChangedMessage = { type: 'liveChanged'; fixtures: LiveFixtureState[] };

/** Body on `/topic/sports/lists`: the sports whose fixture lists or counts changed; refetch them. */
export type ListsChangedMessage = { type: 'listsChanged'; sportIds: number[] };
