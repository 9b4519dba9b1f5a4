import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import type { SuspendReason } from '@hanpan/core/sports/live-incidents';
import { type Trade360Event, trade360Settlement } from '../trade360/messages.ts';
import { decidedSettlement } from './decided.ts';
import type { SimFixture } from './fixtures.ts';
import { type MatchState, matchStateAt, planMatch } from './match-engine.ts';
import type { MatchPlan } from './match-plan.ts';
import { outlookOf } from './outlook.ts';
import { feedMarketNames, priceMarkets } from './pricing.ts';
import { hashToInt } from './random.ts';
import { scoreModelOf } from './sport-models.ts';
import { betIdOf, fixtureOut, livescoreOut, marketsOut, type PublishedBet } from './trade360-out.ts';

/** What changed for one fixture at one moment, by TRADE360 message type. */
export type FixtureChanges = {
  fixture?: Trade360Event;
  livescore?: Trade360Event;
  markets?: Trade360Event;
  settlements?: Trade360Event;
};

/** A fixture as the simulator runs it: its planned match and what it last published. */
export type FixtureRuntime = {
  fixture: SimFixture;
  plan: MatchPlan;
  publishedStatus: number | null;
  publishedScore: string;
  publishedClock: number;
  statusChangedAt: number;
  bets: Map<string, PublishedBet>;
  isSettled: boolean;
  /** A few fixtures are called off at kick-off: every bet is then settled as cancelled (-1). */
  isCancelled: boolean;
  /** The prematch price bucket last priced: prematch prices only move once per bucket. */
  pricedBucket: number | null;
  /** Why the markets were last published suspended (null: not suspended by a window). */
  publishedReason: SuspendReason | null;
};

// Prematch prices drift like a market's do: a slow wave of up to 1.5 rating points, its phase per fixture.
const driftPeriodMs = 3 * 3_600_000;
const prematchBucketMs = 10 * 60_000;
// A clock is republished every 15 s of match clock, so a page loaded between updates is at most that far off.
const livescoreClockStep = 15;
const cancelledPerMille = 15;

/** Sets up a fixture: its match is planned from its own seed once, so any step size gives the same match. */
export function createRuntime(fixture: SimFixture): FixtureRuntime {
  const model = scoreModelOf(fixture.league, fixture.home.strength, fixture.away.strength);
  return {
    fixture,
    plan: planMatch(fixture.seed, fixture.league, model),
    publishedStatus: null,
    publishedScore: '',
    publishedClock: 0,
    statusChangedAt: fixture.startAt,
    bets: new Map(),
    isSettled: false,
    isCancelled: hashToInt(`${fixture.seed}/cancelled`) % 1000 < cancelledPerMille,
    pricedBucket: null,
    publishedReason: null,
  };
}

/** The offset in seconds after kick-off of a moment. */
export function offsetOf(runtime: FixtureRuntime, at: number): number {
  return Math.floor((at - runtime.fixture.startAt) / 1000);
}

/** The fixture's state at a moment. */
export function stateOf(runtime: FixtureRuntime, at: number): MatchState {
  return matchStateAt(runtime.plan, runtime.fixture.league.sportId, offsetOf(runtime, at));
}

function priceModel(runtime: FixtureRuntime, state: MatchState, at: number) {
  const { league, home, away, seed } = runtime.fixture;
  const isPrematch = state.status === fixtureStatus.notStarted;
  const phase = (hashToInt(seed) % 1000) / 1000;
  const bucketAt =
    Math.floor((at + (hashToInt(seed) % prematchBucketMs)) / prematchBucketMs) * prematchBucketMs;
  const drift = isPrematch ? 1.5 * Math.sin(2 * Math.PI * (bucketAt / driftPeriodMs + phase)) : 0;
  return scoreModelOf(league, home.strength, away.strength, drift);
}

function reprice(
  runtime: FixtureRuntime,
  state: MatchState,
  at: number,
  marginBasisPoints: number,
): { changed: PublishedBet[]; settled: PublishedBet[] } {
  const { fixture } = runtime;
  const changed: PublishedBet[] = [];
  const settled: PublishedBet[] = [];
  const seen = new Set<string>();
  if (!state.isSuspended) {
    const priced = priceMarkets(
      fixture.league.sportId,
      outlookOf(priceModel(runtime, state, at), state),
      marginBasisPoints,
    );
    const pickIndex = new Map<string, number>();
    for (const bet of priced) {
      const key = `${bet.marketId}:${bet.baseLine}`;
      const index = pickIndex.get(key) ?? 0;
      pickIndex.set(key, index + 1);
      const id = betIdOf(fixture.id, bet.marketId, bet.baseLine, index);
      seen.add(id);
      const status = bet.isOpen ? 1 : 2;
      const known = runtime.bets.get(id);
      if (known?.status === 3) continue;
      // A decided line is never first offered closed, and keeps its last price while closed (not 1.01 or 1000.00).
      if (!known && status === 2) continue;
      const price = known && status === 2 ? known.price : bet.price;
      if (known && known.price === price && known.status === status) continue;
      const next: PublishedBet = known
        ? { ...known, price, status, lastUpdate: at }
        : {
            id,
            marketId: bet.marketId,
            name: bet.name,
            line: bet.line,
            baseLine: bet.baseLine,
            startPrice: bet.price,
            price: bet.price,
            status,
            lastUpdate: at,
          };
      runtime.bets.set(id, next);
      changed.push(next);
    }
  }
  // Lines no longer offered (and every line while the danger window lasts) are suspended, not removed.
  for (const bet of runtime.bets.values()) {
    if (bet.status !== 1 || seen.has(bet.id)) continue;
    const next: PublishedBet = { ...bet, status: 2, lastUpdate: at };
    runtime.bets.set(bet.id, next);
    changed.push(next);
  }
  // A new reason within a suspension (the danger became a goal check) is published on every closed
  // market; the bets keep their LastUpdate, so the time they have been closed still counts.
  if (state.suspendReason !== runtime.publishedReason) {
    runtime.publishedReason = state.suspendReason;
    const listed = new Set(changed.map((bet) => bet.id));
    if (state.suspendReason !== null)
      for (const bet of runtime.bets.values()) if (bet.status === 2 && !listed.has(bet.id)) changed.push(bet);
  }
  // A line is settled as soon as the events so far decide it (a total passed, its period over), by those
  // events; a closed line that is not decided stays closed until it is. Goals are checked first.
  if (!state.isSuspended)
    for (const bet of runtime.bets.values()) {
      if (bet.status === 3) continue;
      const settlement = decidedSettlement(fixture.league.sportId, bet, state);
      if (settlement !== null) settled.push(settleOne(runtime, bet, settlement, at));
    }
  return { changed, settled };
}

