/** How many hits a subject may make per window, e.g. 20 sign-ins per IP per 10 minutes. */
export type RateRule = { name: string; limit: number; windowMs: number };

/** The outcome of a check: allowed or not, and when to retry. */
export type RateDecision = { isAllowed: boolean; retryAfterSeconds: number };

/** A window counter: the current count and milliseconds until the window resets. */
export type WindowCount = { count: number; resetInMs: number };

/** Where counters live: in this process, or in Redis to share them across processes. */
export interface RateLimitStore {
  /** Adds one hit; the window starts at the first hit. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** The current count without adding a hit. */
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

type Window = { count: number; resetAt: number };

/** Fixed-window counters in this process's memory. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, Window>();
  #hitsSinceSweep = 0;

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    this.#sweep(now);
    const current = this.#windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.#windows.set(key, window);
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = Date.now();
    const window = this.#windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.#windows.delete(key);
  }

  async close(): Promise<void> {
    this.#windows.clear();
  }

  // Expired windows are dropped now and then so the map cannot grow without bound.
  #sweep(now: number): void {
    this.#hitsSinceSweep += 1;
    if (this.#hitsSinceSweep < 1000) return;
    this.#hitsSinceSweep = 0;
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}

const toDecision = (isAllowed: boolean, resetInMs: number): RateDecision => ({
  isAllowed,
  retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
});

/** Applies rate rules to subjects (an IP, a login id, a phone number) over a store. */
export class RateLimiter {
  readonly #store: RateLimitStore;

  constructor(store: RateLimitStore) {
    this.#store = store;
  }

  /** Counts one attempt and says whether it is within the rule. */
  async consume(rule: RateRule, subject: string): Promise<RateDecision> {
    const { count, resetInMs } = await this.#store.increment(keyOf(rule, subject), rule.windowMs);
    return toDecision(count <= rule.limit, resetInMs);
  }

  /** Says whether the subject has used up the rule, without counting (for failure-only rules). */
  async check(rule: RateRule, subject: string): Promise<RateDecision> {
    const { count, resetInMs } = await this.#store.peek(keyOf(rule, subject));
    return toDecision(count < rule.limit, resetInMs);
  }

  /** Forgets the subject's count (e.g. failed sign-ins after a success). */
  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.#store.reset(keyOf(rule, subject));
  }
}

const keyOf = (rule: RateRule, subject: string) => `rl:${rule.name}:${subject}`;
