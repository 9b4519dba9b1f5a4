/** How a read cache is tuned. */
export type ReadCacheOptions = {
  /** Longest an answer is reused, even when nothing invalidated it (lists depend on the time too). */
  maxAgeMs: number;
  /** Most answers kept; the oldest go first. */
  maxEntries: number;
  now?: () => number;
};

type Entry = { value: Promise<unknown>; storedAt: number; generation: number };

/**
 * Shares the answers of public catalogue reads: concurrent identical reads run the query once, and
 * an answer is reused until {@link ReadCache.invalidate} (the catalogue changed) or `maxAgeMs`.
 * A failed read is never kept, so the next caller tries again.
 */
export function createReadCache(options: ReadCacheOptions) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  let generation = 0;

  return {
    /** The answer for `key`, loading it with `load` when there is no fresh one. */
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      if (found && found.generation === generation && now() - found.storedAt < options.maxAgeMs) {
        return found.value as Promise<T>;
      }
      if (found) entries.delete(key);
      const entry: Entry = { value: load(), storedAt: now(), generation };
      entries.set(key, entry);
      // A rejection is the caller's; the cache only forgets it.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return entry.value as Promise<T>;
    },

    /** Forgets every answer: reads in flight finish for their callers but are not reused. */
    invalidate(): void {
      generation += 1;
      entries.clear();
    },

    /** How many answers are kept (for tests). */
    size(): number {
      return entries.size;
    },
  };
}

/** A shared-answer cache of catalogue reads. */
export type ReadCache = ReturnType<typeof createReadCache>;
