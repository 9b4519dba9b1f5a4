// The publisher of the realtime fan-out bench: one HTTP call per update, at a fixed rate.
import { type FanoutPayload, makePayload } from './fanout-protocol.ts';

/** How a publishing round went. */
export type PublishResult = { sent: number; errors: number; firstError: string | null };

/** Publishes updates `firstSeq`..`firstSeq + count - 1`, `rate` per second, each stamped as it is sent. */
export async function publishUpdates(
  publish: (payload: FanoutPayload) => Promise<void>,
  options: { firstSeq: number; count: number; rate: number; payloadBytes: number },
): Promise<PublishResult> {
  const result: PublishResult = { sent: 0, errors: 0, firstError: null };
  const startAt = performance.now();
  const calls: Promise<void>[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const wait = startAt + (i * 1000) / options.rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const call = publish(makePayload(options.firstSeq + i, options.payloadBytes)).then(
      () => {
        result.sent += 1;
      },
      (error) => {
        result.errors += 1;
        result.firstError ??= String((error as Error).message ?? error);
      },
    );
    calls.push(call);
  }
  await Promise.all(calls);
  return result;
}
