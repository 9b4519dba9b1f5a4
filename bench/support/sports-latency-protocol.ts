// What the sports latency bench's processes share: how an update is recognised in a fixture's
// what-changed message, and the lines its client process prints.

/**
 * Every update sets one bet's price to `seqPriceBase + seq` (odds x100, 500.00 and up): far above
 * any price the simulator quotes, so a price in that range on `/topic/sports/fixture/<id>` names the
 * update that caused it, whether the feed path or the internal hook published it.
 */
export const seqPriceBase = 50_000;

/** The most updates one run may send (the prices stay under the catalogue's 1000.00 cap). */
export const maxSeq = 49_000;

/** The price (x100) that carries update `seq`. */
export const priceOfSeq = (seq: number): number => seqPriceBase + seq;

/** The update a price (x100) carries, or null when it is an ordinary price. */
export const seqOfPrice = (price: number): number | null =>
  price >= seqPriceBase && price < seqPriceBase + maxSeq ? price - seqPriceBase : null;

/** Update `seq` changes a price of fixture number `seq % fixtures` (of the run's fixture list). */
export const fixtureIndexOfSeq = (seq: number, fixtures: number): number => seq % fixtures;

/** Client `index` subscribes to the topic of fixture number `index % fixtures`. */
export const fixtureIndexOfClient = (index: number, fixtures: number): number => index % fixtures;

/** What the client process prints on stdout, one JSON object a line. */
export type SportsClientLine =
  | { type: 'ready'; connected: number; failed: number; firstError: string | null; connectMs: number }
  | { type: 'count'; received: number; expected: number }
  | ({ type: 'report' } & SportsClientReport);

/** The deliveries of one measured range of updates, as the client process saw them. */
export type SportsClientReport = {
  connected: number;
  /** Distinct (client, update) deliveries of the range. */
  received: number;
  /** Deliveries due: for each connected client, the updates of the range on its fixture. */
  expected: number;
  duplicates: number;
  /** Updates of the range that reached a client subscribed to another fixture (should stay 0). */
  misrouted: number;
  /** Connections that closed after all were ready. */
  closedDuringRun: number;
  closeReasons: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Longest stall of the client process's event loop during the range. */
  loopDelayMaxMs: number;
  /** From the publish time of the range's first update to the arrival of its last delivery. */
  windowMs: number;
  /** From the publish time of the range's last update to the arrival of its last delivery. */
  drainMs: number;
};
