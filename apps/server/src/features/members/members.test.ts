import { staffText } from '@hanpan/core/api/staff-codes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, signIn, uniqueSuffix } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';

let t: TestApp;
let operatorToken: string;
let operatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  const operator = await createStaff(t.db, { role: 'operator' });
  operatorId = operator.id;
  operatorToken = await signInStaff(t.app, operator);
});
afterAll(async () => {
  await t.close();
});

const memberStatus = async (id: number) =>
  (await t.db.selectFrom('member').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('POST /api/staff/members/suspend and /unsuspend', () => {
  it('when an operator suspends a member, then the status changes, their sessions end, and an audit line keeps before/after, reason and IP', async () => {
    const member = await createMember(t.db);
    const memberToken = await signIn(t.app, member);
    const reply = await postStaff(
      t.app,
      '/api/staff/members/suspend',
      { memberId: member.id, reason: '부정 이용' },
      operatorToken,
      { ip: '10.202.0.7' },
    );
    expect(envelope(reply)).toEqual({ code: 0, data: { memberId: member.id, status: 'suspended' } });
    expect(await memberStatus(member.id)).toBe('suspended');
    const sessions = await t.db
      .selectFrom('member_session')
      .select('ended_at')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((session) => session.ended_at !== null)).toBe(true);
    expect(envelope(await postJson(t.app, '/api/user/info', {}, { cookie: memberToken })).code).toBe(99);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.suspend')
      .where('target_id', '=', String(member.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      staff_id: operatorId,
      target_type: 'member',
      before: { status: 'active' },
      after: { status: 'suspended' },
      reason: '부정 이용',
      ip: '10.202.0.7',
    });
    expect(audit.created_at).toBeInstanceOf(Date);
  });

  it('when the member is already suspended, then code 1 and nothing is written', async () => {
    const member = await createMember(t.db, { status: 'suspended' });
    const reply = await postStaff(
      t.app,
      '/api/staff/members/suspend',
      { memberId: member.id, reason: '중복' },
      operatorToken,
    );
    expect(envelope(reply)).toEqual({ code: 1, data: { message: '이미 정지된 회원입니다.' } });
    const audits = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('target_id', '=', String(member.id))
      .execute();
    expect(audits).toHaveLength(0);
  });

  it('when a suspended member is reinstated, then the status is active again and audited', async () => {
    const member = await createMember(t.db, { status: 'suspended' });
    const reply = await postStaff(
      t.app,
      '/api/staff/members/unsuspend',
      { memberId: member.id, reason: '해제' },
      operatorToken,
    );
    expect(envelope(reply).code).toBe(0);
    expect(await memberStatus(member.id)).toBe('active');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.unsuspend')
      .where('target_id', '=', String(member.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ before: { status: 'suspended' }, after: { status: 'active' } });
  });

  it('when the reason is blank or the member does not exist, then code 2 with the reason message, or code 1', async () => {
    const member = await createMember(t.db);
    const blank = await postStaff(
      t.app,
      '/api/staff/members/suspend',
      { memberId: member.id, reason: ' ' },
      operatorToken,
    );
    expect(envelope(blank)).toEqual({ code: 2, data: { message: staffText.reasonRequired } });
    expect(await memberStatus(member.id)).toBe('active');
    const missing = await postStaff(
      t.app,
      '/api/staff/members/suspend',
      { memberId: 99_999_999, reason: '없음' },
      operatorToken,
    );
    expect(envelope(missing).code).toBe(1);
  });
});

describe('POST /api/staff/members/list', () => {
  it('when searching part of a nick, login id or phone, then the matching members with their balances', async () => {
    const tag = uniqueSuffix(4);
    const byNick = await createMember(t.db, { nick: `k${tag}x` });
    const byLoginId = await createMember(t.db, { loginId: `zz${tag}yy` });
    await createMember(t.db);
    const reply = envelope<{
      items: { id: number; cash: number; status: string; partnerName: string }[];
      total: number;
      pageSize: number;
    }>(await postStaff(t.app, '/api/staff/members/list', { query: tag.toUpperCase() }, operatorToken));
    expect(reply.code).toBe(0);
    expect(reply.data!.items.map((item) => item.id).sort()).toEqual([byNick.id, byLoginId.id].sort());
    expect(reply.data!.total).toBe(2);
    expect(reply.data!.pageSize).toBe(50);
    expect(reply.data!.items[0]).toMatchObject({ cash: 0, status: 'active', partnerName: '본사' });

    const phoneReply = envelope<{ items: { id: number }[] }>(
      await postStaff(t.app, '/api/staff/members/list', { query: byNick.phone.slice(3) }, operatorToken),
    );
    expect(phoneReply.data!.items.map((item) => item.id)).toEqual([byNick.id]);
  });

  it('when filtering by status, then only members in that status; LIKE wildcards in the query match literally', async () => {
    const suspended = await createMember(t.db, { status: 'suspended' });
    const reply = envelope<{ items: { id: number; status: string }[] }>(
      await postStaff(t.app, '/api/staff/members/list', { status: 'suspended' }, operatorToken),
    );
    expect(reply.data!.items.some((item) => item.id === suspended.id)).toBe(true);
    expect(reply.data!.items.every((item) => item.status === 'suspended')).toBe(true);
    const wildcard = envelope<{ total: number }>(
      await postStaff(t.app, '/api/staff/members/list', { query: '%' }, operatorToken),
    );
    expect(wildcard.data!.total).toBe(0);
  });
});

describe('the audit log', () => {
  it('when anyone tries to update or delete an audit row in SQL, then the database refuses', async () => {
    const member = await createMember(t.db);
    await postStaff(
      t.app,
      '/api/staff/members/suspend',
      { memberId: member.id, reason: '감사' },
      operatorToken,
    );
    const row = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('target_id', '=', String(member.id))
      .executeTakeFirstOrThrow();
    await expect(
      sql`update audit_log set action = 'edited' where id = ${row.id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where id = ${row.id}`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    const after = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.action).toBe('member.suspend');
  });

  it('when an operator lists the audit log filtered by target, then newest first with the staff login id', async () => {
    const member = await createMember(t.db);
    await postStaff(t.app, '/api/staff/members/suspend', { memberId: member.id, reason: '1' }, operatorToken);
    await postStaff(
      t.app,
      '/api/staff/members/unsuspend',
      { memberId: member.id, reason: '2' },
      operatorToken,
    );
    const reply = envelope<{
      items: { action: string; staffLoginId: string; reason: string }[];
      total: number;
    }>(
      await postStaff(
        t.app,
        '/api/staff/audit/list',
        { targetType: 'member', targetId: String(member.id) },
        operatorToken,
      ),
    );
    expect(reply.data!.total).toBe(2);
    expect(reply.data!.items.map((item) => item.action)).toEqual(['member.unsuspend', 'member.suspend']);
    const operator = await t.db
      .selectFrom('staff')
      .select('login_id')
      .where('id', '=', operatorId)
      .executeTakeFirstOrThrow();
    expect(reply.data?.items[0]?.staffLoginId).toBe(operator.login_id);
  });
});
