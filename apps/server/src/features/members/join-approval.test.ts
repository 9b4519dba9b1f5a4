import { staffText } from '@hanpan/core/api/staff-codes';
import { joinApprovalText } from '@hanpan/core/api/staff-join-approval';
import { joinResultText, signInApprovalMessage } from '@hanpan/core/registration/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { validJoinBody } from '../../../test/factories.ts';
import { envelope, postForm, postJson, sessionCookieOf } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';

let t: TestApp;
let ownerToken: string;
let operatorToken: string;
let operatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  ownerToken = await signInStaff(t.app, await createStaff(t.db, { role: 'owner' }));
  const operator = await createStaff(t.db, { role: 'operator' });
  operatorId = operator.id;
  operatorToken = await signInStaff(t.app, operator);
});
afterAll(async () => {
  await t.close();
});

const setApproval = async (requireJoinApproval: boolean) => {
  const reply = await postStaff(t.app, '/api/staff/settings/join/save', { requireJoinApproval }, ownerToken);
  expect(envelope(reply)).toEqual({ code: 0, data: { requireJoinApproval } });
};
const join = async () => {
  const body = validJoinBody();
  const reply = envelope<{ subCode?: number; message: string }>(
    await postJson(t.app, '/api/user/join', body),
  );
  const member = await t.db
    .selectFrom('member')
    .select(['id', 'status', 'reviewed_at', 'reviewed_by', 'review_reason'])
    .where('login_id', '=', body.loginId)
    .executeTakeFirstOrThrow();
  return { body, reply, member };
};
const signIn = (body: { loginId: string; loginPassword: string }) =>
  postForm(t.app, '/api/user/sign', { loginId: body.loginId, loginPassword: body.loginPassword });
