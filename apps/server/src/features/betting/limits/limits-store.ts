import type { BetLimits } from '@hanpan/core/betting/limits';
import { createLocalInvalidationBus, type InvalidationBus } from '../../../lib/cache/invalidation-bus.ts';
import type { Db } from '../../../lib/db/database.ts';
import { readBetLimits } from './limits-repository.ts';

/** How long cached limits are trusted without news of a change (one nobody announced, or a lost message). */
export const betLimitsMaxAgeMs = 10_000;

/** The bet limits' name on the invalidation bus. */
export const betLimitsCache = 'betLimits';

/** The bet limits in memory: read once, again after a staff change (or when older than betLimitsMaxAgeMs). */
export type BetLimitsStore = {
  /** The current limits (cached). */
  current(): Promise<BetLimits>;
  /** Takes the limits just saved (the staff service's onLimitsChanged); every other process drops its copy. */
  changed(limits: BetLimits): void;
};

/**
 * Creates the cache of the bet limits. Every bet reads them, and they change a few times a year:
 * a statement per bet saved. A read that started before a change is not cached over it.
 */
export function createBetLimitsStore({
  db,
  maxAgeMs = betLimitsMaxAgeMs,
  caches = createLocalInvalidationBus(),
}: {
  db: Db;
  maxAgeMs?: number;
  caches?: InvalidationBus;
}): BetLimitsStore {
  let cached: { limits: BetLimits; loadedAt: number } | null = null;
  let loading: Promise<BetLimits> | null = null;
  let generation = 0;
  caches.onInvalidate(betLimitsCache, () => {
    generation += 1;
    loading = null;
    cached = null;
  });

  const load = () => {
    const startedIn = generation;
    const read = readBetLimits(db).then((limits) => {
      if (startedIn === generation) cached = { limits, loadedAt: Date.now() };
      return limits;
    });
    loading = read;
    const forget = () => {
      if (loading === read) loading = null;
    };
    read.then(forget, forget);
    return read;
  };

  return {
    async current() {
      if (cached && Date.now() - cached.loadedAt < maxAgeMs) return cached.limits;
      return loading ?? load();
    },
    changed(limits) {
      caches.invalidate(betLimitsCache);
      cached = { limits, loadedAt: Date.now() };
    },
  };
}
