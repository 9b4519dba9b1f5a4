import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { deleteOldRows } from '../db/delete-old-rows.ts';
import type { UnitWork } from '../db/group-commit.ts';
import type { Trx } from '../db/transaction.ts';
import { AppError } from '../http/app-error.ts';

/** Who sends the key: a member, or a staff account in the back office. */
export type IdempotencyActor = { memberId: number } | { staffId: number };

/** An idempotency key and the request it was sent with. */
export type IdempotencyClaim = {
  actor: IdempotencyActor;
  key: string;
  /** The call, e.g. 'charge.request', 'wallet.pointToCash', 'wallet.adjust'. */
  operation: string;
  /** fingerprintOf(the request's inputs). */
  requestHash: string;
};

/** A reply kept under an idempotency key, and whether this call replayed it. */
export type IdempotentOutcome<T> = { reply: T; isReplay: boolean };

/** An earlier request's row under a key, as idempotency_claim answers it. */
export type StoredRow = {
  member_id: number | null;
  staff_id: number | null;
  operation: string;
  request_hash: string | null;
  reply: unknown;
};

const placeholder = JSON.stringify({ pending: true });

const storedColumns = ['member_id', 'staff_id', 'operation', 'request_hash', 'reply'] as const;

const rowOf = (claim: IdempotencyClaim) => ({
  key: claim.key,
  member_id: 'memberId' in claim.actor ? claim.actor.memberId : null,
  staff_id: 'staffId' in claim.actor ? claim.actor.staffId : null,
  operation: claim.operation,
  request_hash: claim.requestHash,
});

/**
 * The stored reply if the row was made by this claim's account, call and body; a key used for
 * anything else is refused (AppError 'idempotencyKeyReused'), so nothing runs under it. Rows
 * stored before migration 0005 have no body fingerprint: account and call must still match.
 */
function replayOf<T>(claim: IdempotencyClaim, row: StoredRow): T {
  const expected = rowOf(claim);
  const isSameRequest =
    row.member_id === expected.member_id &&
    row.staff_id === expected.staff_id &&
    row.operation === expected.operation &&
    (row.request_hash === null || row.request_hash === expected.request_hash);
  if (!isSameRequest) throw new AppError('idempotencyKeyReused');
  return row.reply as T;
}

/** The reply stored under the claim's key, undefined if none; throws if the key was used for another request. */
export async function findReplay<T>(db: Db, claim: IdempotencyClaim): Promise<T | undefined> {
  const row = await db
    .selectFrom('idempotent_reply')
    .select(storedColumns)
    .where('key', '=', claim.key)
    .executeTakeFirst();
  return row ? replayOf<T>(claim, row) : undefined;
}

type Claimed = { kind: 'claimed' } | { kind: 'stored'; row: StoredRow } | { kind: 'vanished' };

/**
 * Takes the key inside `trx`, in one round trip (idempotency_claim, migration 0031): a new row
 * (this request runs), or the committed row of an earlier request, locked until `trx` ends so the
 * prune job skips it while it is replayed. A concurrent request with the same key waits on the
 * insert until the first one commits or rolls back.
 */
async function claimKey(trx: Trx, claim: IdempotencyClaim): Promise<Claimed> {
  const row = rowOf(claim);
  // The stored columns are null on a row that claimed the key.
  const result = await sql<StoredRow & { is_claimed: boolean }>`
    select is_claimed, stored_member_id as member_id, stored_staff_id as staff_id,
      stored_operation as operation, stored_request_hash as request_hash, stored_reply as reply
    from idempotency_claim(${row.key}::text, ${row.member_id}::integer, ${row.staff_id}::integer,
      ${row.operation}::text, ${row.request_hash}::text, ${placeholder}::jsonb)`.execute(trx);
  const claimed = result.rows[0];
  // Pruned between the insert and the read: take the key again.
  if (!claimed) return { kind: 'vanished' };
  if (claimed.is_claimed) return { kind: 'claimed' };
  return { kind: 'stored', row: claimed };
}

const maxClaimAttempts = 3;

/** The row a claim inserts under its key (what idempotency_claim takes, but the reply). */
export type ClaimRow = ReturnType<typeof rowOf>;

/** What work that claims the key itself did: stored its reply, met an earlier request's row, or none. */
export type ClaimOutcome<T> =
  | { kind: 'done'; reply: T }
  | { kind: 'stored'; row: StoredRow }
  | { kind: 'vanished' };

