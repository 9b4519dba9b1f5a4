import { koreaDateOf } from '@hanpan/core/registration/birth-date';
import { joinFormMessage, joinResultText } from '@hanpan/core/registration/messages';
import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  countJoinRows,
  createMember,
  createPartner,
  uniqueBankAccount,
  uniqueLoginId,
  uniqueNick,
  uniquePhone,
  validJoinBody,
} from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const join = (body: unknown) => postJson(t.app, '/api/user/join', body);

/** YYMMDD of the Korean calendar day `years` years before today. */
const yymmddYearsAgo = (years: number) => {
  const today = koreaDateOf(new Date());
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(2, 10).replaceAll('-', '');
};

describe('POST /api/user/join, success', () => {
  it('when every rule passes, then code 0 and one member with three accounts at 0 under the join code partner', async () => {
    const partner = await createPartner(t.db);
    const body = validJoinBody({
      loginId: ` ${uniqueLoginId().toUpperCase()} `,
      loginPassword: 'PassWord1',
      phoneNum: `010-${uniquePhone().slice(3, 7)}-1234`,
      keyCode: partner.joinCode.toUpperCase(),
      kakaoId: 'kakao_1',
    });
    const before = await countJoinRows(t.db);
    const response = await join(body);
    expect(response.json()).toEqual({ code: 0, data: { message: joinResultText.completed } });

    const member = await t.db
      .selectFrom('member')
      .selectAll()
      .where('login_id', '=', body.loginId.trim().toLowerCase())
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      nick: body.nick,
      phone: body.phoneNum.replaceAll('-', ''),
      bank_name: '국민은행',
      bank_account: body.bankAccount,
      bank_holder: '홍길동',
      kakao_id: 'kakao_1',
      birth_date: '1990-01-01',
      partner_id: partner.id,
      point_grade: 0,
      status: 'active',
    });
    expect(member.join_ip).toMatch(/^10\./);
    expect(member.password_hash).toMatch(/^\$argon2id\$/);
    expect(member.exchange_password_hash).toMatch(/^\$argon2id\$/);
    // The password is stored lowercased (spec section 5).
    expect(await argon2.verify(member.password_hash, 'password1')).toBe(true);
    expect(await argon2.verify(member.exchange_password_hash, '5678')).toBe(true);

    const accounts = await t.db
      .selectFrom('account')
      .select(['kind', 'balance'])
      .where('member_id', '=', member.id)
      .orderBy('kind')
      .execute();
    expect(accounts).toEqual([
      { kind: 'agency_cash', balance: 0n },
      { kind: 'cash', balance: 0n },
      { kind: 'point', balance: 0n },
    ]);
    const after = await countJoinRows(t.db);
    expect(after.member - before.member).toBe(1);
    expect(after.account - before.account).toBe(3);
  });

  it("when the join code is the domain's default code, then the member joins the house partner", async () => {
    const body = validJoinBody({ keyCode: 'HANPAN' });
    expect(envelope(await join(body)).code).toBe(0);
    const row = await t.db
      .selectFrom('member')
      .innerJoin('partner', 'partner.id', 'member.partner_id')
      .select('partner.name')
      .where('login_id', '=', body.loginId)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('본사');
  });

  it('when someone turns 19 today, then they may join', async () => {
    expect(envelope(await join(validJoinBody({ userdate: yymmddYearsAgo(19) }))).code).toBe(0);
  });
});

