import type { MessageReceivedMessage } from '@hanpan/core/api/realtime';
import type { StaffMessageJob, StaffTemplate } from '@hanpan/core/api/staff-messages';
import { staffMessagesText } from '@hanpan/core/api/staff-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, createPartner } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { messageRowsOf } from '../../../test/messages.ts';
import { signedInMember } from '../../../test/payments.ts';
import { writeTestBlock } from '../../../test/protection.ts';
import { connectStomp, type TestStompClient } from '../../../test/realtime-clients.ts';
import { refusedStrings } from '../../../test/route-fuzz.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { createSendRunner } from './send-runner.ts';

let t: TestApp;
let baseUrl: string;
let token: string;
let staffId: number;
const clients: TestStompClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const staff = await createStaff(t.db, { role: 'operator' });
  staffId = staff.id;
  token = await signInStaff(t.app, staff);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await t.close();
});

const send = (body: unknown) => postStaff(t.app, '/api/staff/messages/send', body, token);
const sendAndDeliver = async (body: unknown) => {
  const reply = envelope<{ id: number; total: number }>(await send(body));
  expect(reply.code).toBe(0);
  await t.app.services.messageSends.whenIdle();
  return reply.data!;
};
const rowsOfJob = (jobId: number) =>
  t.db
    .selectFrom('member_message')
    .select(['member_id'])
    .where('send_job_id', '=', jobId)
    .orderBy('member_id')
    .execute();
const jobs = async () =>
  envelope<{ items: StaffMessageJob[] }>(await postStaff(t.app, '/api/staff/messages/jobs', {}, token)).data!
    .items;

