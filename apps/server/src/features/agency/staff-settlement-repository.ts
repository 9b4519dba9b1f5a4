import type { AgencySettlementStatus } from '../../lib/db/agency-settlement-tables.ts';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// The back office's reads and writes of settlements beyond the run: approvals, adjustments, the list.

/** The staff list's filter as the database takes it. */
export type SettlementListQuery = {
  from: string;
  to: string;
  partnerId: number | null;
  status: 'all' | AgencySettlementStatus;
  offset: number;
  limit: number;
};

function filtered(db: Db, filter: SettlementListQuery) {
  let query = db
    .selectFrom('agency_settlement as s')
    .where('s.day', '>=', filter.from)
    .where('s.day', '<=', filter.to);
  if (filter.partnerId !== null) query = query.where('s.partner_id', '=', filter.partnerId);
  if (filter.status !== 'all') query = query.where('s.status', '=', filter.status);
  return query;
}

/** One page of settlements (newest day first) and how many match the filter. */
export async function listSettlements(db: Db, filter: SettlementListQuery) {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .innerJoin('partner as p', 'p.id', 's.partner_id')
      .leftJoin('staff as first', 'first.id', 's.first_approved_by')
      .leftJoin('staff as releaser', 'releaser.id', 's.released_by')
      .select((eb) => [
        's.id',
        's.partner_id as partnerId',
        'p.name as partnerName',
        's.day',
        's.status',
        's.amount',
        'first.login_id as firstApprovedBy',
        's.released_at as releasedAt',
        'releaser.login_id as releasedBy',
        's.release_reason as releaseReason',
        eb
          .exists(
            eb
              .selectFrom('agency_settlement_hold as h')
              .select('h.partner_id')
              .whereRef('h.partner_id', '=', 's.partner_id'),
          )
          .as('isPartnerHeld'),
      ])
      .orderBy('s.day', 'desc')
      .orderBy('s.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** What releasing each of `partnerIds` would pay now: the sum of its positive held settlements. */
export async function readHeldPayable(db: Db, partnerIds: readonly number[]): Promise<Map<number, bigint>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('agency_settlement')
    .select((eb) => ['partner_id', eb.fn.sum<string>('amount').as('payable')])
    .where('partner_id', 'in', [...partnerIds])
    .where('status', '=', 'held')
    .where('amount', '>', 0n)
    .groupBy('partner_id')
    .execute();
  return new Map(rows.map((row) => [row.partner_id, BigInt(row.payable)]));
}

/** The manual (staff adjustment) line amount of each of `settlementIds` that has one. */
export async function readManualAmounts(
  db: Db,
  settlementIds: readonly bigint[],
): Promise<Map<bigint, bigint>> {
  if (settlementIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('agency_settlement_line')
    .select(['settlement_id', 'amount'])
    .where('settlement_id', 'in', [...settlementIds])
    .where('kind', '=', 'manual')
    .execute();
  return new Map(rows.map((row) => [row.settlement_id, row.amount]));
}

/** Records `staffId` as the first approver of the held settlements that have none yet. */
export async function setFirstApproval(
  trx: Trx,
  approval: { ids: readonly bigint[]; staffId: number; at: Date },
) {
  if (approval.ids.length === 0) return;
  await trx
    .updateTable('agency_settlement')
    .set({ first_approved_by: approval.staffId, first_approved_at: approval.at })
    .where('id', 'in', [...approval.ids])
    .where('status', '=', 'held')
    .where('first_approved_by', 'is', null)
    .execute();
}

/** A settlement, locked: its partner, day, status and amount. */
export function lockSettlement(trx: Trx, id: bigint) {
  return trx
    .selectFrom('agency_settlement')
    .select(['id', 'partner_id as partnerId', 'day', 'status', 'amount'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The sum of a settlement's computed lines (every line but a staff adjustment). */
export async function readComputedAmount(trx: Trx, id: bigint): Promise<bigint> {
  const row = await trx
    .selectFrom('agency_settlement_line')
    .select((eb) => eb.fn.sum<string | null>('amount').as('total'))
    .where('settlement_id', '=', id)
    .where('kind', '<>', 'manual')
    .executeTakeFirstOrThrow();
  return BigInt(row.total ?? 0);
}

/**
 * Sets a held settlement's amount with one manual line for the difference from its computed lines
 * (none when they agree), and clears the first approvals of the partner's held settlements: what a
 * first approver approved is no longer what would be paid.
 */
export async function adjustSettlement(
  trx: Trx,
  change: { id: bigint; partnerId: number; day: string; computed: bigint; amount: bigint },
) {
  await trx
    .deleteFrom('agency_settlement_line')
    .where('settlement_id', '=', change.id)
    .where('kind', '=', 'manual')
    .execute();
  if (change.amount !== change.computed) {
    await trx
      .insertInto('agency_settlement_line')
      .values({
        settlement_id: change.id,
        product: 'settlement',
        folders: 0,
        kind: 'manual',
        source_partner_id: null,
        base: change.computed,
        rate_bp: 0,
        carry_in: 0n,
        carry_out: 0n,
        amount: change.amount - change.computed,
        is_adjustment: false,
        for_day: change.day,
      })
      .execute();
  }
  await trx
    .updateTable('agency_settlement')
    .set({ amount: change.amount })
    .where('id', '=', change.id)
    .execute();
  await trx
    .updateTable('agency_settlement')
    .set({ first_approved_by: null, first_approved_at: null })
    .where('partner_id', '=', change.partnerId)
    .where('status', '=', 'held')
    .execute();
}
