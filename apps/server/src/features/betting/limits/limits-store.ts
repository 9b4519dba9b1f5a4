import type { BetLimits } from '@hanpan/core/betting/limits';
import type { Db } from '../../../lib/db/database.ts';
import { readBetLimits } from './limits-repository.ts';

/** How long cached limits are trusted before they are read again (a change saved by another server process). */
export const betLimitsMaxAgeMs = 10_000;

/** The bet limits in memory: read once, again after a staff change (or when older than betLimitsMaxAgeMs). */
export type BetLimitsStore = {
  /** The current limits (cached). */
  current(): Promise<BetLimits>;
  /** Takes the limits just saved (the staff service's onLimitsChanged). */
  changed(limits: BetLimits): void;
};

/**
 * Creates the cache of the bet limits. Every bet reads them, and they change a few times a year:
 * a statement per bet saved. A read that started before a change is not cached over it.
 */
export function createBetLimitsStore({
  db,
  maxAgeMs = betLimitsMaxAgeMs,
}: {
  db: Db;
  maxAgeMs?: number;
}): BetLimitsStore {
  let cached: { limits: BetLimits; loadedAt: number } | null = null;
  let loading: Promise<BetLimits> | null = null;
  let generation = 0;

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
      generation += 1;
      loading = null;
      cached = { limits, loadedAt: Date.now() };
    },
  };
}
