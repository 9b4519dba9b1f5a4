import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';

/** One broken invariant, described for a person. */
export type LedgerViolation = { rule: string; detail: string };

/** What checkLedger looked at and what it found. */
export type LedgerReport = {
  transactions: number;
  entries: number;
  accounts: number;
  violations: LedgerViolation[];
};

/**
 * Verifies the ledger's invariants over the whole database: every transaction has entries that
 * sum to zero, every account's balance equals the sum of its entries, and no member balance is
 * negative. `npm run ledger:check` prints it; the money tests run it after each test.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const violations: LedgerViolation[] = [];
  const counts = await sql<{ transactions: string; entries: string; accounts: string }>`
    select (select count(*) from ledger_tx)::text as transactions,
           (select count(*) from ledger_entry)::text as entries,
           (select count(*) from account)::text as accounts`.execute(db);
  const unbalanced = await sql<{ id: string; total: string }>`
    select t.id::text as id, coalesce(sum(e.amount), 0)::text as total
    from ledger_tx t left join ledger_entry e on e.tx_id = t.id
    group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`.execute(db);
  for (const row of unbalanced.rows) {
    violations.push({
      rule: 'transaction sums to zero with two or more entries',
      detail: `tx ${row.id}: sum ${row.total}`,
    });
  }
  const drifted = await sql<{ id: number; balance: string; total: string }>`
    select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
    from account a left join ledger_entry e on e.account_id = a.id
    group by a.id having a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  for (const row of drifted.rows) {
    violations.push({
      rule: 'balance equals the sum of entries',
      detail: `account ${row.id}: balance ${row.balance}, entries ${row.total}`,
    });
  }
  const negative = await sql<{ id: number; balance: string }>`
    select id, balance::text as balance from account
    where member_id is not null and balance < 0`.execute(db);
  for (const row of negative.rows) {
    violations.push({ rule: 'member balance is not negative', detail: `account ${row.id}: ${row.balance}` });
  }
  const [count] = counts.rows;
  return {
    transactions: Number(count?.transactions ?? 0),
    entries: Number(count?.entries ?? 0),
    accounts: Number(count?.accounts ?? 0),
    violations,
  };
}