const statusOf = async (id: number) =>
  (await t.db.selectFrom('member').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const auditOf = (action: string, memberId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(memberId))
    .execute();

describe('가입승인 off (the default)', () => {
  it('when the setting was never saved, then it reads off and a join is active and logs in as before', async () => {
    const settings = await postStaff(t.app, '/api/staff/settings/join', {}, ownerToken);
    expect(envelope(settings)).toEqual({ code: 0, data: { requireJoinApproval: false } });
    const { body, reply, member } = await join();
    expect(reply).toEqual({ code: 0, data: { message: joinResultText.completed } });
    expect(member.status).toBe('active');
    const signed = await signIn(body);
    expect(envelope(signed).code).toBe(0);
    expect(sessionCookieOf(signed)).not.toBeNull();
  });
});

describe('가입승인 on', () => {
  beforeAll(async () => {
    await setApproval(true);
  });
  afterAll(async () => {
    await setApproval(false);
  });

  it('when the owner turns it on, then an audit line keeps before and after', async () => {
    const lines = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'settings.join')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(lines).toEqual([{ before: { requireJoinApproval: false }, after: { requireJoinApproval: true } }]);
  });

  it('when someone joins, then code 1 subCode 1 (application completed), the member is pending and cannot log in', async () => {
    const { body, reply, member } = await join();
    expect(reply).toEqual({ code: 1, data: { subCode: 1, message: joinResultText.completed } });
    expect(member.status).toBe('pending');
    const signed = await signIn(body);
    expect(envelope(signed)).toEqual({ code: 5, data: { message: signInApprovalMessage.awaitingApproval } });
    expect(sessionCookieOf(signed)).toBeNull();
    const sessions = await t.db
      .selectFrom('member_session')
      .select('token_hash')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('when the password is wrong, then a pending member gets the usual login failure (the id is not revealed)', async () => {
    const { body } = await join();
    const signed = await signIn({ ...body, loginPassword: 'wrong999' });
    expect(envelope(signed).code).toBe(1);
  });

  it('when a pending member waits, then the queue lists them; after approval they log in and a second approval changes nothing', async () => {
    const { body, member } = await join();
    const queue = envelope<{ items: { id: number; loginId: string }[]; total: number }>(
      await postStaff(t.app, '/api/staff/members/pending', {}, operatorToken),
    );
    expect(queue.data?.items.map((item) => item.id)).toContain(member.id);

    const approved = await postStaff(
      t.app,
      '/api/staff/members/approve',
      { memberId: member.id },
      operatorToken,
      {
        ip: '10.203.0.4',
      },
    );
    expect(envelope(approved)).toEqual({ code: 0, data: { memberId: member.id, status: 'active' } });
    const row = await t.db
      .selectFrom('member')
      .select(['status', 'reviewed_by', 'reviewed_at'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', reviewed_by: operatorId });
    expect(row.reviewed_at).toBeInstanceOf(Date);
    expect(await auditOf('member.approve', member.id)).toEqual([
      expect.objectContaining({
        staff_id: operatorId,
        target_type: 'member',
        before: { status: 'pending' },
        after: { status: 'active' },
        ip: '10.203.0.4',
      }),
    ]);
    expect(envelope(await signIn(body)).code).toBe(0);

    const again = await postStaff(
      t.app,
      '/api/staff/members/approve',
      { memberId: member.id },
      operatorToken,
    );
    expect(envelope(again)).toEqual({ code: 1, data: { message: joinApprovalText.notPending } });
    expect(await auditOf('member.approve', member.id)).toHaveLength(1);
    const after = envelope<{ items: { id: number }[] }>(
      await postStaff(t.app, '/api/staff/members/pending', {}, operatorToken),
    );
    expect(after.data?.items.map((item) => item.id)).not.toContain(member.id);
  });

  it('when staff reject with a reason, then the member cannot log in and is told so, and the reason is audited and kept', async () => {
    const { body, member } = await join();
    const rejected = await postStaff(
      t.app,
      '/api/staff/members/reject',
      { memberId: member.id, reason: '중복 가입 의심' },
      operatorToken,
    );
    expect(envelope(rejected)).toEqual({ code: 0, data: { memberId: member.id, status: 'rejected' } });
    expect(envelope(await signIn(body))).toEqual({
      code: 6,
      data: { message: signInApprovalMessage.joinRejected },
    });
    const audit = await auditOf('member.reject', member.id);
    expect(audit).toEqual([
      expect.objectContaining({ reason: '중복 가입 의심', after: { status: 'rejected' } }),
    ]);
    const row = await t.db
      .selectFrom('member')
      .select('review_reason')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.review_reason).toBe('중복 가입 의심');

    // Approving a rejected member, or unsuspending one, never lets them in.
    const approve = await postStaff(
      t.app,
      '/api/staff/members/approve',
      { memberId: member.id },
      operatorToken,
    );
    expect(envelope(approve).code).toBe(1);
    const unsuspend = await postStaff(
      t.app,
      '/api/staff/members/unsuspend',
      { memberId: member.id, reason: '해제' },
      operatorToken,
    );
    expect(envelope(unsuspend)).toEqual({ code: 1, data: { message: joinApprovalText.notReviewed } });
    expect(await statusOf(member.id)).toBe('rejected');
  });

  it('when a reject has no reason, then code 2 and the member stays pending', async () => {
    const { member } = await join();
    const reply = await postStaff(
      t.app,
      '/api/staff/members/reject',
      { memberId: member.id, reason: ' ' },
      operatorToken,
    );
    expect(envelope(reply).code).toBe(2);
    expect(await statusOf(member.id)).toBe('pending');
  });

  it('when the member does not exist, then approve answers 회원을 찾을 수 없습니다.', async () => {
    const reply = await postStaff(t.app, '/api/staff/members/approve', { memberId: 987_654 }, operatorToken);
    expect(envelope(reply)).toEqual({ code: 1, data: { message: joinApprovalText.memberNotFound } });
  });
});

describe('가입승인 permissions', () => {
  it('when support or finance approve or reject, then code 3 and the member stays pending', async () => {
    await setApproval(true);
    const { member } = await join();
    await setApproval(false);
    for (const role of ['support', 'finance'] as const) {
      const token = await signInStaff(t.app, await createStaff(t.db, { role }));
      for (const [url, body] of [
        ['/api/staff/members/approve', { memberId: member.id }],
        ['/api/staff/members/reject', { memberId: member.id, reason: '거절' }],
      ] as const) {
        expect(envelope(await postStaff(t.app, url, body, token))).toEqual({
          code: 3,
          data: { message: staffText.forbidden },
        });
      }
    }
    expect(await statusOf(member.id)).toBe('pending');
  });

  it('when an operator changes the join setting, then code 3 and it stays as it was', async () => {
    const reply = await postStaff(
      t.app,
      '/api/staff/settings/join/save',
      { requireJoinApproval: true },
      operatorToken,
    );
    expect(envelope(reply).code).toBe(3);
    expect(envelope(await postStaff(t.app, '/api/staff/settings/join', {}, ownerToken)).data).toEqual({
      requireJoinApproval: false,
    });
  });
});
