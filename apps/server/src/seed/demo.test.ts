import type { InitialData } from '@hanpan/core/api/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { envelope, get, postForm, postJson, sessionCookieOf } from '../../test/http.ts';
import { readMoneySettings, writeMoneySettings } from '../features/payments/money-settings-repository.ts';
import { demoAccounts, seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ isDepositBankPlaceholder: true });
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
    const seeded = await seedDemo(t.db, { onlyIfEmpty: true, isDepositBankSet: true });
    expect(seeded).toEqual({
      isSeeded: true,
      created: [
        { kind: 'member', loginId: 'partner01', password: 'partner1234', exchangePassword: '1234' },
        { kind: 'member', loginId: 'demo01', password: 'demo1234', exchangePassword: '1234' },
        { kind: 'staff', loginId: 'admin', password: 'hanpan-admin1' },
      ],
    });
    // The house, the demo partner and its sub-partner 한판매장.
    expect(await counts()).toEqual({ member: 2, partner: 3, post: 5, account: 6 });
    expect((await readMoneySettings(t.db)).depositBank).toEqual(demoAccounts.depositBank);
    const partner = await t.db
      .selectFrom('partner')
      .innerJoin('member', 'member.id', 'partner.owner_member_id')
      .select(['partner.name', 'member.login_id'])
      .where('partner.join_code', '=', 'hpdemo')
      .executeTakeFirstOrThrow();
    expect(partner).toEqual({ name: '한판파트너', login_id: 'partner01' });
    const tree = await t.db
      .selectFrom('partner')
      .select(['name', 'depth', 'parent_id'])
      .where('join_code', 'in', ['hpdemo', 'hpshop'])
      .orderBy('depth')
      .execute();
    expect(tree).toMatchObject([
      { name: '한판파트너', depth: 1 },
      { name: '한판매장', depth: 2 },
    ]);
    const codes = await t.db
      .selectFrom('partner_join_code')
      .innerJoin('partner', 'partner.id', 'partner_join_code.partner_id')
      .select('partner_join_code.code')
      .where('partner.join_code', '=', 'hpdemo')
      .orderBy('partner_join_code.code')
      .execute();
    expect(codes.map((row) => row.code)).toEqual(['hpdemo', 'hpdemo2']);
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

  it('when run again, then nothing changes (a deposit account staff set is kept)', async () => {
    const staffBefore = await t.db.selectFrom('staff').select('id').execute();
    const before = await counts();
    const staffSet = { bankName: '신한은행', bankAccount: '110-123-456789', bankHolder: '한판주식회사' };
    await t.db.transaction().execute(async (trx) => {
      await writeMoneySettings(trx, { ...(await readMoneySettings(trx)), depositBank: staffSet });
    });
    expect(await seedDemo(t.db, { onlyIfEmpty: false, isDepositBankSet: true })).toEqual({
      isSeeded: true,
      created: [],
    });
    expect(await seedDemo(t.db, { onlyIfEmpty: true })).toEqual({ isSeeded: false, created: [] });
    expect((await readMoneySettings(t.db)).depositBank).toEqual(staffSet);
    expect(await counts()).toEqual(before);
    expect(await t.db.selectFrom('staff').select('id').execute()).toEqual(staffBefore);
  });

  it('when an earlier demo folder still has the placeholder deposit account, then the next demo start sets the demo one', async () => {
    const placeholder = { bankName: '국민은행', bankAccount: '000000-00-000000', bankHolder: '한판' };
    await t.db.transaction().execute(async (trx) => {
      await writeMoneySettings(trx, { ...(await readMoneySettings(trx)), depositBank: placeholder });
    });
    expect(await seedDemo(t.db, { onlyIfEmpty: true, isDepositBankSet: true })).toEqual({
      isSeeded: false,
      created: [],
    });
    expect((await readMoneySettings(t.db)).depositBank).toEqual(demoAccounts.depositBank);
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

  it('when a visitor loads the home page, then two notice popups and one image event show, and the referral menu is on', async () => {
    const { data } = envelope<InitialData>(await get(t.app, '/api/index2'));
    expect(data?.isHeader).toBe(true);
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
