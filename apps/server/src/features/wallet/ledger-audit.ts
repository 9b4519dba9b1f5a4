import type { Db } from '../../lib/db/database.ts';
import { checkLedger, type LedgerReport } from './ledger-check-repository.ts';

/** Checks the whole ledger (balanced transactions, balances equal to their entries, no member below zero). */
export async function auditLedger(db: Db): Promise<LedgerReport> {
  return checkLedger(db);
}