describe('POST /api/user/join, rejected and duplicate', () => {
  it('when the join code belongs to no partner, then code 1 subCode 2 and nothing is written', async () => {
    const before = await countJoinRows(t.db);
    const response = await join(validJoinBody({ keyCode: 'nosuchcode' }));
    expect(response.json()).toEqual({ code: 1, data: { subCode: 2, message: joinResultText.rejected[2] } });
    expect(await countJoinRows(t.db)).toEqual(before);
  });

  it("when the join code is a partner's second code, then the member joins that partner and remembers the code; a disabled code or a suspended partner's code is refused", async () => {
    const partner = await createPartner(t.db);
    const second = await t.db
      .insertInto('partner_join_code')
      .values({ partner_id: partner.id, code: `${partner.joinCode}b` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = validJoinBody({ keyCode: `${partner.joinCode}B` });
    expect(envelope(await join(body)).code).toBe(0);
    const member = await t.db
      .selectFrom('member')
      .select(['partner_id', 'join_code_id'])
      .where('login_id', '=', body.loginId)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ partner_id: partner.id, join_code_id: second.id });

    await t.db
      .updateTable('partner_join_code')
      .set({ is_enabled: false })
      .where('id', '=', second.id)
      .execute();
    const before = await countJoinRows(t.db);
    expect(envelope(await join(validJoinBody({ keyCode: `${partner.joinCode}b` })))).toMatchObject({
      code: 1,
      data: { subCode: 2 },
    });
    await t.db.updateTable('partner').set({ status: 'suspended' }).where('id', '=', partner.id).execute();
    expect(envelope(await join(validJoinBody({ keyCode: partner.joinCode })))).toMatchObject({
      code: 1,
      data: { subCode: 2 },
    });
    expect(await countJoinRows(t.db)).toEqual(before);
  });

  it('when the id, nick, phone or account is taken (case and dashes ignored), then code 3 with subCode 1-4', async () => {
    const existing = await createMember(t.db);
    const cases = [
      [{ loginId: existing.loginId.toUpperCase() }, 1],
      [{ nick: existing.nick.toUpperCase() }, 2],
      [{ phoneNum: existing.phone }, 3],
      [{ bankAccount: `${existing.bankAccount.slice(0, 4)}-${existing.bankAccount.slice(4)}` }, 4],
    ] as const;
    for (const [override, subCode] of cases) {
      const before = await countJoinRows(t.db);
      const response = await join(validJoinBody(override));
      expect(response.json()).toEqual({
        code: 3,
        data: { subCode, message: joinResultText.duplicate[subCode] },
      });
      expect(await countJoinRows(t.db)).toEqual(before);
    }
  });

  it('when two joins race for one login id, then one gets code 0 and the other 3/1, never a 500', async () => {
    const loginId = uniqueLoginId();
    const [a, b] = await Promise.all([join(validJoinBody({ loginId })), join(validJoinBody({ loginId }))]);
    const replies = [envelope<{ subCode?: number }>(a), envelope<{ subCode?: number }>(b)].sort(
      (x, y) => x.code - y.code,
    );
    expect(replies[0]?.code).toBe(0);
    expect(replies[1]).toMatchObject({ code: 3, data: { subCode: 1 } });
  });

  it('when two joins race for one phone, then the loser gets 3/3 from the unique index', async () => {
    const phoneNum = uniquePhone();
    const [a, b] = await Promise.all([join(validJoinBody({ phoneNum })), join(validJoinBody({ phoneNum }))]);
    const codes = [envelope<{ subCode?: number }>(a), envelope<{ subCode?: number }>(b)].map((r) => [
      r.code,
      r.data?.subCode,
    ]);
    expect(codes).toContainEqual([0, undefined]);
    expect(codes).toContainEqual([3, 3]);
  });
});

describe('POST /api/user/join, rules of spec section 5 in order (code 2)', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['id with symbols', { loginId: 'ab_cd' }, '아이디는 영어,숫자로만 입력하세요.'],
    ['empty id', { loginId: '  ' }, '아이디는 영어,숫자로만 입력하세요.'],
    ['id of 3 characters', { loginId: 'abc' }, joinFormMessage.loginIdTooShort],
    ['nick with symbols', { nick: 'ab!' }, '닉네임은 영어,숫자,한글로만 입력하세요.'],
    ['empty phone', { phoneNum: '' }, joinFormMessage.phoneEmpty],
    ['empty holder', { bankHolder: '' }, joinFormMessage.holderEmpty],
    ['empty account', { bankAccount: '' }, joinFormMessage.accountEmpty],
    ['empty join code', { keyCode: '' }, joinFormMessage.joinCodeEmpty],
    ['empty exchange password', { exchangePassword: '' }, joinFormMessage.exchangePasswordEmpty],
    ['id of 13 characters', { loginId: 'abcdefghijklm' }, joinFormMessage.loginIdFormat],
    ['nick of 7 characters', { nick: '가나다라마바사' }, joinFormMessage.nickFormat],
    ['nick of 1 character', { nick: '가' }, joinFormMessage.nickFormat],
    ['holder with symbols', { bankHolder: '홍<b>' }, joinFormMessage.holderFormat],
    ['phone of 10 digits', { phoneNum: '0101234567' }, joinFormMessage.phoneFormat],
    ['phone with letters', { phoneNum: '010abcd5678' }, joinFormMessage.phoneFormat],
    ['birth date 13th month', { userdate: '901301' }, joinFormMessage.birthDateInvalid],
    ['birth date 31 February', { userdate: '900231' }, joinFormMessage.birthDateInvalid],
    ['birth date of 5 digits', { userdate: '90010' }, joinFormMessage.birthDateInvalid],
    ['under 19', { userdate: yymmddYearsAgo(18) }, joinFormMessage.underAge],
    ['empty password', { loginPassword: '' }, joinFormMessage.passwordEmpty],
    ['password of 13 characters', { loginPassword: 'abcdefghijklm' }, joinFormMessage.passwordTooLong],
    ['account with letters', { bankAccount: '1234abc' }, joinFormMessage.accountFormat],
    ['account of 17 characters', { bankAccount: '12345678901234567' }, joinFormMessage.accountTooLong],
    [
      'exchange password of 13',
      { exchangePassword: '1234567890123' },
      joinFormMessage.exchangePasswordTooLong,
    ],
    ['join code of 17', { keyCode: 'a'.repeat(17) }, joinFormMessage.joinCodeTooLong],
    ['unknown bank', { bankName: '없는은행' }, joinFormMessage.bankNotChosen],
  ];

  it.each(
    cases,
  )('when %s, then code 2 with its message and nothing written', async (_name, override, message) => {
    const before = await countJoinRows(t.db);
    const response = await join(validJoinBody(override));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 2, data: { message } });
    expect(await countJoinRows(t.db)).toEqual(before);
  });

  it('when the id format is bad and everything else too, then the id format is reported first', async () => {
    const response = await join(validJoinBody({ loginId: 'a-b', nick: '!', phoneNum: '', keyCode: 'nope' }));
    expect(response.json()).toEqual({ code: 2, data: { message: '아이디는 영어,숫자로만 입력하세요.' } });
  });

  it('when the id is taken, then 3/1 comes before the id length, nick and the other rules', async () => {
    const existing = await createMember(t.db, { loginId: `a${uniqueLoginId().slice(0, 2)}` });
    expect(existing.loginId).toHaveLength(3);
    const response = await join(validJoinBody({ loginId: existing.loginId, nick: '!', phoneNum: '' }));
    expect(envelope(response)).toMatchObject({ code: 3, data: { subCode: 1 } });
  });

  it('when the id is too short and the nick taken, then the id length is reported before the nick', async () => {
    const existing = await createMember(t.db);
    const response = await join(validJoinBody({ loginId: 'ab1', nick: existing.nick }));
    expect(response.json()).toEqual({ code: 2, data: { message: joinFormMessage.loginIdTooShort } });
  });

  it('when the nick is taken and the phone empty, then 3/2 comes first', async () => {
    const existing = await createMember(t.db);
    expect(envelope(await join(validJoinBody({ nick: existing.nick, phoneNum: '' })))).toMatchObject({
      code: 3,
      data: { subCode: 2 },
    });
  });
});