describe('POST /api/staff/messages/send', () => {
  it('when staff send to all, then exactly one row per member, the job done with its counts, and an audit line', async () => {
    for (let i = 0; i < 5; i += 1) await createMember(t.db);
    const members = await t.db.selectFrom('member').select('id').orderBy('id').execute();
    const job = await sendAndDeliver({ target: { kind: 'all' }, title: '공지', body: '전체 쪽지' });
    expect(job.total).toBe(members.length);
    expect((await rowsOfJob(job.id)).map((row) => row.member_id)).toEqual(members.map((member) => member.id));
    const listed = (await jobs()).find((item) => item.id === job.id);
    expect(listed).toMatchObject({
      target: 'all',
      total: members.length,
      sent: members.length,
      isDone: true,
      readCount: 0,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'after'])
      .where('staff_id', '=', staffId)
      .where('action', '=', 'message.send')
      .where('target_id', '=', String(job.id))
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ target: { kind: 'all' }, title: '공지', total: members.length });
  });

  it('when staff send to a grade, a partner or one member, then only those members get it', async () => {
    const graded = [await createMember(t.db), await createMember(t.db)];
    await t.db
      .updateTable('member')
      .set({ point_grade: 7 })
      .where(
        'id',
        'in',
        graded.map((m) => m.id),
      )
      .execute();
    const partner = await createPartner(t.db);
    const partnered = [await createMember(t.db, { partnerId: partner.id })];
    const single = await createMember(t.db);
    const byGrade = await sendAndDeliver({
      target: { kind: 'grade', grade: 7 },
      title: '등급',
      body: '내용',
    });
    const byPartner = await sendAndDeliver({
      target: { kind: 'partner', partnerId: partner.id },
      title: '파트너',
      body: '내용',
    });
    const byMember = await sendAndDeliver({
      target: { kind: 'member', loginId: single.loginId },
      title: '개인',
      body: '내용',
    });
    expect((await rowsOfJob(byGrade.id)).map((row) => row.member_id)).toEqual(graded.map((m) => m.id));
    expect((await rowsOfJob(byPartner.id)).map((row) => row.member_id)).toEqual(partnered.map((m) => m.id));
    expect((await rowsOfJob(byMember.id)).map((row) => row.member_id)).toEqual([single.id]);
    const listed = await jobs();
    expect(listed.find((item) => item.id === byMember.id)).toMatchObject({
      target: 'member',
      targetLabel: single.loginId,
    });
    expect(listed.find((item) => item.id === byPartner.id)?.targetLabel).toMatch(/^파트너/);
  });

  it('when staff send to a group, then members in a time-out or self-exclusion are skipped; a message to one of them still arrives', async () => {
    const hourMs = 3_600_000;
    const partner = await createPartner(t.db);
    const [open, timedOut, excluded, returning, timeoutOver] = await Promise.all(
      [0, 1, 2, 3, 4].map(() => createMember(t.db, { partnerId: partner.id })),
    );
    await writeTestBlock(t.db, timedOut!.id, 'timeout', new Date(Date.now() + hourMs));
    await writeTestBlock(t.db, excluded!.id, 'selfExclusion', new Date(Date.now() + 24 * hourMs));
    // A self-exclusion that ended: still in force until 24 hours after the member asked to return.
    await writeTestBlock(t.db, returning!.id, 'selfExclusion', new Date(Date.now() - hourMs));
    await writeTestBlock(t.db, timeoutOver!.id, 'timeout', new Date(Date.now() - hourMs));
    const byPartner = await sendAndDeliver({
      target: { kind: 'partner', partnerId: partner.id },
      title: '이벤트',
      body: '내용',
    });
    expect(byPartner.total).toBe(2);
    expect((await rowsOfJob(byPartner.id)).map((row) => row.member_id)).toEqual([open!.id, timeoutOver!.id]);
    const toOne = await sendAndDeliver({
      target: { kind: 'member', loginId: timedOut!.loginId },
      title: '개인',
      body: '내용',
    });
    expect((await rowsOfJob(toOne.id)).map((row) => row.member_id)).toEqual([timedOut!.id]);
    // The later sends of this file count every member of the site: lift these test blocks.
    await t.db
      .updateTable('member_protection')
      .set({ block_kind: null, block_until: null, block_started_at: null })
      .execute();
  });

  it('when the target reaches nobody or does not exist, or the text is bad, then refused and nothing written', async () => {
    const before = await t.db
      .selectFrom('message_send_job')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    const refusals: [unknown, number, string][] = [
      [
        { target: { kind: 'member', loginId: 'nobody-here' }, title: 'a', body: 'b' },
        1,
        staffMessagesText.unknownMember,
      ],
      [
        { target: { kind: 'partner', partnerId: 999_999 }, title: 'a', body: 'b' },
        1,
        staffMessagesText.unknownPartner,
      ],
      [{ target: { kind: 'grade', grade: 99 }, title: 'a', body: 'b' }, 1, staffMessagesText.noRecipients],
      [{ target: { kind: 'all' }, title: '', body: 'b' }, 2, staffMessagesText.titleRequired],
      [{ target: { kind: 'all' }, title: 'a', body: 'x'.repeat(5001) }, 2, staffMessagesText.bodyTooLong],
      [
        { target: { kind: 'all' }, title: 'a', body: 'x'.repeat(1_000_000) },
        2,
        staffMessagesText.bodyTooLong,
      ],
      [{ target: { kind: 'nobody' }, title: 'a', body: 'b' }, 2, staffMessagesText.badTarget],
      ...refusedStrings.map((text): [unknown, number, string] => [
        { target: { kind: 'all' }, title: text, body: 'b' },
        2,
        staffMessagesText.badCharacter,
      ]),
    ];
    for (const [body, code, message] of refusals) {
      expect(envelope(await send(body))).toEqual({ code, data: { message } });
    }
    const after = await t.db
      .selectFrom('message_send_job')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('when a member is online, then the message arrives on /user/queue/message with the unread count, and read counts follow', async () => {
    const member = await signedInMember(t.app, t.db);
    const client = await connectStomp(baseUrl, { transport: 'websocket', sessionToken: member.cookie });
    clients.push(client);
    await client.subscribe('/user/queue/message');
    const job = await sendAndDeliver({
      target: { kind: 'member', loginId: member.loginId },
      title: '안녕',
      body: '반가워요',
    });
    const pushed = (await client.waitForMessage('/user/queue/message')) as MessageReceivedMessage;
    expect(pushed).toEqual({ type: 'messageReceived', messageCount: 1 });
    const [row] = await messageRowsOf(t.db, member.id);
    await postJson(t.app, '/api/message/view', { id: row?.id }, { cookie: member.cookie });
    expect((await jobs()).find((item) => item.id === job.id)?.readCount).toBe(1);
  });
});

