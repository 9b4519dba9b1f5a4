import type { LimitKind, LimitWindow } from '@hanpan/core/api/protection';
import type { Block } from '@hanpan/core/protection/blocks';
import type { LimitState } from '@hanpan/core/protection/limits';
import { sql } from 'kysely';
import { compileQuery } from '../../lib/db/compiled-query.ts';
import type { Db } from '../../lib/db/database.ts';
import { arrayLiteral } from '../../lib/db/pg-array.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// The only files of the protection feature that touch the database: member_protection (one row per
// member, made with the member) and protection_limit (migration 0047). Every read is of one member,
// but the staff list of blocked members.

/** A member's protection row: the block written (in force or not) and the settings. */
export type ProtectionRow = {
  block: Block | null;
  realityCheckMinutes: number;
  askAnsweredAt: Date | null;
};

/** One stored limit with its kind and window. */
export type StoredLimit = LimitState & {
  kind: LimitKind;
  window: LimitWindow;
  ownSetAt: Date | null;
};

const protectionColumns = [
  'block_kind as blockKind',
  'block_until as blockUntil',
  'block_return_asked_at as returnAskedAt',
  'reality_check_minutes as realityCheckMinutes',
  'ask_answered_at as askAnsweredAt',
] as const;

type RawProtection = {
  blockKind: 'timeout' | 'selfExclusion' | null;
  blockUntil: Date | null;
  returnAskedAt: Date | null;
  realityCheckMinutes: number;
  askAnsweredAt: Date | null;
};

const toProtection = (row: RawProtection): ProtectionRow => ({
  block:
    row.blockKind && row.blockUntil
      ? { kind: row.blockKind, until: row.blockUntil, returnAskedAt: row.returnAskedAt }
      : null,
  realityCheckMinutes: row.realityCheckMinutes,
  askAnsweredAt: row.askAnsweredAt,
});

/** The member's protection row, or null for no such member. */
export async function findProtection(db: Db, memberId: number): Promise<ProtectionRow | null> {
  const row = await db
    .selectFrom('member_protection')
    .select(protectionColumns)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ? toProtection(row) : null;
}

/**
 * Locks the member's protection row (FOR UPDATE) until the transaction ends: a member's stakes,
 * deposit requests, limit changes and blocks pass one at a time. Taken before any account lock.
 */
export async function lockProtection(trx: Trx, memberId: number): Promise<ProtectionRow | null> {
  const row = await trx
    .selectFrom('member_protection')
    .select(protectionColumns)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  return row ? toProtection(row) : null;
}

type RawLimit = {
  kind: LimitKind;
  window: LimitWindow;
  own: string | number | bigint | null;
  ownSetAt: Date | null;
  staff: string | number | bigint | null;
  pendingAmount: string | number | bigint | null;
  pendingAppliesAt: Date | null;
};

const toStoredLimit = (row: RawLimit): StoredLimit => ({
  kind: row.kind,
  window: row.window,
  own: row.own === null ? null : BigInt(row.own),
  ownSetAt: row.ownSetAt,
  staff: row.staff === null ? null : BigInt(row.staff),
  pending:
    row.pendingAppliesAt === null
      ? null
      : {
          amount: row.pendingAmount === null ? null : BigInt(row.pendingAmount),
          appliesAt: row.pendingAppliesAt,
        },
});

/** The member's stored limits (of some kinds, or all). */
export async function listLimits(
  db: Db,
  memberId: number,
  kinds?: readonly LimitKind[],
): Promise<StoredLimit[]> {
  let query = db
    .selectFrom('protection_limit')
    .select([
      'kind',
      'window',
      'own_amount as own',
      'own_set_at as ownSetAt',
      'staff_amount as staff',
      'pending_amount as pendingAmount',
      'pending_applies_at as pendingAppliesAt',
    ])
    .where('member_id', '=', memberId);
  if (kinds) query = query.where('kind', 'in', kinds);
  const rows = await query.execute();
  return rows.map(toStoredLimit);
}

// Compiled once (it runs in every stake's transaction). One row per limit of the kinds, or one row
// of nulls beside the protection row when the member has none; FOR UPDATE OF p locks the protection
// row only, never a limit row.
const protectionWithLimits = compileQuery((db, memberId: number, kinds: string) =>
  db
    .selectFrom('member_protection as p')
    .leftJoin('protection_limit as l', (join) =>
      join.onRef('l.member_id', '=', 'p.member_id').on('l.kind', '=', sql<LimitKind>`any(${kinds}::text[])`),
    )
    .select([
      'p.block_kind as blockKind',
      'p.block_until as blockUntil',
      'p.block_return_asked_at as returnAskedAt',
      'p.reality_check_minutes as realityCheckMinutes',
      'p.ask_answered_at as askAnsweredAt',
      'l.kind',
      'l.window',
      'l.own_amount as own',
      'l.own_set_at as ownSetAt',
      'l.staff_amount as staff',
      'l.pending_amount as pendingAmount',
      'l.pending_applies_at as pendingAppliesAt',
    ])
    .where('p.member_id', '=', memberId)
    .forUpdate(['p']),
);

