import type { SportsBetStatus, SportsFixture } from '@hanpan/core/api/sports';
import type {
  FixtureChangedMessage,
  LiveChangedMessage,
  LiveFixtureState,
  SportsRealtimeBetStatus,
} from '@hanpan/core/api/sports-realtime';
import { fixtureStatus, isPrematchStatus } from '@hanpan/core/sports/fixture-status';
import type { LiveIncident, LivePeriodScore, SuspendReason } from '@hanpan/core/sports/live-incidents';
import { useCallback, useSyncExternalStore } from 'react';

// The odds and live scores the sports pages show, keyed by outcome, market and fixture, so a feed
// message re-renders only the cells whose values changed (DESIGN.md section 4). Lists seed it from
// their replies; realtime messages patch it. Each value remembers when it was written so a cached
// reply shown again does not undo a newer patch.

/** How long a moved price flashes (ms). */
export const flashMs = 2_000;

/** Which way a price just moved, null when it is not flashing. */
export type FlashDirection = 'up' | 'down' | null;

/** An odds cell's live values. */
export type OutcomeCellState = { price: number; status: SportsRealtimeBetStatus; flash: FlashDirection };

/** A fixture's live values: status, score, clock (clockAt: when clockSeconds was true, ms) and scoreboard. */
export type FixtureLiveState = {
  status: number;
  scoreHome: number | null;
  scoreAway: number | null;
  period: number | null;
  clockSeconds: number | null;
  clockAt: number;
  periods: LivePeriodScore[];
  redCards: { home: number; away: number } | null;
  incidents: LiveIncident[];
  /** When a realtime message last changed the score (ms), null when it has not since the page loaded. */
  scoreChangedAt: number | null;
};

type Stamped<T> = { value: T; at: number };

/** Values by key, each with its own listeners. */
class KeyedStore<T> {
  private readonly entries = new Map<string, Stamped<T>>();
  private readonly listeners = new Map<string, Set<() => void>>();

