/** How a read cache is tuned. */
export type ReadCacheOptions = {
  /** Longest an answer is reused, even when nothing invalidated it. */
  maxAgeMs: number;
  /** Most answers kept; the oldest go first. */
  maxEntries: number;
  now?: () => number;
};

type Entry = {
  value: Promise<unknown>;
  storedAt: number;
  /** What the answer shows (e.g. fixtures, a member); null while it loads or when it names none. */
  tags: readonly string[] | null;
};

/**
 * Shares the answers of reads: concurrent identical reads run the query once, and an answer is
 * reused until it is invalidated (what it shows changed) or `maxAgeMs` passed. An answer may name
 * tags (the fixtures it shows, the member it belongs to), so a change of something else leaves it in
 * place. A failed read is never kept, so the next caller tries again.
 */
export function createReadCache(options: ReadCacheOptions) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  // Keys by tag, and the keys with no tags yet (loading, or naming none): every tag drops those.
  const keysByTag = new Map<string, Set<string>>();
  const untagged = new Set<string>();

  const unindex = (key: string, entry: Entry) => {
    if (entry.tags === null) {
      untagged.delete(key);
      return;
    }
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    unindex(key, entry);
  };
  const tag = (key: string, entry: Entry, tags: readonly string[]) => {
    untagged.delete(key);
    entry.tags = tags;
    for (const name of tags) {
      const keys = keysByTag.get(name) ?? new Set<string>();
      keys.add(key);
      keysByTag.set(name, keys);
    }
  };

  return {
    /**
     * The answer for `key`, loading it with `load` when there is no fresh one; `tagsOf` names what an
     * answer shows (without it, invalidating any tag drops the answer).
     */
    read<T>(key: string, load: () => Promise<T>, tagsOf?: (value: T) => Iterable<string>): Promise<T> {
      const found = entries.get(key);
      if (found && now() - found.storedAt < options.maxAgeMs) return found.value as Promise<T>;
      if (found) remove(key);
      const value = load();
      const entry: Entry = { value, storedAt: now(), tags: null };
      entries.set(key, entry);
      untagged.add(key);
      value.then(
        (answer) => {
          if (tagsOf && entries.get(key) === entry) tag(key, entry, [...tagsOf(answer)]);
        },
        // A rejection is the caller's; the cache only forgets it.
        () => {
          if (entries.get(key) === entry) remove(key);
        },
      );
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      return value;
    },

    /** Forgets every answer: reads in flight finish for their callers but are not reused. */
    invalidate(): void {
      entries.clear();
      keysByTag.clear();
      untagged.clear();
    },

    /** Forgets the answer of one key. */
    invalidateKey(key: string): void {
      remove(key);
    },

    /** Forgets the answers whose key starts with `prefix`. */
    invalidateKeys(prefix: string): void {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) remove(key);
    },

    /** Forgets the answers tagged `name`, and those still loading or naming no tags. */
    invalidateTag(name: string): void {
      for (const key of [...(keysByTag.get(name) ?? []), ...untagged]) remove(key);
    },

    /** How many answers are kept (for tests). */
    size(): number {
      return entries.size;
    },
  };
}

/** A shared-answer cache of reads. */
export type ReadCache = ReturnType<typeof createReadCache>;
