import type { Db } from '../../lib/db/database.ts';
import { type AuditEntry, insertAuditEntry } from './audit-repository.ts';

/**
 * Records a staff action in the append-only audit log inside the caller's transaction, so the action
 * and its record commit together.
 */
export async function recordStaffAction(trx: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(trx, entry);
}
