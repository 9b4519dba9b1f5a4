import type { InquiryCategory } from '@hanpan/core/api/inquiries';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { InquiryStatus } from '../../lib/db/messages-tables.ts';

// Inquiries storage (`db` may be a transaction).

const memberColumns = [
  'i.id',
  'i.category',
  'i.title',
  'i.body',
  'i.status',
  'i.answer',
  'i.answered_at as answeredAt',
  'i.created_at as createdAt',
] as const;

/** An inquiry as its member sees it. */
export type InquiryRecord = {
  id: number;
  category: string;
  title: string;
  body: string;
  status: InquiryStatus;
  answer: string | null;
  answeredAt: Date | null;
  createdAt: Date;
};

function staffListQuery(db: Db, status: InquiryStatus | null) {
  const query = db.selectFrom('inquiry as i');
  return status ? query.where('i.status', '=', status) : query;
}

/** Stores a member's new inquiry. */
export function insertInquiry(
  db: Db,
  memberId: number,
  fields: { category: InquiryCategory; title: string; body: string },
): Promise<InquiryRecord> {
  return db
    .insertInto('inquiry')
    .values({ member_id: memberId, ...fields })
    .returning(memberColumns.map((column) => column.slice(2)) as unknown as ['id'])
    .executeTakeFirstOrThrow() as unknown as Promise<InquiryRecord>;
}

/** One page of the member's own inquiries, newest first, and their total. */
export async function listOwnInquiries(db: Db, memberId: number, limit: number, offset: number) {
  const rows: InquiryRecord[] = await db
    .selectFrom('inquiry as i')
    .select(memberColumns)
    .where('i.member_id', '=', memberId)
    .orderBy('i.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await db
    .selectFrom('inquiry')
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** One page of the queue: waiting first (oldest first), then the rest newest first. */
export async function listInquiriesForStaff(
  db: Db,
  status: InquiryStatus | null,
  limit: number,
  offset: number,
) {
  const rows = await staffListQuery(db, status)
    .innerJoin('member as m', 'm.id', 'i.member_id')
    .leftJoin('staff as ans', 'ans.id', 'i.answered_by')
    .leftJoin('staff as asg', 'asg.id', 'i.assigned_staff_id')
    .select([
      ...memberColumns,
      'i.member_id as memberId',
      'm.login_id as loginId',
      'm.nick',
      'ans.login_id as answeredByLoginId',
      'i.assigned_staff_id as assignedStaffId',
      'asg.login_id as assignedLoginId',
    ])
    .orderBy(sql`case when i.status = 'waiting' then 0 else 1 end`)
    .orderBy(sql`case when i.status = 'waiting' then i.id else -i.id end`)
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await staffListQuery(db, status)
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** How many inquiries wait for an answer. */
export async function countWaitingInquiries(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('inquiry')
    .select((eb) => eb.fn.countAll<bigint>().as('count'))
    .where('status', '=', 'waiting')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One inquiry, locked for a staff change. */
export function findInquiryForUpdate(db: Db, id: number) {
  return db
    .selectFrom('inquiry')
    .select([
      'id',
      'member_id as memberId',
      'title',
      'status',
      'answer',
      'assigned_staff_id as assignedStaffId',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Stores the answer; the inquiry is answered. */
export async function answerInquiry(db: Db, id: number, staffId: number, answer: string): Promise<void> {
  await db
    .updateTable('inquiry')
    .set({ answer, status: 'answered', answered_at: new Date(), answered_by: staffId })
    .where('id', '=', id)
    .execute();
}

/** Gives the inquiry to a staff member (or nobody). */
export async function assignInquiry(db: Db, id: number, staffId: number | null): Promise<void> {
  await db.updateTable('inquiry').set({ assigned_staff_id: staffId }).where('id', '=', id).execute();
}

/** Closes the inquiry. */
export async function closeInquiry(db: Db, id: number): Promise<void> {
  await db
    .updateTable('inquiry')
    .set({ status: 'closed', closed_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** True when the staff account exists and is active. */
export async function isActiveStaff(db: Db, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .select('id')
    .where('id', '=', staffId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/** A queue row as the back office reads it. */
export type StaffInquiryRecord = Awaited<ReturnType<typeof listInquiriesForStaff>>['rows'][number];
