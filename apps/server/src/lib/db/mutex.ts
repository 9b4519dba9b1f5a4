/** A first-come, first-served async lock. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the lock; call the returned function exactly once to release it. */
  async lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    await previous;
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      release();
    };
  }
}
