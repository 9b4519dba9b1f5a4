/** A run that many triggers in a short burst start once. */
export type BurstCoalescer = { trigger(): void; cancel(): void };

/**
 * Runs `run` once `delayMs` after the first trigger of a burst; triggers before it runs join that run.
 * A fixture's result settles many of a member's bets at once, each with its own message: the history
 * refetches once after them instead of once per message.
 */
export function coalesceBursts(run: () => void, delayMs: number): BurstCoalescer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    trigger() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        run();
      }, delayMs);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