/**
 * lockProtection's lock and the member's limits of `kinds` in one statement (the guards of stakes and
 * deposit requests), or null for no such member. The limits come from the statement's snapshot, taken
 * before any wait for the lock: a limit changed meanwhile may be missed (the stake is then checked as
 * if it came first, its requests overlapping), while the block, on the locked row, is always the
 * latest. Not for a read-modify-write of a limit: lockProtection, then listLimits.
 */
export async function lockProtectionWithLimits(
  trx: Trx,
  memberId: number,
  kinds: readonly LimitKind[],
): Promise<{ protection: ProtectionRow; limits: StoredLimit[] } | null> {
  const rows = await protectionWithLimits(trx, memberId, arrayLiteral(kinds));
  const [first] = rows;
  if (!first) return null;
  const limits = rows.flatMap(({ kind, window, ...row }) =>
    kind === null || window === null ? [] : [toStoredLimit({ ...row, kind, window })],
  );
  return { protection: toProtection(first), limits };
}

/** Writes one limit as a whole (insert or replace): own, staff and pending. */
export async function saveLimit(
  trx: Trx,
  input: { memberId: number; kind: LimitKind; window: LimitWindow; state: LimitState; ownSetAt: Date | null },
  staffId?: number,
): Promise<void> {
  const values = {
    own_amount: input.state.own,
    own_set_at: input.ownSetAt,
    staff_amount: input.state.staff,
    pending_amount: input.state.pending?.amount ?? null,
    pending_applies_at: input.state.pending?.appliesAt ?? null,
    ...(staffId === undefined ? {} : { staff_id: staffId }),
  };
  await trx
    .insertInto('protection_limit')
    .values({ member_id: input.memberId, kind: input.kind, window: input.window, staff_id: null, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'window']).doUpdateSet(values))
    .execute();
}

/** Writes the member's block (the row is locked by the caller). */
export async function writeBlock(trx: Trx, memberId: number, block: Block, startedAt: Date): Promise<void> {
  await trx
    .updateTable('member_protection')
    .set({
      block_kind: block.kind,
      block_until: block.until,
      block_started_at: startedAt,
      block_return_asked_at: null,
    })
    .where('member_id', '=', memberId)
    .execute();
}

/**
 * Records the member's request to return from an ended self-exclusion, once: a request already made
 * keeps its time (and so the return it set).
 */
export async function writeReturnAsked(db: Db, memberId: number, at: Date): Promise<void> {
  await db
    .updateTable('member_protection')
    .set({ block_return_asked_at: at })
    .where('member_id', '=', memberId)
    .where('block_kind', '=', 'selfExclusion')
    .where('block_until', '<=', at)
    .where('block_return_asked_at', 'is', null)
    .execute();
}

/** Sets the reality check interval. */
export async function writeRealityCheck(db: Db, memberId: number, minutes: number): Promise<void> {
  await db
    .updateTable('member_protection')
    .set({ reality_check_minutes: minutes })
    .where('member_id', '=', memberId)
    .execute();
}

/** Records that the member answered the deposit-limit question (set a limit or tapped 나중에). */
export async function writeAskAnswered(db: Db, memberId: number, at: Date): Promise<void> {
  await db
    .updateTable('member_protection')
    .set({ ask_answered_at: at })
    .where('member_id', '=', memberId)
    .execute();
}

/**
 * One page of members whose block is in force at `at`, newest first: a time-out until its end; a
 * self-exclusion until its end, then until 24 hours after the member asked to return (or for as long
 * as they have not asked): core `activeBlock`'s rule, in SQL (member_block_in_force, migration 0047).
 */
export async function listBlockedMembers(
  db: Db,
  filter: { kind: 'all' | 'timeout' | 'selfExclusion'; offset: number; limit: number; at: Date },
) {
  let base = db
    .selectFrom('member_protection as p')
    .innerJoin('member as m', 'm.id', 'p.member_id')
    .where(sql<boolean>`member_block_in_force(p.member_id, ${filter.at})`);
  if (filter.kind !== 'all') base = base.where('p.block_kind', '=', filter.kind);
  const total = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'p.member_id as memberId',
      'm.login_id as loginId',
      'm.nick',
      'p.block_kind as kind',
      'p.block_started_at as startedAt',
      'p.block_until as until',
      'p.block_return_asked_at as returnAskedAt',
    ])
    .orderBy('p.block_started_at', 'desc')
    .orderBy('p.member_id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { rows, total: Number(total.count) };
}
