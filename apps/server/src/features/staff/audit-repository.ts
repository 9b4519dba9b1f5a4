import type { Trx } from '../wallet/ledger-repository.ts';

/** One staff action to record. `before`/`after` are JSON-safe snapshots (bigints as strings). */
export type AuditEntry = {
  staffId: number | null;
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
};

const toJson = (value: unknown) =>
  value === undefined
    ? null
    : JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item));

/**
 * Appends an audit line inside the caller's transaction, so the action and its record commit
 * together. The table refuses updates and deletes (migration 0002).
 */
export async function insertAuditEntry(trx: Trx, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId,
      action: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      before: toJson(entry.before),
      after: toJson(entry.after),
      reason: entry.reason ?? null,
      ip: entry.ip ?? null,
    })
    .execute();
}
