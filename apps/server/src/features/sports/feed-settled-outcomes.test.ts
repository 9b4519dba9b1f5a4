import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createFeedService } from './feed-service.ts';

// The feed tells whoever listens (the settlement engine, wired in app.ts) which outcomes it settled,
// once the message's transaction has committed; sports itself knows nothing of bets.

const t = useTestApp();
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe('settled outcomes from the simulator', () => {
  it('when the simulator settles outcomes, then the listener gets their ids after the values are committed', async () => {
    let resolveFirst: (ids: bigint[]) => void = () => {};
    const first = new Promise<bigint[]>((resolve) => {
      resolveFirst = resolve;
    });
    const committed: (number | null)[][] = [];
    const feed = createFeedService({
      db: t.db,
      settings: {
        feedSource: 'simulator',
        lsportsAmqpUrl: undefined,
        lsportsQueue: 'unused',
        feedSeed: 'settled-outcomes',
        feedSpeed: 1200,
        feedTickMs: 50,
        feedFixtureCount: 20,
      },
      logger: quiet,
      realtime: { publish: () => {} },
      onOutcomesSettled: (ids) => {
        // Read at once: the values must already be visible to another connection.
        void t.db
          .selectFrom('outcome')
          .select('settlement')
          .where('id', 'in', ids)
          .execute()
          .then((rows) => {
            committed.push(rows.map((row) => row.settlement));
            resolveFirst(ids);
          });
      },
    });
    feed.start();
    const ids = await first;
    await feed.stop();
    expect(ids.length).toBeGreaterThan(0);
    expect(committed[0]).toHaveLength(new Set(ids).size);
    expect(committed[0]?.every((value) => value !== null)).toBe(true);
    const history = await t.db
      .selectFrom('outcome_settlement')
      .select('outcome_id')
      .where('outcome_id', 'in', ids)
      .execute();
    expect(new Set(history.map((row) => row.outcome_id))).toEqual(new Set(ids));
  });
});