/** Work that claims the key itself (with the claim's row), runs, and stores its reply. */
export type ClaimingWork<S, T> = (trx: Trx, shared: S, row: ClaimRow) => Promise<ClaimOutcome<T>>;

/** The usual claiming work: claims the key (one statement), runs `work`, stores its reply (another). */
export function claimThenRun<S, T>(claim: IdempotencyClaim, work: UnitWork<S, T>): ClaimingWork<S, T> {
  return async (trx, shared) => {
    const claimed = await claimKey(trx, claim);
    if (claimed.kind !== 'claimed') return claimed;
    const reply = await work(trx, shared);
    await trx
      .updateTable('idempotent_reply')
      .set({ reply: JSON.stringify(reply) })
      .where('key', '=', claim.key)
      .execute();
    return { kind: 'done', reply };
  };
}

/**
 * Runs one change under an idempotency key, in one database transaction: claims the key (or
 * replays the reply stored under it by the same account, call and body; anything else is
 * refused), runs `work`, and stores its reply with the change. If `work` throws an error that
 * `onRefusal` turns into a reply, nothing of `work` stays and that reply is stored on its own,
 * so the retry gets it too. `transact` runs the transaction (default: one of its own; a group
 * committer's savepoint when given, whose shared reads it hands to `work`).
 */
export async function runIdempotent<T, S = undefined>(
  db: Db,
  claim: IdempotencyClaim,
  work: UnitWork<S, T>,
  onRefusal?: (error: unknown) => T | undefined,
  transact?: <R>(work: UnitWork<S, R>) => Promise<R>,
): Promise<IdempotentOutcome<T>> {
  return runClaiming(db, claim, claimThenRun(claim, work), onRefusal, transact);
}

/**
 * runIdempotent for work that claims the key itself, e.g. in the same statement as its writes
 * (claimThenRun is the usual way): the same replays, refusals and stored refusals.
 */
export async function runClaiming<T, S = undefined>(
  db: Db,
  claim: IdempotencyClaim,
  work: ClaimingWork<S, T>,
  onRefusal?: (error: unknown) => T | undefined,
  transact: <R>(work: UnitWork<S, R>) => Promise<R> = (inner) =>
    db.transaction().execute((trx) => inner(trx, undefined as S)),
): Promise<IdempotentOutcome<T>> {
  for (let attempt = 1; ; attempt += 1) {
    let outcome: IdempotentOutcome<T> | null;
    try {
      outcome = await transact(async (trx, shared) => {
        const done = await work(trx, shared, rowOf(claim));
        if (done.kind === 'vanished') return null;
        if (done.kind === 'stored') return { reply: replayOf<T>(claim, done.row), isReplay: true };
        return { reply: done.reply, isReplay: false };
      });
    } catch (error) {
      const refusal = onRefusal?.(error);
      if (refusal === undefined) throw error;
      return storeRefusal(db, claim, refusal);
    }
    if (outcome) return outcome;
    if (attempt >= maxClaimAttempts) throw new Error(`Idempotency key ${claim.key} could not be claimed`);
  }
}

async function storeRefusal<T>(db: Db, claim: IdempotencyClaim, refusal: T): Promise<IdempotentOutcome<T>> {
  const saved = await db
    .insertInto('idempotent_reply')
    .values({ ...rowOf(claim), reply: JSON.stringify(refusal) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  if (saved.numInsertedOrUpdatedRows !== 0n) return { reply: refusal, isReplay: false };
  // Another request with this key committed in the meantime: its reply stands.
  const replayed = await findReplay<T>(db, claim);
  return replayed === undefined ? { reply: refusal, isReplay: false } : { reply: replayed, isReplay: true };
}

/**
 * Deletes stored replies created before `olderThan`, `batchSize` rows per statement, at most
 * `maxBatches` statements per call. Rows locked by a request in flight (claimed or being replayed)
 * are skipped (`for update skip locked`) and a later run takes them; a row inserted by an
 * uncommitted request is invisible here, and new rows are never older than the retention.
 * Returns how many rows went.
 */
export function pruneIdempotentReplies(
  db: Db,
  options: { olderThan: Date; batchSize: number; maxBatches: number },
): Promise<number> {
  return deleteOldRows(db, { table: 'idempotent_reply', key: 'key', createdAt: 'created_at', ...options });
}