  get(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Writes a value written at `at`; an older write than the stored one is ignored. */
  set(key: string, value: T, at: number): void {
    const current = this.entries.get(key);
    if (current && current.at > at) return;
    this.entries.set(key, { value, at });
    if (current?.value === value) return;
    for (const listener of this.listeners.get(key) ?? []) listener();
  }

  /** Changes a stored value without making it newer (the end of a flash is not feed data). */
  replace(key: string, value: T): void {
    const current = this.entries.get(key);
    if (current) this.set(key, value, current.at);
  }

  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  clear(): void {
    this.entries.clear();
  }
}

const outcomes = new KeyedStore<OutcomeCellState>();
const markets = new KeyedStore<SportsRealtimeBetStatus>();
const marketReasons = new KeyedStore<SuspendReason | null>();
const fixtures = new KeyedStore<FixtureLiveState>();
/**
 * Flashes due within this much of each other end in the same task, so a busy live page re-renders
 * once for a batch of ended flashes instead of once per cell (ms).
 */
export const flashEndGroupMs = 250;
// When each flashing outcome stops flashing; one timer serves them all.
const flashEnds = new Map<string, number>();
let flashTimer: ReturnType<typeof setTimeout> | null = null;
let flashTimerAt = Number.POSITIVE_INFINITY;
// Main lines need no listeners: a moved line makes the page refetch, not re-render a cell.
const mainLines = new Map<string, string | null>();

const marketKey = (fixtureId: number, marketId: number) => `${fixtureId}:${marketId}`;

/** Stores a reply's fixtures (list or detail) as received at `at` (the query's dataUpdatedAt). */
export function seedFixtures(list: readonly SportsFixture[], at: number): void {
  for (const fixture of list) {
    const live = fixture.live;
    const key = String(fixture.fixtureId);
    const feedClockAt = live ? Date.parse(live.clockAt) : Number.NaN;
    fixtures.set(
      key,
      {
        status: fixture.status,
        scoreHome: live?.scoreHome ?? null,
        scoreAway: live?.scoreAway ?? null,
        period: live?.period ?? null,
        clockSeconds: live?.clockSeconds ?? null,
        // A cached reply's clock was read before it was sent; never later than the reply itself.
        clockAt: Number.isFinite(feedClockAt) ? Math.min(feedClockAt, at) : at,
        periods: live?.periods ?? [],
        redCards: live?.redCards ?? null,
        incidents: live?.incidents ?? [],
        scoreChangedAt: fixtures.get(key)?.scoreChangedAt ?? null,
      },
      at,
    );
    for (const market of fixture.markets) {
      const key = marketKey(fixture.fixtureId, market.marketId);
      markets.set(key, market.status, at);
      marketReasons.set(key, market.suspendReason, at);
      mainLines.set(key, market.mainLine);
      for (const outcome of market.outcomes) {
        const current = outcomes.get(outcome.id);
        if (current && current.price === outcome.price && current.status === outcome.status) continue;
        outcomes.set(outcome.id, { price: outcome.price, status: outcome.status, flash: null }, at);
      }
    }
  }
}

function armFlashTimer(dueAt: number): void {
  if (flashTimer && flashTimerAt <= dueAt) return;
  if (flashTimer) clearTimeout(flashTimer);
  flashTimerAt = dueAt;
  flashTimer = setTimeout(endDueFlashes, Math.max(0, dueAt - Date.now()));
}

function endDueFlashes(): void {
  flashTimer = null;
  flashTimerAt = Number.POSITIVE_INFINITY;
  const until = Date.now() + flashEndGroupMs;
  let next = Number.POSITIVE_INFINITY;
  for (const [id, dueAt] of flashEnds) {
    if (dueAt > until) {
      next = Math.min(next, dueAt);
      continue;
    }
    flashEnds.delete(id);
    const current = outcomes.get(id);
    if (current?.flash) outcomes.replace(id, { ...current, flash: null });
  }
  if (next !== Number.POSITIVE_INFINITY) armFlashTimer(next);
}

/** What a fixture message changed that the page acts on beyond the cells. */
export type AppliedFixtureChange = {
  /** Outcomes whose price changed (the cart updates its picks). */
  prices: { id: string; price: number }[];
  /** Markets whose main line moved (the list shows another line now). */
  mainLineMarketIds: number[];
};

/**
 * Patches the cells of one fixture's message: a moved price flashes up or down for {@link flashMs};
 * statuses lock or remove cells. Outcomes the page never showed are not stored.
 */
export function applyFixtureChange(message: FixtureChangedMessage, now = Date.now()): AppliedFixtureChange {
  const applied: AppliedFixtureChange = { prices: [], mainLineMarketIds: [] };
  for (const change of message.outcomes) {
    const current = outcomes.get(change.id);
    if (current?.price !== change.price) applied.prices.push({ id: change.id, price: change.price });
    if (!current) continue;
    const moved = change.price === current.price ? null : change.price > current.price ? 'up' : 'down';
    const flash = moved ?? current.flash;
    if (moved) {
      const dueAt = Date.now() + flashMs;
      flashEnds.set(change.id, dueAt);
      armFlashTimer(dueAt);
    }
    if (moved || current.status !== change.status) {
      outcomes.set(change.id, { price: change.price, status: change.status, flash }, now);
    }
  }
  for (const change of message.markets) {
    const key = marketKey(message.fixtureId, change.marketId);
    if (!markets.has(key)) continue;
    markets.set(key, change.status, now);
    marketReasons.set(key, change.suspendReason, now);
    if (mainLines.get(key) !== change.mainLine) {
      mainLines.set(key, change.mainLine);
      applied.mainLineMarketIds.push(change.marketId);
    }
  }
  if (message.fixture) patchFixture(message.fixtureId, message.fixture, now);
  return applied;
}

function patchFixture(fixtureId: number, change: NonNullable<FixtureChangedMessage['fixture']>, now: number) {
  const key = String(fixtureId);
  const current = fixtures.get(key);
  if (!current) return;
  const next: FixtureLiveState = { ...current };
  if (change.status !== undefined) next.status = change.status;
  if (change.score) {
    if (change.score.home !== current.scoreHome || change.score.away !== current.scoreAway)
      next.scoreChangedAt = now;
    next.scoreHome = change.score.home;
    next.scoreAway = change.score.away;
  }
  if (change.period !== undefined) next.period = change.period;
  if (change.clockSeconds !== undefined) {
    next.clockSeconds = change.clockSeconds;
    next.clockAt = now;
  }
  if (change.periods !== undefined) next.periods = change.periods;
  if (change.redCards !== undefined) next.redCards = change.redCards;
  if (change.incidents !== undefined) next.incidents = change.incidents;
  fixtures.set(key, next, now);
}

/** Patches the scores and clocks of a `/topic/sports/live` message. */
export function applyLiveChange(message: LiveChangedMessage, now = Date.now()): void {
  for (const state of message.fixtures) {
    const key = String(state.fixtureId);
    const current = fixtures.get(key);
    if (!current || isSameLiveState(current, state)) continue;
    fixtures.set(
      key,
      {
        status: state.status,
        scoreHome: state.scoreHome,
        scoreAway: state.scoreAway,
        period: state.period,
        clockSeconds: state.clockSeconds,
        clockAt: state.clockSeconds === current.clockSeconds ? current.clockAt : now,
        periods: state.periods,
        redCards: state.redCards,
        incidents: state.incidents,
        scoreChangedAt:
          state.scoreHome !== current.scoreHome || state.scoreAway !== current.scoreAway
            ? now
            : current.scoreChangedAt,
      },
      now,
    );
  }
}

function isSameLiveState(current: FixtureLiveState, state: LiveFixtureState): boolean {
  return (
    current.status === state.status &&
    current.scoreHome === state.scoreHome &&
    current.scoreAway === state.scoreAway &&
    current.period === state.period &&
    current.clockSeconds === state.clockSeconds &&
    current.incidents.length === state.incidents.length &&
    JSON.stringify(current.periods) === JSON.stringify(state.periods) &&
    JSON.stringify(current.redCards) === JSON.stringify(state.redCards)
  );
}

/** Forgets everything (tests). */
export function resetOddsStore(): void {
  if (flashTimer) clearTimeout(flashTimer);
  flashTimer = null;
  flashTimerAt = Number.POSITIVE_INFINITY;
  flashEnds.clear();
  outcomes.clear();
  markets.clear();
  marketReasons.clear();
  mainLines.clear();
  fixtures.clear();
}

/** The stored cell of an outcome (undefined before its list seeded it). */
export function getOutcomeCell(id: string): OutcomeCellState | undefined {
  return outcomes.get(id);
}

/** The stored status of a fixture's market. */
export function getMarketStatus(fixtureId: number, marketId: number): SportsRealtimeBetStatus | undefined {
  return markets.get(marketKey(fixtureId, marketId));
}

/** Why a fixture's market is suspended as stored (undefined before its list seeded it). */
export function getMarketSuspendReason(
  fixtureId: number,
  marketId: number,
): SuspendReason | null | undefined {
  return marketReasons.get(marketKey(fixtureId, marketId));
}

/** The stored live values of a fixture. */
export function getFixtureLive(fixtureId: number): FixtureLiveState | undefined {
  return fixtures.get(String(fixtureId));
}

/** Listens to one outcome's cell (tests and hooks). */
export function subscribeOutcome(id: string, listener: () => void): () => void {
  return outcomes.subscribe(id, listener);
}

/** An outcome's cell; the reply's own values until the store has it. Re-renders only on its changes. */
export function useOutcomeCell(id: string, price: number, status: SportsBetStatus): OutcomeCellState {
  const subscribe = useCallback((listener: () => void) => outcomes.subscribe(id, listener), [id]);
  const stored = useSyncExternalStore(subscribe, () => outcomes.get(id));
  return stored ?? { price, status, flash: null };
}

/** A market's status (the reply's until patched). */
export function useMarketStatus(fixtureId: number, marketId: number, status: SportsBetStatus) {
  const key = marketKey(fixtureId, marketId);
  const subscribe = useCallback((listener: () => void) => markets.subscribe(key, listener), [key]);
  const stored = useSyncExternalStore(subscribe, () => markets.get(key));
  return stored ?? status;
}

/** Why a fixture's market is suspended (the reply's until patched), null for none given. */
export function useMarketSuspendReason(
  fixtureId: number,
  marketId: number,
  reason: SuspendReason | null,
): SuspendReason | null {
  const key = marketKey(fixtureId, marketId);
  const subscribe = useCallback((listener: () => void) => marketReasons.subscribe(key, listener), [key]);
  const stored = useSyncExternalStore(subscribe, () => marketReasons.get(key));
  return stored === undefined ? reason : stored;
}

/** A fixture's status, score and clock (undefined until its list seeded it). */
export function useFixtureLive(fixtureId: number): FixtureLiveState | undefined {
  const key = String(fixtureId);
  const subscribe = useCallback((listener: () => void) => fixtures.subscribe(key, listener), [key]);
  return useSyncExternalStore(subscribe, () => fixtures.get(key));
}

/** A fixture's status only: cells re-render when it opens or closes, not on every clock tick. */
export function useFixtureStatus(fixtureId: number, status: number): number {
  const key = String(fixtureId);
  const subscribe = useCallback((listener: () => void) => fixtures.subscribe(key, listener), [key]);
  const stored = useSyncExternalStore(subscribe, () => fixtures.get(key)?.status);
  return stored ?? status;
}

/**
 * True while a fixture takes bets on its page: prematch (GameType 0) before kick-off (TRADE360
 * status 1 not started, 9 about to start), in-play (GameType 3) while in progress (2).
 */
export function isFixtureOpen(status: number, gameType: 0 | 3): boolean {
  return gameType === 3 ? status === fixtureStatus.live : isPrematchStatus(status);
}
