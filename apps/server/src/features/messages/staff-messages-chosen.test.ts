import { type StaffMessageJob, staffMessagesText } from '@hanpan/core/api/staff-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { envelope } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createSendRunner } from './send-runner.ts';

const t = useTestApp();
let token: string;
let staffId: number;
beforeAll(async () => {
  const staff = await createStaff(t.db, { role: 'operator' });
  staffId = staff.id;
  token = await signInStaff(t.app, staff);
});

const send = (body: unknown) => postStaff(t.app, '/api/staff/messages/send', body, token);
const chosen = (loginIds: unknown) => ({
  target: { kind: 'members', loginIds },
  title: '선택 발송',
  body: '선택한 회원에게만',
});
const rowsOfJob = async (jobId: number) =>
  (
    await t.db
      .selectFrom('member_message')
      .select('member_id')
      .where('send_job_id', '=', jobId)
      .orderBy('member_id')
      .execute()
  ).map((row) => row.member_id);
const counts = async () => {
  const [messages, sends] = await Promise.all(
    (['member_message', 'message_send_job'] as const).map(async (table) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<bigint>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );
  return { messages, sends };
};

describe('POST /api/staff/messages/send to chosen members', () => {
  it('when staff choose 3 members (repeated, in capitals, with spaces), then exactly those 3 get it, the sent list names them, and the send is audited', async () => {
    const members = [];
    for (let index = 0; index < 6; index += 1) members.push(await createMember(t.db));
    const picked = [members[1]!, members[3]!, members[4]!] as const;
    const typed = [
      picked[0].loginId,
      ` ${picked[1].loginId.toUpperCase()} `,
      picked[2].loginId,
      picked[0].loginId,
    ];
    const reply = envelope<{ id: number; total: number }>(await send(chosen(typed)));
    expect(reply.code).toBe(0);
    expect(reply.data!.total).toBe(3);
    await t.app.services.messageSends.whenIdle();
    const jobId = reply.data!.id;
    expect(await rowsOfJob(jobId)).toEqual(picked.map((member) => member.id).sort((a, b) => a - b));

    const listed = envelope<{ items: StaffMessageJob[] }>(
      await postStaff(t.app, '/api/staff/messages/jobs', {}, token),
    ).data!.items.find((item) => item.id === jobId);
    const byId = [...picked].sort((a, b) => a.id - b.id);
    expect(listed).toMatchObject({
      target: 'members',
      targetLabel: byId.map((member) => member.loginId).join(', '),
      total: 3,
      sent: 3,
      isDone: true,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('staff_id', '=', staffId)
      .where('action', '=', 'message.send')
      .where('target_id', '=', String(jobId))
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({
      target: { kind: 'members', loginIds: picked.map((member) => member.loginId) },
      total: 3,
    });
  });

  it('when the chosen members span several batches and two runners race, then each gets it once and nobody else does', async () => {
    const members = [];
    for (let index = 0; index < 7; index += 1) members.push(await createMember(t.db));
    const picked = members.filter((_, index) => index % 2 === 0);
    // Stop the app's own runner picking the send up, so the two runners below deliver it.
    await t.app.services.messageSends.stop();
    const reply = envelope<{ id: number }>(await send(chosen(picked.map((member) => member.loginId))));
    expect(reply.code).toBe(0);
    const runners = [0, 1].map(() =>
      createSendRunner({
        db: t.db,
        batchSize: 1,
        notifyMessagesReceived: async () => {},
        onError: (error) => {
          throw error;
        },
      }),
    );
    for (const runner of runners) runner.kick();
    await Promise.all(runners.map((runner) => runner.whenIdle()));
    expect(await rowsOfJob(reply.data!.id)).toEqual(picked.map((member) => member.id));
  });

  it('when a chosen login id matches no member, then the send is refused naming the first unknown ids, and nothing is sent', async () => {
    const member = await createMember(t.db);
    const unknown = Array.from({ length: 7 }, (_, index) => `nobody_${index}_x`);
    const before = await counts();
    const reply = envelope(await send(chosen([member.loginId, ...unknown])));
    expect(reply).toEqual({ code: 1, data: { message: staffMessagesText.unknownMembers(unknown) } });
    expect(staffMessagesText.unknownMembers(unknown)).toBe(
      '없는 회원 아이디: nobody_0_x, nobody_1_x, nobody_2_x, nobody_3_x, nobody_4_x 외 2개',
    );
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['501 different ids', Array.from({ length: 501 }, (_, index) => `member_${index}`), 'tooManyMembers'],
    ['no ids', [], 'membersRequired'],
    ['no list', 'abc', 'membersRequired'],
    ['an empty id', [' '], 'unknownMember'],
  ] as const)('when the list has %s, then code 2 with its Korean message and nothing is sent', async (_name, loginIds, key) => {
    const before = await counts();
    expect(envelope(await send(chosen(loginIds)))).toEqual({
      code: 2,
      data: { message: staffMessagesText[key] },
    });
    expect(await counts()).toEqual(before);
  });

  it('when 600 copies of one id are sent, then the repeats count once and the limit is on distinct ids', async () => {
    const member = await createMember(t.db);
    const reply = envelope<{ total: number }>(
      await send(chosen(Array.from({ length: 600 }, () => member.loginId))),
    );
    expect(reply).toMatchObject({ code: 0, data: { total: 1 } });
  });
});
