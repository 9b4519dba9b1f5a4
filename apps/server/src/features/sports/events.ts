import {
  type FixtureChangedMessage,
  type FixtureFieldsChange,
  fixtureTopic,
  type ListsChangedMessage,
  type LiveChangedMessage,
  type LiveFixtureState,
  type MarketRealtimeChange,
  type OutcomeRealtimeChange,
  sportsTopic,
} from '@hanpan/core/api/sports-realtime';
import type { Realtime } from '../../lib/realtime/realtime.ts';
import type { CatalogueChanges, FixtureChange } from './feeds/trade360/catalogue-changes.ts';
import type { RateFixtureMessages } from './settings/realtime.ts';

/** What the sports events need: where to publish and how to read fixtures' current live state. */
export type SportsEventsDeps = {
  realtime: Pick<Realtime, 'publish'>;
  /** The committed live state of these fixtures (unknown ids are left out). */
  readFixtureStates: (fixtureIds: number[]) => Promise<LiveFixtureState[]>;
  /** Staff odds rules (margin, hidden lines, overrides) turning feed values into what members see. */
  rateFixtureMessages?: RateFixtureMessages;
  onError: (error: unknown) => void;
  /** Least time between two `/topic/sports/lists` messages (default 2 s). */
  listsIntervalMs?: number;
};

/** Collects what committed feed messages changed and publishes one what-changed message per fixture. */
export type SportsEvents = {
  /** Adds a committed message's changes to the current batch. */
  collect(changes: CatalogueChanges): void;
  /** Publishes the batch collected so far (one message per fixture) and starts a new one. */
  flush(): Promise<void>;
  /** Drops a pending lists message (the app is closing). */
  close(): void;
};

type FixtureBatch = {
  fixture: {
    isNew: boolean;
    isLivescoreChanged: boolean;
    statusFrom: number | null;
    statusTo: number;
  } | null;
  markets: Map<number, MarketRealtimeChange>;
  outcomes: Map<string, OutcomeRealtimeChange>;
};

const inProgress = 2;

