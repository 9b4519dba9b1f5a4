import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type SkyhubDatabase, toBigint } from './tables.ts';

/** The active seeds of a player (the server seed stays secret until rotated). */
export type ActiveSeeds = {
  id: bigint;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

const newServerSeed = () => {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: createHash('sha256').update(seed, 'utf8').digest('hex') };
};

const toSeeds = (row: {
  id: bigint | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}): ActiveSeeds => ({
  id: toBigint(row.id),
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
});

/** The player's active seeds, created (with `clientSeed`) when the player has none. */
export async function findOrCreateActiveSeeds(
  db: Kysely<SkyhubDatabase>,
  userId: string,
  clientSeed: string,
  now: Date,
): Promise<ActiveSeeds> {
  const found = await db
    .selectFrom('skyhub_fairness')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (found) return toSeeds(found);
  const { seed, hash } = newServerSeed();
  await db
    .insertInto('skyhub_fairness')
    .values({
      user_id: userId,
      server_seed: seed,
      server_seed_hash: hash,
      client_seed: clientSeed,
      nonce: 0,
      is_active: true,
      created_at: now,
    })
    // A literal, not a bound value: a generically planned statement must still match the partial index.
    .onConflict((oc) => oc.column('user_id').where(sql.ref('is_active'), '=', sql.lit(true)).doNothing())
    .execute();
  const row = await db
    .selectFrom('skyhub_fairness')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return toSeeds(row);
}

/** Takes the next nonce of the player's active seeds (one atomic update): the seeds the round uses. */
export async function takeNextNonce(db: Kysely<SkyhubDatabase>, userId: string): Promise<ActiveSeeds | null> {
  const row = await db
    .updateTable('skyhub_fairness')
    .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .returningAll()
    .executeTakeFirst();
  return row ? { ...toSeeds(row), nonce: row.nonce - 1 } : null;
}

/** Sets the client seed of the player's active seeds. */
export async function updateClientSeed(db: Kysely<SkyhubDatabase>, userId: string, clientSeed: string) {
  await db
    .updateTable('skyhub_fairness')
    .set({ client_seed: clientSeed })
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .execute();
}

/** Retires the active seeds (revealing the server seed) and starts new ones; returns the old row. */
export async function rotateSeeds(
  db: Kysely<SkyhubDatabase>,
  userId: string,
  now: Date,
): Promise<{ revealed: ActiveSeeds | null; next: ActiveSeeds }> {
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .updateTable('skyhub_fairness')
      .set({ is_active: false, revealed_at: now })
      .where('user_id', '=', userId)
      .where('is_active', '=', true)
      .returningAll()
      .executeTakeFirst();
    const { seed, hash } = newServerSeed();
    const next = await trx
      .insertInto('skyhub_fairness')
      .values({
        user_id: userId,
        server_seed: seed,
        server_seed_hash: hash,
        client_seed: old?.client_seed ?? 'skyhub',
        nonce: 0,
        is_active: true,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { revealed: old ? toSeeds(old) : null, next: toSeeds(next) };
  });
}

/** The revealed server seeds of these fairness rows (active ones are absent: still secret). */
export async function findRevealedSeeds(
  db: Kysely<SkyhubDatabase>,
  ids: readonly bigint[],
): Promise<Map<string, { serverSeed: string; serverSeedHash: string }>> {
  const map = new Map<string, { serverSeed: string; serverSeedHash: string }>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('skyhub_fairness')
    .select(['id', 'server_seed', 'server_seed_hash', 'is_active'])
    .where(
      'id',
      'in',
      ids.map((id) => id.toString()),
    )
    .execute();
  for (const row of rows) {
    map.set(toBigint(row.id).toString(), {
      serverSeed: row.is_active ? '' : row.server_seed,
      serverSeedHash: row.server_seed_hash,
    });
  }
  return map;
}
