import type { Trade360Message } from '../trade360/messages.ts';
import type { FeedSimulator } from './simulator.ts';

/** Where the driver hands each batch of messages (the catalogue ingester, a RabbitMQ publisher, a test). */
export type FeedSink = (messages: Trade360Message[]) => void | Promise<void>;

/** A running simulator; `stop()` ends its timer and waits for the batch being handed over. */
export type FeedDriver = { stop(): Promise<void> };

/** Options of the driver: how often it ticks (real ms) and the real clock (tests may pass their own). */
export type FeedDriverOptions = { tickMs?: number; now?: () => number; onError?: (error: unknown) => void };

/**
 * Runs a simulator on a real timer: the first batch (handed over after the call returns) is a snapshot
 * (type 36), then every tick advances the simulated clock by `speed` simulated seconds per real second
 * and hands the messages to the sink.
 * A tick never overlaps the previous one: a slow sink delays the next tick instead of piling up.
 */
export function startFeedDriver(
  simulator: FeedSimulator,
  sink: FeedSink,
  options: FeedDriverOptions = {},
): FeedDriver {
  const tickMs = options.tickMs ?? 1000;
  const now = options.now ?? Date.now;
  const realStart = now();
  const simulatedNow = () => new Date(simulator.startAt.getTime() + (now() - realStart) * simulator.speed);
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const hand = async (messages: Trade360Message[]) => {
    try {
      if (messages.length > 0) await sink(messages);
    } catch (error) {
      options.onError?.(error);
    }
  };
  const tick = () => {
    running = hand(simulator.advance(simulatedNow())).then(() => {
      if (!isStopped) timer = setTimeout(tick, tickMs);
    });
  };
  // The snapshot (seconds of pricing for a few hundred fixtures) is built on the next turn of the event
  // loop, not inside the caller: a server starting the feed on ready listens first.
  running = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => (isStopped ? undefined : hand([simulator.snapshot(simulator.startAt)])))
    .then(() => {
      if (!isStopped) timer = setTimeout(tick, tickMs);
    });
  return {
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
