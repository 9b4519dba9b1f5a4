import type { BankChangeStatus } from '../../lib/db/account-tables.ts';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// The bank change requests' storage; member reads are scoped to one member.

/** A bank account: name, number, holder. */
export type BankAccountFields = { bankName: string; bankAccount: string; bankHolder: string };

/** The unique partial index that allows one pending request per member (migration 0048). */
export const onePendingIndex = 'bank_change_request_one_pending_key';

const requestColumns = [
  'r.id',
  'r.member_id as memberId',
  'r.bank_name as bankName',
  'r.bank_account as bankAccount',
  'r.bank_holder as bankHolder',
  'r.before_bank_name as beforeBankName',
  'r.before_bank_account as beforeBankAccount',
  'r.before_bank_holder as beforeBankHolder',
  'r.status',
  'r.reason',
  'r.created_at as createdAt',
  'r.decided_at as decidedAt',
] as const;

/** The member's registered payout account, or undefined. */
export function findMemberBank(db: Db, memberId: number): Promise<BankAccountFields | undefined> {
  return db
    .selectFrom('member')
    .select(['bank_name as bankName', 'bank_account as bankAccount', 'bank_holder as bankHolder'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Adds a pending request; a second pending one of the member fails on {@link onePendingIndex}. */
export async function insertPendingBankChange(
  db: Db,
  input: {
    memberId: number;
    after: BankAccountFields;
    before: BankAccountFields;
    at: Date;
  },
) {
  const { id } = await db
    .insertInto('bank_change_request')
    .values({
      member_id: input.memberId,
      bank_name: input.after.bankName,
      bank_account: input.after.bankAccount,
      bank_holder: input.after.bankHolder,
      before_bank_name: input.before.bankName,
      before_bank_account: input.before.bankAccount,
      before_bank_holder: input.before.bankHolder,
      created_at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .selectFrom('bank_change_request as r')
    .select(requestColumns)
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The member's own requests, newest first. */
export function listMemberBankChanges(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('bank_change_request as r')
    .select(requestColumns)
    .where('r.member_id', '=', memberId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** One page of requests for staff, pending first, then newest first. */
export async function listBankChangesForStaff(
  db: Db,
  filter: {
    memberId?: number;
    status: 'all' | BankChangeStatus;
    offset: number;
    limit: number;
  },
) {
  let base = db.selectFrom('bank_change_request as r').innerJoin('member as m', 'm.id', 'r.member_id');
  if (filter.memberId !== undefined) base = base.where('r.member_id', '=', filter.memberId);
  if (filter.status !== 'all') base = base.where('r.status', '=', filter.status);
  const total = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select([...requestColumns, 'm.login_id as loginId', 'm.nick'])
    .orderBy((eb) => eb.case().when('r.status', '=', 'pending').then(0).else(1).end())
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return { rows, total: Number(total.count) };
}

/** A request locked until the transaction ends, or undefined. */
export function lockBankChangeRequest(trx: Trx, id: number) {
  return trx
    .selectFrom('bank_change_request as r')
    .select(requestColumns)
    .where('r.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Records the decision on a pending request. */
export async function decideBankChange(
  trx: Trx,
  input: { id: number; status: BankChangeStatus; reason: string | null; at: Date; staffId: number },
): Promise<void> {
  await trx
    .updateTable('bank_change_request')
    .set({ status: input.status, reason: input.reason, decided_at: input.at, decided_by: input.staffId })
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .execute();
}

/** Writes the member's payout account (on approval). */
export async function setMemberBank(trx: Trx, memberId: number, bank: BankAccountFields): Promise<void> {
  await trx
    .updateTable('member')
    .set({ bank_name: bank.bankName, bank_account: bank.bankAccount, bank_holder: bank.bankHolder })
    .where('id', '=', memberId)
    .execute();
}
