import type { JoinSettings } from '@hanpan/core/api/staff-join-approval';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// The 가입 승인 대기 queue and the join settings.

/** The site_setting key of 가입승인 (default written by migration 0030). */
const requireJoinApprovalKey = 'requireJoinApproval';

/** One page of the members waiting for approval, oldest first, and their total. */
export async function listPending(db: Db, offset: number, limit: number) {
  const pending = db.selectFrom('member').where('member.status', '=', 'pending');
  const rows = await pending
    .innerJoin('partner', 'partner.id', 'member.partner_id')
    .select([
      'member.id',
      'member.login_id as loginId',
      'member.nick',
      'member.phone',
      'member.bank_name as bankName',
      'member.bank_holder as bankHolder',
      'partner.name as partnerName',
      'member.join_ip as joinIp',
      'member.created_at as createdAt',
    ])
    .orderBy('member.created_at')
    .orderBy('member.id')
    .offset(offset)
    .limit(limit)
    .execute();
  const total = await pending.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}

/** Sets a pending member's review: 'active' (approved) or 'rejected'. */
export async function setReview(
  trx: Trx,
  review: {
    memberId: number;
    status: 'active' | 'rejected';
    staffId: number;
    at: Date;
    reason: string | null;
  },
): Promise<void> {
  await trx
    .updateTable('member')
    .set({
      status: review.status,
      reviewed_at: review.at,
      reviewed_by: review.staffId,
      review_reason: review.reason,
    })
    .where('id', '=', review.memberId)
    .execute();
}

/** The join settings (off when unset or unreadable). */
export async function readJoinSettings(db: Db | Trx): Promise<JoinSettings> {
  const row = await db
    .selectFrom('site_setting')
    .select('value')
    .where('key', '=', requireJoinApprovalKey)
    .executeTakeFirst();
  return { requireJoinApproval: row?.value === true };
}

/** Writes the join settings inside the caller's transaction (the caller audits the change). */
export async function writeJoinSettings(trx: Trx, settings: JoinSettings): Promise<void> {
  const value = JSON.stringify(settings.requireJoinApproval);
  await trx
    .insertInto('site_setting')
    .values({ key: requireJoinApprovalKey, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
