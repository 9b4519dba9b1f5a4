/** How a read cache is tuned. */
export type ReadCacheOptions = {
  /** Longest an answer is reused, even when nothing invalidated it (lists depend on the time too). */
  maxAgeMs: number;
  /** Most answers kept; the oldest go first. */
  maxEntries: number;
  now?: () => number;
};

type Entry = {
  value: Promise<unknown>;
  storedAt: number;
  /** The fixtures the answer shows; null while it loads (then any fixture's change drops it). */
  fixtureIds: ReadonlySet<number> | null;
};

/**
 * Shares the answers of public catalogue reads: concurrent identical reads run the query once, and
 * an answer is reused until it is invalidated (the catalogue changed) or `maxAgeMs` passed.
 * An answer may name the fixtures it shows, so a change of another fixture leaves it in place.
 * A failed read is never kept, so the next caller tries again.
 */
export function createReadCache(options: ReadCacheOptions) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();

  const drop = (shouldDrop: (key: string, entry: Entry) => boolean) => {
    for (const [key, entry] of entries) if (shouldDrop(key, entry)) entries.delete(key);
  };

  return {
    /**
     * The answer for `key`, loading it with `load` when there is no fresh one; `fixtureIdsOf` names
     * the fixtures an answer shows (without it, any fixture's change drops the answer).
     */
    read<T>(key: string, load: () => Promise<T>, fixtureIdsOf?: (value: T) => Iterable<number>): Promise<T> {
      const found = entries.get(key);
      if (found && now() - found.storedAt < options.maxAgeMs) return found.value as Promise<T>;
      if (found) entries.delete(key);
      const value = load();
      const entry: Entry = { value, storedAt: now(), fixtureIds: null };
      entries.set(key, entry);
      value.then(
        (answer) => {
          if (fixtureIdsOf && entries.get(key) === entry) entry.fixtureIds = new Set(fixtureIdsOf(answer));
        },
        // A rejection is the caller's; the cache only forgets it.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },

    /** Forgets every answer: reads in flight finish for their callers but are not reused. */
    invalidate(): void {
      entries.clear();
    },

    /** Forgets the answers whose key starts with `prefix`. */
    invalidateKeys(prefix: string): void {
      drop((key) => key.startsWith(prefix));
    },

    /** Forgets the answers showing this fixture, and those still loading or naming no fixtures. */
    invalidateFixture(fixtureId: number): void {
      drop((_key, entry) => entry.fixtureIds === null || entry.fixtureIds.has(fixtureId));
    },

    /** How many answers are kept (for tests). */
    size(): number {
      return entries.size;
    },
  };
}

/** A shared-answer cache of catalogue reads. */
export type ReadCache = ReturnType<typeof createReadCache>;