describe('POST /api/user/join, hostile input', () => {
  const hostile = [
    "' OR 1=1 --",
    "'; drop table member; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
  ];
  // Passwords have no character rule (any text is hashed); they are covered below.
  const fields = [
    'loginId',
    'nick',
    'phoneNum',
    'bankName',
    'bankAccount',
    'bankHolder',
    'keyCode',
    'userdate',
  ];

  it('when any field carries SQL or HTML, then code 2 or 1/2, never a 500, and nothing is written', async () => {
    const before = await countJoinRows(t.db);
    for (const field of fields) {
      for (const payload of hostile) {
        const response = await join(validJoinBody({ [field]: payload }));
        expect(response.statusCode).toBe(200);
        expect([1, 2]).toContain(envelope(response).code);
      }
    }
    expect(await countJoinRows(t.db)).toEqual(before);
    expect(await t.db.selectFrom('member').select('id').limit(1).execute()).toHaveLength(1);
  });

  it('when the passwords carry SQL characters, then the member joins and signs in with them', async () => {
    const body = validJoinBody({ loginPassword: "' or 1=1 --", exchangePassword: "'; --" });
    expect(envelope(await join(body)).code).toBe(0);
    const signed = await postJson(t.app, '/api/user/sign', {
      loginId: body.loginId,
      loginPassword: "' OR 1=1 --",
    });
    expect(envelope(signed).code).toBe(0);
  });

  it('when the free-text kakao id carries HTML or SQL, then it is stored verbatim as text', async () => {
    const body = validJoinBody({ kakaoId: "<script>x</script>'; drop table member; --" });
    expect(envelope(await join(body)).code).toBe(0);
    const row = await t.db
      .selectFrom('member')
      .select('kakao_id')
      .where('login_id', '=', body.loginId)
      .executeTakeFirstOrThrow();
    expect(row.kakao_id).toBe("<script>x</script>'; drop table member; --");
  });

  it('when fields are missing, of the wrong type, arrays or objects, then code 2 and nothing is written', async () => {
    const before = await countJoinRows(t.db);
    const { loginId: _omit, ...withoutId } = validJoinBody();
    const bodies: unknown[] = [
      {},
      withoutId,
      { ...validJoinBody(), loginId: 12345 },
      { ...validJoinBody(), nick: ['a', 'b'] },
      { ...validJoinBody(), phoneNum: { $gt: '' } },
      { ...validJoinBody(), userdate: null },
      { ...validJoinBody(), bankAccount: 'x'.repeat(5000) },
      [validJoinBody()],
      'just a string',
      42,
    ];
    for (const body of bodies) {
      const response = await join(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 2, data: { message: joinResultText.invalid } });
    }
    expect(await countJoinRows(t.db)).toEqual(before);
  });
});

describe('nick and id helpers stay unique', () => {
  it('when factories make values, then they pass the format rules', () => {
    expect(uniqueLoginId()).toMatch(/^[a-z0-9]{4,12}$/);
    expect(uniqueNick()).toMatch(/^[a-z0-9]{2,6}$/);
    expect(uniqueBankAccount()).toMatch(/^\d{14}$/);
  });
});
