import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { MessageTargetKind } from '../../lib/db/messages-tables.ts';

// Staff sends storage (`db` may be a transaction).

/**
 * A send's audience as stored: the kind and the member, grade or partner (null for everyone and
 * for chosen members, who are listed in message_send_recipient).
 */
export type StoredTarget = { kind: MessageTargetKind; id: number | null };

/** One batch delivered: who got the message, and where the send stands. */
export type DeliveredBatch = { memberIds: number[]; sent: number; isDone: boolean };

/** The member with this login id, if any. */
export function findMemberId(db: Db, loginId: string) {
  return db.selectFrom('member').select('id').where('login_id', '=', loginId).executeTakeFirst();
}

/** The members with these login ids (ids staff typed that match nobody are left out). */
export function findMembersByLoginIds(db: Db, loginIds: readonly string[]) {
  if (loginIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('member')
    .select(['id', 'login_id as loginId'])
    .where('login_id', 'in', [...loginIds])
    .execute();
}

/** Lists the chosen members of a send (in the send's transaction, before anything is delivered). */
export async function insertRecipients(db: Db, jobId: number, memberIds: readonly number[]): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .insertInto('message_send_recipient')
    .values(memberIds.map((memberId) => ({ job_id: jobId, member_id: memberId })))
    .execute();
}

/** The partner's name, if the partner exists. */
export function findPartnerName(db: Db, partnerId: number) {
  return db.selectFrom('partner').select('name').where('id', '=', partnerId).executeTakeFirst();
}

/** The highest member id now, and how many members up to it the target reaches. */
export async function countAudience(
  db: Db,
  target: StoredTarget,
): Promise<{ maxMemberId: number; total: number }> {
  const row = await sql<{ maxMemberId: number | null; total: string }>`
        with top as (select max(id) as max_id from member)
        select (select max_id from top) as "maxMemberId", count(*)::text as total
        from member m
        where m.id <= (select max_id from top) and ${audienceFilter(target.kind, target.id, null)}
      `.execute(db);
  const first = row.rows[0];
  return { maxMemberId: first?.maxMemberId ?? 0, total: Number(first?.total ?? 0) };
}

/** Records a send; the runner delivers it. */
export async function insertJob(
  db: Db,
  job: {
    staffId: number;
    target: StoredTarget;
    title: string;
    body: string;
    total: number;
    maxMemberId: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('message_send_job')
    .values({
      staff_id: job.staffId,
      target_kind: job.target.kind,
      target_id: job.target.id,
      title: job.title,
      body: job.body,
      total: job.total,
      max_member_id: job.maxMemberId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The oldest send not yet delivered to everyone. */
export function findUnfinishedJobId(db: Db) {
  return db
    .selectFrom('message_send_job')
    .select('id')
    .where('done_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Delivers the next `batchSize` recipients of a send in one statement: INSERT ... SELECT of the
 * members after the job's cursor, and the cursor moved in the same statement, so a batch is
 * delivered and counted exactly once even if the process dies or two processes run the send.
 * The job row is locked first: a second runner waits, then continues from the moved cursor.
 */
export async function deliverBatch(db: Db, jobId: number, batchSize: number): Promise<DeliveredBatch | null> {
  const result = await sql<{ memberIds: number[] | null; sent: number; isDone: boolean }>`
        with job as (
          select * from message_send_job where id = ${jobId} and done_at is null for update
        ),
        batch as (
          select m.id from member m, job
          where m.id > job.last_member_id and m.id <= job.max_member_id
            and ${audienceFilter(sql.ref('job.target_kind'), sql.ref('job.target_id'), sql.ref('job.id'))}
          order by m.id
          limit ${batchSize}
        ),
        delivered as (
          insert into member_message (member_id, title, body, send_job_id)
          select batch.id, job.title, job.body, job.id from batch, job
          returning member_id
        ),
        moved as (
          update message_send_job j
          set sent = j.sent + (select count(*) from delivered),
            last_member_id = coalesce((select max(member_id) from delivered), j.max_member_id),
            done_at = case when (select count(*) from delivered) < ${batchSize} then now() end
          from job
          where j.id = job.id
          returning j.sent, j.done_at is not null as "isDone"
        )
        select (select array_agg(member_id) from delivered) as "memberIds", moved.sent, moved."isDone"
        from moved
      `.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  return { memberIds: (row.memberIds ?? []).map(Number), sent: row.sent, isDone: row.isDone };
}

/** One page of sends, newest first, with what each reached and how many recipients read it. */
export async function listJobs(db: Db, limit: number, offset: number) {
  const rows = await db
    .selectFrom('message_send_job as j')
    .leftJoin('staff as s', 's.id', 'j.staff_id')
    .leftJoin('member as tm', (join) =>
      join.onRef('tm.id', '=', 'j.target_id').on('j.target_kind', '=', 'member'),
    )
    .leftJoin('partner as tp', (join) =>
      join.onRef('tp.id', '=', 'j.target_id').on('j.target_kind', '=', 'partner'),
    )
    .select((eb) => [
      'j.id',
      'j.target_kind as targetKind',
      'j.target_id as targetId',
      'tm.login_id as targetLoginId',
      'tp.name as targetPartnerName',
      // The first chosen members of a send to chosen members, for the sent list's label.
      sql<string | null>`(
            select string_agg(first.login_id, ', ' order by first.member_id)
            from (
              select r.member_id, rm.login_id from message_send_recipient r
              join member rm on rm.id = r.member_id
              where r.job_id = j.id order by r.member_id limit ${chosenLabelCount}
            ) first
          )`.as('targetChosenLoginIds'),
      'j.title',
      'j.body',
      'j.total',
      'j.sent',
      'j.done_at as doneAt',
      'j.created_at as createdAt',
      's.login_id as staffLoginId',
      eb
        .selectFrom('member_message as mm')
        .select(eb.fn.countAll<bigint>().as('read'))
        .whereRef('mm.send_job_id', '=', 'j.id')
        .where('mm.read_at', 'is not', null)
        .as('readCount'),
    ])
    .orderBy('j.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await db
    .selectFrom('message_send_job')
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** A send as the sent list reads it. */
export type SendJobRecord = Awaited<ReturnType<typeof listJobs>>['rows'][number];

/** How many chosen members the sent list names. */
export const chosenLabelCount = 3;

// Which members of `m` a target reaches; kind, id and the send's id (null before it is stored) are
// values or the job row's columns. A group send (all, chosen members, a grade, a partner's members)
// skips members in a time-out or self-exclusion (issue 27: no marketing to them); a message to one
// member still reaches them (it may be about their own account).
function audienceFilter(kind: unknown, id: unknown, jobId: unknown) {
  return sql<boolean>`(${kind} = 'member' or not member_block_in_force(m.id, now())) and (
    ${kind} = 'all'
    or (${kind} = 'member' and m.id = ${id})
    or (${kind} = 'members' and exists (
      select 1 from message_send_recipient r where r.job_id = ${jobId} and r.member_id = m.id
    ))
    or (${kind} = 'grade' and m.point_grade = ${id})
    or (${kind} = 'partner' and m.partner_id = ${id})
  )`;
}
