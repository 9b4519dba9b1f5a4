// Fills a sports catalogue for a bench: a simulator snapshot applied straight into the database, the
// way the server's feed ingester would (statistics refreshed after it), then the database is closed again.
import {
  analyzeCatalogue,
  applyTrade360Message,
} from '../../apps/server/src/features/sports/catalogue-repository.ts';
import { migrateToLatest } from '../../apps/server/src/lib/db/migrations.ts';
import { type DatabaseOptions, openDatabase } from '../../apps/server/src/lib/db/open-database.ts';
import { generateFeedStream } from './feed-stream.ts';

/** What the filled database holds. */
export type CatalogueFill = {
  fixtures: number;
  outcomes: number;
  /** The league with the most fixtures not yet started. */
  busiestLeague: { id: number; fixtures: number };
  seconds: number;
};

const count = (row: { n: string | number | bigint }) => Number(row.n);

/**
 * Applies the snapshots of `seeds` simulator worlds starting now (so most fixtures are prematch on the
 * list) and fails when fewer than `minimumFixtures` landed. One world schedules each team at most once a
 * day (about 250 fixtures over its three days), so thousands of fixtures take several seeds; each seed
 * has its own fixture ids, on the same leagues and teams.
 */
export async function fillCatalogue(
  where: DatabaseOptions,
  seeds: number,
  minimumFixtures: number,
): Promise<CatalogueFill> {
  const startedAt = performance.now();
  const now = new Date();
  const handle = await openDatabase(where);
  try {
    await migrateToLatest(handle.db);
    for (let index = 0; index < seeds; index += 1) {
      const seed = `bench-list-${index}`;
      // More than a world can schedule: every league plays as many matches a day as it has team pairs.
      const { snapshot } = generateFeedStream({ seed, startAt: now, fixtureCount: 10_000, hours: 0 });
      await applyTrade360Message(handle.db, snapshot);
    }
    // A bulk import, as the server's feed does after a snapshot: fresh statistics for the plans.
    await analyzeCatalogue(handle.db);
    const fixtures = count(
      await handle.db
        .selectFrom('fixture')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    );
    if (fixtures < minimumFixtures) {
      throw new Error(`only ${fixtures} fixtures after the snapshot; ask for more with --seeds`);
    }
    const outcomes = count(
      await handle.db
        .selectFrom('outcome')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    );
    const league = await handle.db
      .selectFrom('fixture')
      .select((eb) => ['league_id', eb.fn.countAll<string>().as('n')])
      .where('status', '=', 1)
      .where('start_at', '>', new Date())
      .groupBy('league_id')
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return {
      fixtures,
      outcomes,
      busiestLeague: { id: league.league_id, fixtures: count(league) },
      seconds: (performance.now() - startedAt) / 1000,
    };
  } finally {
    await handle.close();
  }
}
