import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database.ts';
import type { Trx } from '../../../lib/db/transaction.ts';

// In-play bets parked by /bet/preInplay for one session until their delay has passed (migration 0006).

/**
 * Parks an in-play bet for a session, replacing any earlier one: ready `delaySeconds` after the
 * database clock now, expired `lifetimeSeconds` after that. Drops every parked bet that expired more
 * than an hour ago (of any session).
 */
export async function parkPendingBet(
  db: Db,
  pending: { sessionHash: string; memberId: number; request: unknown; idempotencyKey: string },
  delaySeconds: number,
  lifetimeSeconds: number,
): Promise<void> {
  // now(): one clock reading for both columns (this statement is its own transaction).
  const readyAt = sql<Date>`now() + make_interval(secs => ${delaySeconds})`;
  const expiresAt = sql<Date>`now() + make_interval(secs => ${delaySeconds + lifetimeSeconds})`;
  const values = {
    member_id: pending.memberId,
    request: JSON.stringify(pending.request),
    idempotency_key: pending.idempotencyKey,
    ready_at: readyAt,
    expires_at: expiresAt,
    created_at: sql<Date>`now()`,
  };
  // Parked bets nobody confirmed are dropped here an hour after they expired (indexed on expires_at),
  // so the table stays as small as the in-play traffic of the last hour.
  await db
    .deleteFrom('inplay_pending_bet')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
  await db
    .insertInto('inplay_pending_bet')
    .values({ session_hash: pending.sessionHash, ...values })
    .onConflict((conflict) => conflict.column('session_hash').doUpdateSet(values))
    .execute();
}

/** The session's parked bet with the database clock now; undefined when none. */
export async function findPendingBet(db: Db, sessionHash: string) {
  const row = await db
    .selectFrom('inplay_pending_bet')
    .select([
      'member_id as memberId',
      'request',
      'idempotency_key as idempotencyKey',
      'ready_at as readyAt',
      'expires_at as expiresAt',
      sql<Date>`clock_timestamp()`.as('now'),
    ])
    .where('session_hash', '=', sessionHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    memberId: row.memberId,
    request: row.request,
    idempotencyKey: row.idempotencyKey,
    readyAt: new Date(row.readyAt),
    expiresAt: new Date(row.expiresAt),
    now: new Date(row.now),
  };
}

/**
 * Takes (deletes) the session's parked bet under this key if it is ready now (ready_at <= now <
 * expires_at by the database clock), inside the caller's transaction; false when it is not there
 * any more, not ready or expired (a second confirm finds nothing).
 */
export async function takeReadyPendingBet(
  trx: Trx,
  pending: { sessionHash: string; memberId: number; idempotencyKey: string },
): Promise<boolean> {
  const taken = await trx
    .deleteFrom('inplay_pending_bet')
    .where('session_hash', '=', pending.sessionHash)
    .where('member_id', '=', pending.memberId)
    .where('idempotency_key', '=', pending.idempotencyKey)
    .where('ready_at', '<=', sql<Date>`clock_timestamp()`)
    .where('expires_at', '>', sql<Date>`clock_timestamp()`)
    .returning('session_hash')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Removes the session's parked bet under this key (expired, or refused after its transaction rolled back). */
export async function dropPendingBet(db: Db, sessionHash: string, idempotencyKey: string): Promise<void> {
  await db
    .deleteFrom('inplay_pending_bet')
    .where('session_hash', '=', sessionHash)
    .where('idempotency_key', '=', idempotencyKey)
    .execute();
}
