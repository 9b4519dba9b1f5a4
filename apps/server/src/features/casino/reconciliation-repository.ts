import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';

// What reconciliation compares on the operator's side: the provider's wallet transactions of a period
// with the cash leg of their ledger postings, and the provider's casino postings that no wallet
// transaction points at.

/** The provider's wallet transactions in [from, until) with their ledger amount on the member's cash. */
export async function operatorTransactionsOf(db: Db, providerId: number, from: Date, until: Date) {
  return db
    .selectFrom('casino_tx as x')
    .leftJoin('ledger_tx as t', 't.id', 'x.ledger_tx_id')
    .select([
      'x.transaction_uuid as transactionId',
      'x.kind',
      'x.status',
      'x.amount',
      'x.ledger_tx_id as ledgerTxId',
      't.kind as ledgerKind',
      sql<string | null>`(select abs(e.amount) from ledger_entry e join account a on a.id = e.account_id
        where e.tx_id = x.ledger_tx_id and a.member_id = x.member_id and a.kind = 'cash' limit 1)`.as(
        'ledgerAmount',
      ),
    ])
    .where('x.provider_id', '=', providerId)
    .where('x.created_at', '>=', from)
    .where('x.created_at', '<', until)
    .orderBy('x.id')
    .execute();
}

/** The provider's casino ledger postings in [from, until) that no wallet transaction points at. */
export async function orphanLedgerPostingsOf(db: Db, providerId: number, from: Date, until: Date) {
  return db
    .selectFrom('ledger_tx as t')
    .select([
      't.id',
      't.kind',
      't.idempotency_key as idempotencyKey',
      sql<string>`(select coalesce(sum(e.amount), 0) from ledger_entry e join account a on a.id = e.account_id
        where e.tx_id = t.id and a.member_id is not null)`.as('memberAmount'),
    ])
    .where('t.kind', 'in', ['casino_bet', 'casino_win', 'casino_rollback'])
    .where('t.idempotency_key', 'like', `casino:${providerId}:%`)
    .where('t.created_at', '>=', from)
    .where('t.created_at', '<', until)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('casino_tx as x').select('x.id').whereRef('x.ledger_tx_id', '=', 't.id')),
      ),
    )
    .execute();
}