/** Creates the collector and publisher of the sports real-time messages. */
export function createSportsEvents(deps: SportsEventsDeps): SportsEvents {
  const listsIntervalMs = deps.listsIntervalMs ?? 2000;
  let batch = new Map<number, FixtureBatch>();
  let pendingSportIds = new Set<number>();
  let lastListsAt = 0;
  let listsTimer: NodeJS.Timeout | null = null;

  const batchOf = (fixtureId: number) => {
    let entry = batch.get(fixtureId);
    if (!entry) {
      entry = { fixture: null, markets: new Map(), outcomes: new Map() };
      batch.set(fixtureId, entry);
    }
    return entry;
  };

  const mergeFixture = (entry: FixtureBatch, change: FixtureChange) => {
    const previous = entry.fixture;
    entry.fixture = {
      isNew: (previous?.isNew ?? false) || change.isNew,
      isLivescoreChanged: (previous?.isLivescoreChanged ?? false) || change.isLivescoreChanged,
      statusFrom: previous ? previous.statusFrom : change.statusFrom,
      statusTo: change.statusTo,
    };
  };

  const publishLists = () => {
    listsTimer = null;
    lastListsAt = Date.now();
    const message: ListsChangedMessage = {
      type: 'listsChanged',
      sportIds: [...pendingSportIds].sort((a, b) => a - b),
    };
    pendingSportIds = new Set();
    deps.realtime.publish(sportsTopic.lists, message);
  };

  // At most one lists message per interval: the first goes out at once, later ones wait for the interval.
  const scheduleLists = (sportIds: number[]) => {
    if (sportIds.length === 0) return;
    for (const id of sportIds) pendingSportIds.add(id);
    if (listsTimer) return;
    const wait = lastListsAt + listsIntervalMs - Date.now();
    if (wait <= 0) publishLists();
    else listsTimer = setTimeout(() => runSafely(publishLists), wait);
  };

  const runSafely = (work: () => void) => {
    try {
      work();
    } catch (error) {
      deps.onError(error);
    }
  };

  const publishBatch = async (fixtures: Map<number, FixtureBatch>) => {
    const touched = [...fixtures].filter(([, entry]) => entry.fixture !== null).map(([id]) => id);
    const states = new Map(
      (touched.length > 0 ? await deps.readFixtureStates(touched) : []).map((state) => [
        state.fixtureId,
        state,
      ]),
    );
    const live: LiveFixtureState[] = [];
    const listSports = new Set<number>();
    const fixtureMessages: FixtureChangedMessage[] = [];
    for (const [fixtureId, entry] of fixtures) {
      const state = states.get(fixtureId);
      const fields = entry.fixture && state ? fieldsOf(entry.fixture, state) : undefined;
      if (entry.fixture && state) {
        const { statusFrom, statusTo, isNew } = entry.fixture;
        const isStatusChanged = statusFrom !== statusTo;
        if (isNew || isStatusChanged) listSports.add(state.sportId);
        const isLive = statusTo === inProgress || statusFrom === inProgress;
        if (isLive && (entry.fixture.isLivescoreChanged || isStatusChanged)) live.push(state);
      }
      if (!fields && entry.markets.size === 0 && entry.outcomes.size === 0) continue;
      const message: FixtureChangedMessage = {
        type: 'fixtureChanged',
        fixtureId,
        ...(fields ? { fixture: fields } : {}),
        markets: [...entry.markets.values()],
        outcomes: [...entry.outcomes.values()],
      };
      fixtureMessages.push(message);
    }
    // Pushed prices and statuses are the effective ones the API returns (sports/settings); when they
    // cannot be worked out, nothing is pushed rather than the feed's raw values (pages refetch later).
    let rated: FixtureChangedMessage[] = [];
    try {
      rated = deps.rateFixtureMessages ? await deps.rateFixtureMessages(fixtureMessages) : fixtureMessages;
    } catch (error) {
      deps.onError(error);
    }
    for (const message of rated) deps.realtime.publish(fixtureTopic(message.fixtureId), message);
    if (live.length > 0) {
      const message: LiveChangedMessage = { type: 'liveChanged', fixtures: live };
      deps.realtime.publish(sportsTopic.live, message);
    }
    scheduleLists([...listSports]);
  };

  return {
    collect(changes) {
      if (changes.result !== 'applied') return;
      for (const change of changes.fixtures) mergeFixture(batchOf(change.fixtureId), change);
      for (const market of changes.markets) {
        batchOf(market.fixtureId).markets.set(market.marketId, {
          marketId: market.marketId,
          status: market.statusTo,
          suspendReason: market.suspendReasonTo,
          mainLine: market.mainLineTo,
        });
      }
      for (const outcome of changes.outcomes) {
        // A settlement alone changes neither price nor status: the pages show nothing new.
        if (outcome.priceFrom === outcome.priceTo && outcome.statusFrom === outcome.statusTo) continue;
        batchOf(outcome.fixtureId).outcomes.set(outcome.betId, {
          id: outcome.betId,
          marketId: outcome.marketId,
          price: outcome.priceTo,
          status: outcome.statusTo,
        });
      }
    },
    async flush() {
      const fixtures = batch;
      batch = new Map();
      if (fixtures.size === 0) return;
      try {
        await publishBatch(fixtures);
      } catch (error) {
        deps.onError(error);
      }
    },
    close() {
      if (listsTimer) clearTimeout(listsTimer);
      listsTimer = null;
    },
  };
}

function fieldsOf(
  change: NonNullable<FixtureBatch['fixture']>,
  state: LiveFixtureState,
): FixtureFieldsChange | undefined {
  const fields: FixtureFieldsChange = {};
  if (change.statusFrom !== change.statusTo) fields.status = state.status;
  if (change.isLivescoreChanged) {
    fields.score = { home: state.scoreHome, away: state.scoreAway };
    fields.period = state.period;
    fields.clockSeconds = state.clockSeconds;
    fields.clockAt = state.clockAt;
    fields.periods = state.periods;
    fields.redCards = state.redCards;
    fields.incidents = state.incidents;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}
