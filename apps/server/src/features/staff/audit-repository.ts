import type { Db } from '../../lib/db/database.ts';

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
export async function insertAuditEntry(trx: Db, entry: AuditEntry): Promise<void> {
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

/** A page of the audit log, newest first, with the acting staff member's login id. */
export async function listAuditEntries(
  db: Db,
  filter: { action?: string; targetType?: string; targetId?: string; offset: number; limit: number },
) {
  let query = db.selectFrom('audit_log').leftJoin('staff', 'staff.id', 'audit_log.staff_id');
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.targetType) query = query.where('audit_log.target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('audit_log.target_id', '=', filter.targetId);
  const rows = await query
    .select([
      'audit_log.id',
      'staff.login_id as staffLoginId',
      'audit_log.action',
      'audit_log.target_type as targetType',
      'audit_log.target_id as targetId',
      'audit_log.before',
      'audit_log.after',
      'audit_log.reason',
      'audit_log.ip',
      'audit_log.created_at as createdAt',
    ])
    .orderBy('audit_log.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const { total } = await query
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
