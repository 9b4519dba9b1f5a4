/** Something with queued messages to write out as one frame. */
export interface Flushable {
  flush(): void;
}

/**
 * Batches the flushes of every session of a process: messages queued during one turn of the event
 * loop (a burst of publishes, or several bus messages read from one Redis chunk) leave as one SockJS
 * 'a' frame per session, after the turn (setImmediate) or after `intervalMs`. One timer for all
 * sessions, not one per session, so a broadcast to thousands costs one callback.
 */
export class FrameCoalescer {
  readonly #intervalMs: number;
  #dirty = new Set<Flushable>();
  #isScheduled = false;

  constructor(intervalMs: number) {
    this.#intervalMs = intervalMs;
  }

  /** Flushes `target` at the end of this turn (or interval), once however often it is asked. */
  schedule(target: Flushable): void {
    this.#dirty.add(target);
    if (this.#isScheduled) return;
    this.#isScheduled = true;
    if (this.#intervalMs > 0) setTimeout(this.#run, this.#intervalMs);
    else setImmediate(this.#run);
  }

  readonly #run = (): void => {
    this.#isScheduled = false;
    const dirty = this.#dirty;
    this.#dirty = new Set();
    for (const target of dirty) target.flush();
  };
}
