import type { InitialData } from '@hanpan/core/api/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { envelope, get, postForm, postJson, sessionCookieOf } from '../../test/http.ts';
import { demoAccounts, seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const counts = async () => {
  const count = async (table: 'member' | 'partner' | 'board_post') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<bigint>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    member: await count('member'),
    partner: await count('partner'),
    post: await count('board_post'),
    // Member accounts only: the system accounts come with migration 0002.
    account: Number(
      (
        await t.db
          .selectFrom('account')
          .select((eb) => eb.fn.countAll<bigint>().as('n'))
          .where('member_id', 'is not', null)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  };
};

const signInAs = async (loginId: string, password: string) => {
  const response = await postForm(t.app, '/api/user/sign', { loginId, loginPassword: password });
  return sessionCookieOf(response);
};

describe('demo seed', () => {
  it('when the database is empty, then it adds the demo partner, members, notices and image event', async () => {
    expect(await seedDemo(t.db, { onlyIfEmpty: true })).toEqual({ isSeeded: true });
    expect(await counts()).toEqual({ member: 2, partner: 2, post: 5, account: 6 });
    const partner = await t.db
      .selectFrom('partner')
      .innerJoin('member', 'member.id', 'partner.owner_member_id')
      .select(['partner.name', 'member.login_id'])
      .where('partner.join_code', '=', 'hpdemo')
      .executeTakeFirstOrThrow();
    expect(partner).toEqual({ name: '한판파트너', login_id: 'partner01' });
  });

  it('when seeded, then the back office has the demo owner admin, whose first login enrols TOTP', async () => {
    const owner = await t.db
      .selectFrom('staff')
      .selectAll()
      .where('login_id', '=', demoAccounts.staffOwner.loginId)
      .executeTakeFirstOrThrow();
    expect(owner).toMatchObject({ role: 'owner', status: 'active', totp_enabled_at: null });
    const login = await postJson(t.app, '/api/staff/login', {
      loginId: demoAccounts.staffOwner.loginId,
      password: demoAccounts.staffOwner.password,
    });
    expect(envelope(login)).toMatchObject({ code: 0, data: { next: 'enroll' } });
  });

  it('when run again, then nothing changes', async () => {
    const staffBefore = await t.db.selectFrom('staff').select('id').execute();
    const before = await counts();
    expect(await seedDemo(t.db, { onlyIfEmpty: false })).toEqual({ isSeeded: true });
    expect(await seedDemo(t.db, { onlyIfEmpty: true })).toEqual({ isSeeded: false });
    expect(await counts()).toEqual(before);
    expect(await t.db.selectFrom('staff').select('id').execute()).toEqual(staffBefore);
  });

  it('when partner01 signs in, then isAgency; demo01 is not an agency and is recommended by hpdemo', async () => {
    const partnerToken = await signInAs(demoAccounts.partner.loginId, demoAccounts.partner.password);
    const memberToken = await signInAs(demoAccounts.member.loginId, demoAccounts.member.password);
    const asPartner = envelope<InitialData>(await get(t.app, '/api/index2', { cookie: partnerToken }));
    const asMember = envelope<InitialData>(await get(t.app, '/api/index2', { cookie: memberToken }));
    expect(asPartner.data?.isAgency).toBe(true);
    expect(asMember.data).toMatchObject({ isAgency: false, recommendCode: 'hpdemo' });
    expect(asMember.userContext?.user.nick).toBe('데모회원');
  });

  it('when a visitor loads the home page, then two notice popups and one image event show', async () => {
    const { data } = envelope<InitialData>(await get(t.app, '/api/index2'));
    expect(data?.boardList).toHaveLength(2);
    expect(data?.boardList.every((item) => item.boardType === 0 && item.text.startsWith('<p>'))).toBe(true);
    expect(data?.banner).toEqual([
      {
        id: expect.any(Number),
        title: expect.any(String),
        imageUrl: '/images/event-welcome.svg',
        link: null,
      },
    ]);
  });
});
