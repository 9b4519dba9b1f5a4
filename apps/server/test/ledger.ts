import { expect } from 'vitest';
import { checkLedger } from '../src/features/wallet/ledger-check.ts';
import type { Db } from '../src/lib/db/database.ts';

/** Fails the test when any ledger invariant is broken; money tests call it after every test. */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const report = await checkLedger(db);
  expect(report.violations).toEqual([]);
}
