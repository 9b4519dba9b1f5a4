// The set-up the closing-burst benches share: a fresh PostgreSQL database, migrated, with the betting
// members and their sessions and the engine's seed chains written before the server starts.
import { migrateToLatest } from '../../apps/server/src/lib/db/migrations.ts';
import { openDatabase } from '../../apps/server/src/lib/db/open-database.ts';
import { createBettingMembers } from './bet-setup.ts';
import { onCleanup } from './cleanup.ts';
import { createEngineChains } from './engine-chains.ts';
import { createFreshDatabase } from './fresh-database.ts';

/** A fresh database (dropped at clean-up) with `memberCount` betting members and the engine's chains. */
export async function prepareBurstDatabase(pgServerUrl: string, memberCount: number) {
  const database = await createFreshDatabase(pgServerUrl);
  onCleanup(database.drop);
  const handle = await openDatabase({ databaseUrl: database.url });
  const closeHandle = onCleanup(() => handle.close());
  const { db } = handle;
  await migrateToLatest(db);
  const setupStart = performance.now();
  const members = await createBettingMembers(db, memberCount);
  await createEngineChains(db);
  console.log(
    `${memberCount} members with sessions in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
  );
  return { url: database.url, db, closeHandle, members };
}
