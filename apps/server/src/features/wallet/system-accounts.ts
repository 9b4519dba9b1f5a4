import type { Db, SystemAccountKind } from '../../lib/db/database.ts';
import { systemAccountShardOf } from './ledger-repository.ts';

// The one cache of the system accounts' shard ids (fixed once migrated), per database handle: every
// product's money step reads the house's side from it instead of looking it up in each transaction.

type ShardIds = Map<SystemAccountKind, number[]>;

const loaded = new WeakMap<Db, Promise<ShardIds>>();

async function readShardIds(reader: Db): Promise<ShardIds> {
  const rows = await reader
    .selectFrom('account')
    .select(['id', 'kind', 'shard'])
    .where('member_id', 'is', null)
    .orderBy('kind')
    .orderBy('shard')
    .execute();
  const byKind: ShardIds = new Map();
  for (const row of rows) {
    const kind = row.kind as SystemAccountKind;
    const ids = byKind.get(kind) ?? [];
    ids[row.shard] = row.id;
    byKind.set(kind, ids);
  }
  return byKind;
}

/**
 * The id of the shard of a system account that `memberId` picks, from the cache of `db`. A miss reads
 * through `reader` (pass the open transaction: PGlite runs one at a time, so a read beside it would wait).
 */
export async function systemAccountIdOf(
  db: Db,
  kind: SystemAccountKind,
  memberId: number,
  reader: Db = db,
): Promise<number> {
  let ids = loaded.get(db);
  if (!ids) {
    ids = readShardIds(reader);
    loaded.set(db, ids);
    ids.catch(() => loaded.delete(db));
  }
  const id = (await ids).get(kind)?.[systemAccountShardOf(memberId)];
  if (id === undefined) throw new Error(`System account ${kind} has no shard for member ${memberId}`);
  return id;
}

/** The number of the house shard the member's money moves against (placements queue by it). */
export const houseShardOf = (memberId: number): number => systemAccountShardOf(memberId);