function settleOne(runtime: FixtureRuntime, bet: PublishedBet, settlement: number, at: number) {
  const next: PublishedBet = { ...bet, status: 3, settlement, lastUpdate: at };
  runtime.bets.set(bet.id, next);
  return next;
}

function settle(runtime: FixtureRuntime, state: MatchState | null, at: number): PublishedBet[] {
  const sportId = runtime.fixture.league.sportId;
  const settled: PublishedBet[] = [];
  // Lines settled early keep their settlement; the rest are settled by the final score.
  for (const bet of runtime.bets.values()) {
    if (bet.status === 3) continue;
    const settlement = state
      ? (decidedSettlement(sportId, bet, state) ?? trade360Settlement.cancelled)
      : trade360Settlement.cancelled;
    settled.push(settleOne(runtime, bet, settlement, at));
  }
  runtime.isSettled = true;
  return settled;
}

/** Moves a fixture to a moment and returns what changed since it last published. */
export function updateRuntime(
  runtime: FixtureRuntime,
  at: number,
  marginBasisPoints: number,
): FixtureChanges {
  const { fixture } = runtime;
  const changes: FixtureChanges = {};
  const event = (extra: Omit<Trade360Event, 'FixtureId'>): Trade360Event => ({
    FixtureId: fixture.id,
    ...extra,
  });
  if (runtime.isCancelled && at >= fixture.startAt) {
    if (runtime.isSettled) return changes;
    runtime.publishedStatus = fixtureStatus.cancelled;
    runtime.statusChangedAt = at;
    changes.fixture = event({ Fixture: fixtureOut(fixture, fixtureStatus.cancelled, at) });
    changes.settlements = event({ Markets: marketsOut(settle(runtime, null, at), feedMarketNames) });
    return changes;
  }
  const state = stateOf(runtime, at);
  if (state.status !== runtime.publishedStatus) {
    if (runtime.publishedStatus !== null) runtime.statusChangedAt = at;
    runtime.publishedStatus = state.status;
    changes.fixture = event({ Fixture: fixtureOut(fixture, state.status, runtime.statusChangedAt) });
  }
  if (state.status !== fixtureStatus.notStarted) {
    const score = JSON.stringify([state.status, state.period, state.periods, state.incidents.length]);
    const isClockDue =
      state.feedClock !== null && Math.abs(state.clock - runtime.publishedClock) >= livescoreClockStep;
    if (score !== runtime.publishedScore || isClockDue) {
      runtime.publishedScore = score;
      runtime.publishedClock = state.clock;
      changes.livescore = event({ Livescore: livescoreOut(fixture.league.sportId, state) });
    }
  }
  if (runtime.isSettled) return changes;
  if (state.status === fixtureStatus.finished) {
    changes.settlements = event({ Markets: marketsOut(settle(runtime, state, at), feedMarketNames) });
    return changes;
  }
  // Each fixture's buckets start at its own phase, so prematch repricing is spread over time.
  const phase = hashToInt(fixture.seed) % prematchBucketMs;
  const bucket =
    state.status === fixtureStatus.notStarted ? Math.floor((at + phase) / prematchBucketMs) : null;
  if (bucket !== null && bucket === runtime.pricedBucket) return changes;
  runtime.pricedBucket = bucket;
  const { changed, settled } = reprice(runtime, state, at, marginBasisPoints);
  if (changed.length > 0)
    changes.markets = event({ Markets: marketsOut(changed, feedMarketNames, state.suspendReason) });
  if (settled.length > 0) changes.settlements = event({ Markets: marketsOut(settled, feedMarketNames) });
  return changes;
}

/** The whole published state of a fixture, for a snapshot. */
export function fullEventOf(runtime: FixtureRuntime, at: number): Trade360Event {
  const state = stateOf(runtime, at);
  return {
    FixtureId: runtime.fixture.id,
    Fixture: fixtureOut(runtime.fixture, runtime.publishedStatus ?? state.status, runtime.statusChangedAt),
    ...(state.status === fixtureStatus.notStarted || runtime.isCancelled
      ? {}
      : { Livescore: livescoreOut(runtime.fixture.league.sportId, state) }),
    Markets: marketsOut(
      [...runtime.bets.values()],
      feedMarketNames,
      state.status === fixtureStatus.live ? state.suspendReason : null,
    ),
  };
}
