import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

/** A page request: 1-based page number and its size. */
export type PageQuery = { page: number; pageSize: number };

const offsetOf = ({ page, pageSize }: PageQuery) => (page - 1) * pageSize;

const memberChargeColumns = [
  'id',
  'amount',
  'depositor_name as depositorName',
  'status',
  'created_at as createdAt',
  'decided_at as decidedAt',
  'reason',
] as const;

/** The member's pending deposit request, if any (there is at most one). */
export function findPendingCharge(db: Db, memberId: number) {
  return db
    .selectFrom('charge_request')
    .select(memberChargeColumns)
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/**
 * Records a pending deposit request. The partial unique index charge_request_one_pending_key
 * refuses a second pending request of the same member (a unique violation the caller turns into
 * code 5), even when two arrive at once.
 */
export function insertChargeRequest(
  trx: Trx,
  input: { memberId: number; amount: bigint; depositorName: string },
) {
  return trx
    .insertInto('charge_request')
    .values({ member_id: input.memberId, amount: input.amount, depositor_name: input.depositorName })
    .returning(memberChargeColumns)
    .executeTakeFirstOrThrow();
}

/** Cancels the member's own request if it is still pending; undefined otherwise. */
export function cancelPendingCharge(db: Db, input: { memberId: number; id: number; now: Date }) {
  return db
    .updateTable('charge_request')
    .set({ status: 'cancelled', decided_at: input.now })
    .where('id', '=', input.id)
    .where('member_id', '=', input.memberId)
    .where('status', '=', 'pending')
    .returning(memberChargeColumns)
    .executeTakeFirst();
}

/** A deposit request as the member's history shows it. */
export type MemberChargeRow = NonNullable<Awaited<ReturnType<typeof findPendingCharge>>>;

const countOf = (n: bigint | number | string) => Number(n);

/** One page of the member's deposit requests, newest first, and how many there are. */
export async function listMemberCharges(db: Db, memberId: number, page: PageQuery) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('charge_request')
      .select(memberChargeColumns)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute(),
    db
      .selectFrom('charge_request')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: countOf(total.n) };
}

const memberExchangeColumns = [
  'id',
  'amount',
  'status',
  'created_at as createdAt',
  'decided_at as decidedAt',
  'reason',
] as const;

/** One page of the member's withdrawal requests, newest first, and how many there are. */
export async function listMemberExchanges(db: Db, memberId: number, page: PageQuery) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('exchange_request')
      .select(memberExchangeColumns)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute(),
    db
      .selectFrom('exchange_request')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: countOf(total.n) };
}

/** A withdrawal request as the member's history shows it. */
export type MemberExchangeRow = Awaited<ReturnType<typeof listMemberExchanges>>['rows'][number];

/** The member's registered account holder: the only name a deposit may come from. */
export function findMemberBankHolder(db: Db, memberId: number): Promise<string | undefined> {
  return db
    .selectFrom('member')
    .select('bank_holder')
    .where('id', '=', memberId)
    .executeTakeFirst()
    .then((row) => row?.bank_holder);
}

/** The member's registered payout account and exchange password hash. */
export function findMemberPayout(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select([
      'bank_name as bankName',
      'bank_account as bankAccount',
      'bank_holder as bankHolder',
      'exchange_password_hash as exchangePasswordHash',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Takes the next exchange_request id, so the hold can be posted with its reference before the
 * row (which requires the hold's ledger_tx id) is inserted.
 */
export async function nextExchangeRequestId(trx: Trx): Promise<number> {
  const { rows } = await sql<{ id: string | number | bigint }>`
    select nextval(pg_get_serial_sequence('exchange_request', 'id')) as id`.execute(trx);
  return Number(rows[0]?.id);
}

/** Records a held withdrawal request with the member's bank details copied in. */
export function insertExchangeRequest(
  trx: Trx,
  input: {
    id: number;
    memberId: number;
    amount: bigint;
    bank: { bankName: string; bankAccount: string; bankHolder: string };
    holdTxId: bigint;
  },
) {
  return trx
    .insertInto('exchange_request')
    .values({
      id: input.id,
      member_id: input.memberId,
      amount: input.amount,
      bank_name: input.bank.bankName,
      bank_account: input.bank.bankAccount,
      bank_holder: input.bank.bankHolder,
      hold_tx_id: input.holdTxId,
    })
    .returning(memberExchangeColumns)
    .executeTakeFirstOrThrow();
}

/** The most recent approved deposits with the depositing member's nick, newest first. */
export function listRecentApprovedCharges(db: Db, limit: number) {
  return db
    .selectFrom('charge_request as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .select(['m.nick', 'c.amount', 'c.decided_at as decidedAt'])
    .where('c.status', '=', 'approved')
    .orderBy('c.decided_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}