describe('the send runner', () => {
  it('when two runners deliver the same send in small batches at once, then still one row per member', async () => {
    for (let i = 0; i < 7; i += 1) await createMember(t.db);
    const { maxId } = await t.db
      .selectFrom('member')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirstOrThrow();
    const total = await t.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('message_send_job')
      .values({
        staff_id: staffId,
        target_kind: 'all',
        target_id: null,
        title: 't',
        body: 'b',
        total: Number(total.n),
        max_member_id: maxId ?? 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notified: number[] = [];
    const runners = [0, 1].map(() =>
      createSendRunner({
        db: t.db,
        batchSize: 3,
        notifyMessagesReceived: async (ids) => {
          notified.push(...ids);
        },
        onError: (error) => {
          throw error;
        },
      }),
    );
    for (const runner of runners) runner.kick();
    await Promise.all(runners.map((runner) => runner.whenIdle()));
    const rows = await rowsOfJob(id);
    expect(rows).toHaveLength(Number(total.n));
    expect(new Set(rows.map((row) => row.member_id)).size).toBe(rows.length);
    expect(notified.sort((a, b) => a - b)).toEqual(rows.map((row) => row.member_id));
    const job = await t.db
      .selectFrom('message_send_job')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(job.sent).toBe(Number(total.n));
    expect(job.done_at).toBeInstanceOf(Date);
  });
});

describe('a send cut short', () => {
  it('when the server stops after one batch, then the next start carries on from the cursor, one row per member', async () => {
    for (let i = 0; i < 5; i += 1) await createMember(t.db);
    const { maxId } = await t.db
      .selectFrom('member')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirstOrThrow();
    const total = Number(
      (
        await t.db
          .selectFrom('member')
          .select((eb) => eb.fn.countAll<bigint>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const { id } = await t.db
      .insertInto('message_send_job')
      .values({
        staff_id: staffId,
        target_kind: 'all',
        target_id: null,
        title: 't',
        body: 'b',
        total,
        max_member_id: maxId ?? 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stopping = createSendRunner({
      db: t.db,
      batchSize: 2,
      notifyMessagesReceived: async () => {
        void stopping.stop();
      },
      onError: (error) => {
        throw error;
      },
    });
    stopping.kick();
    await stopping.whenIdle();
    expect(await rowsOfJob(id)).toHaveLength(2);

    await t.restart();
    await t.app.services.messageSends.whenIdle();
    const rows = await rowsOfJob(id);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.member_id)).size).toBe(total);
  });
});

describe('templates', () => {
  it('when staff create, change, list and delete templates, then each step is stored and audited', async () => {
    const created = envelope<StaffTemplate>(
      await postStaff(
        t.app,
        '/api/staff/messages/templates/save',
        { kind: 'inquiry', title: '인사', body: '안녕하세요' },
        token,
      ),
    ).data!;
    expect(created).toMatchObject({ kind: 'inquiry', title: '인사', body: '안녕하세요' });
    const changed = envelope<StaffTemplate>(
      await postStaff(
        t.app,
        '/api/staff/messages/templates/save',
        { id: created.id, kind: 'inquiry', title: '인사', body: '반갑습니다' },
        token,
      ),
    ).data!;
    expect(changed.body).toBe('반갑습니다');
    const inquiryTemplates = envelope<{ items: StaffTemplate[] }>(
      await postStaff(t.app, '/api/staff/inquiries/templates', {}, token),
    );
    expect(inquiryTemplates.data?.items.map((item) => item.id)).toContain(created.id);
    const messageTemplates = envelope<{ items: StaffTemplate[] }>(
      await postStaff(t.app, '/api/staff/messages/templates', { kind: 'message' }, token),
    );
    expect(messageTemplates.data?.items.map((item) => item.id)).not.toContain(created.id);
    expect(
      envelope(await postStaff(t.app, '/api/staff/messages/templates/delete', { id: created.id }, token))
        .code,
    ).toBe(0);
    expect(
      envelope(await postStaff(t.app, '/api/staff/messages/templates/delete', { id: created.id }, token)),
    ).toEqual({
      code: 1,
      data: { message: staffMessagesText.unknownTemplate },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'message_template')
      .where('target_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['template.save', 'template.save', 'template.delete']);
  });
});
