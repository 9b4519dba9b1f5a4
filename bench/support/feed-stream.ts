// The built-in feed simulator's output for the benches: a snapshot to load the catalogue, then the
// market messages (type 3) it produces over simulated hours, generated before any timing starts.
import { createFeedSimulator } from '../../apps/server/src/features/sports/feeds/simulator/simulator.ts';
import {
  isTrade360EventsMessage,
  type Trade360EventsMessage,
  trade360Type,
} from '../../apps/server/src/features/sports/feeds/trade360/messages.ts';

/** A snapshot and the market messages that followed it. */
export type FeedStream = { snapshot: Trade360EventsMessage; markets: Trade360EventsMessage[] };

/** Options of {@link generateFeedStream}. */
export type FeedStreamOptions = {
  seed: string;
  startAt: Date;
  fixtureCount: number;
  /** Simulated hours of market messages after the snapshot (0: the snapshot alone). */
  hours: number;
  /** Simulated seconds per `advance` call, as the driver's one-second tick at that speed. */
  stepSeconds?: number;
};

/** Bets (outcome updates) carried by one events message. */
export const betsOf = (message: Trade360EventsMessage): number =>
  message.Body.Events.reduce(
    (sum, event) => sum + (event.Markets ?? []).reduce((bets, market) => bets + market.Bets.length, 0),
    0,
  );

/** Runs the deterministic simulator: the same options always give the same messages. */
export function generateFeedStream(options: FeedStreamOptions): FeedStream {
  const simulator = createFeedSimulator({
    seed: options.seed,
    startAt: options.startAt,
    speed: 1,
    fixtureCount: options.fixtureCount,
  });
  const snapshot = simulator.snapshot(options.startAt);
  if (!isTrade360EventsMessage(snapshot)) throw new Error('the simulator snapshot carries no events');
  const markets: Trade360EventsMessage[] = [];
  const stepMs = (options.stepSeconds ?? 10) * 1000;
  const endMs = options.startAt.getTime() + options.hours * 3_600_000;
  for (let at = options.startAt.getTime() + stepMs; at <= endMs; at += stepMs) {
    for (const message of simulator.advance(new Date(at))) {
      if (message.Header.Type === trade360Type.markets && isTrade360EventsMessage(message))
        markets.push(message);
    }
  }
  return { snapshot, markets };
}
