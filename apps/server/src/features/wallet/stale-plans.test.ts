import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMember, fundMember } from '../../../test/factories.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { findMemberAccounts } from './ledger-repository.ts';
import { memberAccount, moneyStep } from './money-step.ts';

// PostgreSQL only (this project's test server runs without autovacuum, as PGlite always does): the
// statistics are the migration's, taken while ledger_tx was empty. Each posting's foreign-key check
// (ledger_entry -> ledger_tx) is a cached plan of its connection; planned once while the table was
// small, it read all of ledger_tx for every entry from then on. The money functions plan for the
// tables as they are (migration 0038).

const t = useLedgerCheckedApp();

// Transfers posted before the ones measured: ledger_tx is then far past the size where an index wins.
const warmTransfers = 2_000;
const measuredTransfers = 500;

describe.skipIf(!process.env.DATABASE_URL)('postings on a growing ledger with stale statistics', () => {
  it('when the ledger has grown, then a posting’s checks reach ledger_tx through its index, not by reading it whole', async () => {
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 10_000_000n);
    const accounts = await findMemberAccounts(t.db, member.id);
    const step = moneyStep(t.db);
    let sequence = 0;
    const transfer = (trx: Parameters<typeof step.move>[0]) =>
      step.move(trx, {
        why: 'cash_to_point',
        amount: 1n,
        from: memberAccount(accounts.cash),
        to: memberAccount(accounts.point),
        key: `stale-plans:${member.id}:${sequence++}`,
        reference: `member:${member.id}`,
      });
    // One transaction on one connection: its own table-read counters, and the plans it caches.
    const seqRowsRead = await t.db.transaction().execute(async (trx) => {
      const readSoFar = async () =>
        Number(
          (
            await sql<{
              rows: string;
            }>`select pg_stat_get_xact_tuples_returned('ledger_tx'::regclass)::text as rows`.execute(trx)
          ).rows[0]?.rows,
        );
      for (let done = 0; done < warmTransfers; done += 1) await transfer(trx);
      const before = await readSoFar();
      for (let done = 0; done < measuredTransfers; done += 1) await transfer(trx);
      return (await readSoFar()) - before;
    });
    // Read whole, it would be about warmTransfers rows per entry (two entries a transfer): 2,000,000+.
    expect(seqRowsRead).toBeLessThan(measuredTransfers);
  });
});
