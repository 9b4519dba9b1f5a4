import type { ChargeStatus, Db, ExchangeStatus } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { PageQuery } from './repository.ts';

/** Which requests a back-office list shows. */
export type StaffListFilter = { status: string; memberId?: number };

const chargeQuery = (db: Db) =>
  db
    .selectFrom('charge_request as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .leftJoin('staff as s', 's.id', 'c.decided_by')
    .select([
      'c.id',
      'c.member_id as memberId',
      'm.login_id as loginId',
      'm.nick',
      'c.amount',
      'c.depositor_name as depositorName',
      'c.status',
      'c.created_at as createdAt',
      'c.decided_at as decidedAt',
      's.login_id as decidedBy',
      'c.reason',
      'c.ledger_tx_id as ledgerTxId',
    ]);

/** A deposit request with the member's login id and nick and the deciding staff's login id. */
export type StaffChargeRow = Awaited<ReturnType<ReturnType<typeof chargeQuery>['executeTakeFirstOrThrow']>>;

const exchangeQuery = (db: Db) =>
  db
    .selectFrom('exchange_request as e')
    .innerJoin('member as m', 'm.id', 'e.member_id')
    .leftJoin('staff as s', 's.id', 'e.decided_by')
    .leftJoin('staff as f', 'f.id', 'e.first_approved_by')
    .select([
      'e.id',
      'e.member_id as memberId',
      'm.login_id as loginId',
      'm.nick',
      'e.amount',
      'e.bank_name as bankName',
      'e.bank_account as bankAccount',
      'e.bank_holder as bankHolder',
      'e.status',
      'e.created_at as createdAt',
      'f.login_id as firstApprovedBy',
      'e.decided_at as decidedAt',
      's.login_id as decidedBy',
      'e.reason',
    ]);

/** A withdrawal request with login ids and nick joined in. */
export type StaffExchangeRow = Awaited<
  ReturnType<ReturnType<typeof exchangeQuery>['executeTakeFirstOrThrow']>
>;

const hasStatusFilter = (filter: StaffListFilter) => filter.status !== 'all';
const hasMemberFilter = (filter: StaffListFilter) => filter.memberId !== undefined;
// A pending queue is worked oldest first; every other list reads newest first.
const directionOf = (filter: StaffListFilter) => (filter.status === 'pending' ? 'asc' : 'desc');

/** One page of deposit requests for the back office, and how many match. */
export async function listStaffCharges(db: Db, filter: StaffListFilter, page: PageQuery) {
  const status = filter.status as ChargeStatus;
  const memberId = filter.memberId ?? 0;
  const [rows, total] = await Promise.all([
    chargeQuery(db)
      .$if(hasStatusFilter(filter), (qb) => qb.where('c.status', '=', status))
      .$if(hasMemberFilter(filter), (qb) => qb.where('c.member_id', '=', memberId))
      .orderBy('c.id', directionOf(filter))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('charge_request as c')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .$if(hasStatusFilter(filter), (qb) => qb.where('c.status', '=', status))
      .$if(hasMemberFilter(filter), (qb) => qb.where('c.member_id', '=', memberId))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One page of withdrawal requests for the back office, and how many match. */
export async function listStaffExchanges(db: Db, filter: StaffListFilter, page: PageQuery) {
  const status = filter.status as ExchangeStatus;
  const memberId = filter.memberId ?? 0;
  const [rows, total] = await Promise.all([
    exchangeQuery(db)
      .$if(hasStatusFilter(filter), (qb) => qb.where('e.status', '=', status))
      .$if(hasMemberFilter(filter), (qb) => qb.where('e.member_id', '=', memberId))
      .orderBy('e.id', directionOf(filter))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('exchange_request as e')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .$if(hasStatusFilter(filter), (qb) => qb.where('e.status', '=', status))
      .$if(hasMemberFilter(filter), (qb) => qb.where('e.member_id', '=', memberId))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One deposit request as staff see it. */
export function findStaffCharge(db: Db, id: number) {
  return chargeQuery(db).where('c.id', '=', id).executeTakeFirst();
}

/** One withdrawal request as staff see it. */
export function findStaffExchange(db: Db, id: number) {
  return exchangeQuery(db).where('e.id', '=', id).executeTakeFirst();
}

/** The status of a deposit request, or undefined when there is none. */
export async function findChargeStatus(db: Db, id: number): Promise<ChargeStatus | undefined> {
  const row = await db.selectFrom('charge_request').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/**
 * Decides a pending deposit request. The status condition makes the claim: of two staff deciding
 * at once, the second waits on the row lock, then finds it no longer pending and gets undefined.
 */
export function claimPendingCharge(
  trx: Trx,
  input: { id: number; status: 'approved' | 'rejected'; staffId: number; now: Date; reason: string | null },
) {
  return trx
    .updateTable('charge_request')
    .set({ status: input.status, decided_by: input.staffId, decided_at: input.now, reason: input.reason })
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .returning(['id', 'member_id as memberId', 'amount'])
    .executeTakeFirst();
}

/** Links an approved deposit request to the ledger transaction that credited it. */
export async function setChargeLedgerTx(trx: Trx, id: number, txId: bigint): Promise<void> {
  await trx.updateTable('charge_request').set({ ledger_tx_id: txId }).where('id', '=', id).execute();
}

/** Locks a withdrawal request for a staff decision (a concurrent decision waits). */
export function lockExchange(trx: Trx, id: number) {
  return trx
    .selectFrom('exchange_request')
    .select(['id', 'member_id as memberId', 'amount', 'status', 'first_approved_by as firstApprovedBy'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Records the first of two approvals of a large withdrawal. */
export async function setExchangeFirstApproval(
  trx: Trx,
  input: { id: number; staffId: number; now: Date },
): Promise<void> {
  await trx
    .updateTable('exchange_request')
    .set({ first_approved_by: input.staffId, first_approved_at: input.now })
    .where('id', '=', input.id)
    .execute();
}

/** Closes a locked withdrawal request: paid out or rejected, with the posting that settled it. */
export async function closeExchange(
  trx: Trx,
  input: {
    id: number;
    status: Exclude<ExchangeStatus, 'pending'>;
    staffId: number;
    now: Date;
    reason: string | null;
    settleTxId: bigint;
  },
): Promise<void> {
  await trx
    .updateTable('exchange_request')
    .set({
      status: input.status,
      decided_by: input.staffId,
      decided_at: input.now,
      reason: input.reason,
      settle_tx_id: input.settleTxId,
    })
    .where('id', '=', input.id)
    .execute();
}

type CountAmount = { count: number; amount: bigint };

const toCountAmount = (row: { n: bigint | string | number; total: bigint | string | number | null }) => ({
  count: Number(row.n),
  amount: BigInt(row.total ?? 0),
});

/** Count and sum of requests in a status, optionally decided since a time. */
export async function sumRequests(
  db: Db,
  table: 'charge_request' | 'exchange_request',
  status: 'pending' | 'approved',
  decidedSince?: Date,
): Promise<CountAmount> {
  let query = db
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<bigint>().as('n'), eb.fn.sum<bigint | null>('amount').as('total')])
    .where('status', '=', status);
  if (decidedSince) query = query.where('decided_at', '>=', decidedSince);
  return toCountAmount(await query.executeTakeFirstOrThrow());
}

/** The sum of every member balance of each kind. */
export async function sumMemberBalances(db: Db) {
  const rows = await db
    .selectFrom('account')
    .select((eb) => ['kind', eb.fn.sum<bigint | null>('balance').as('total')])
    .where('member_id', 'is not', null)
    .groupBy('kind')
    .execute();
  const totals = { cash: 0n, point: 0n, agency_cash: 0n };
  for (const row of rows) {
    if (row.kind in totals) totals[row.kind as keyof typeof totals] = BigInt(row.total ?? 0);
  }
  return totals;
}
