import { sportsText } from '@hanpan/core/api/sports';
import { staffText } from '@hanpan/core/api/staff-codes';
import { joinFormMessage, loginFailedMessage } from '@hanpan/core/registration/messages';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, signIn, validJoinBody } from '../../../test/factories.ts';
import { envelope, postForm, postJson, sessionCookieOf } from '../../../test/http.ts';
import { businessChecksums } from '../../../test/route-fuzz.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { registerErrorHandling } from './errors.ts';

// Issue 10, defect 8: a NUL (or a lone surrogate, or a control character in a one-line field)
// answered HTTP 500. Each call now refuses it in its schema with its usual code and Korean text,
// and nothing is written.

let t: TestApp;
let member: { id: number; cookie: string };
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const row = await createMember(t.db);
  member = { id: row.id, cookie: await signIn(t.app, row) };
  staffToken = await signInStaff(t.app, await createStaff(t.db, { role: 'owner' }));
});

afterAll(async () => {
  await t.close();
});

const unusable = (label: string) => `${label}에 사용할 수 없는 문자가 있습니다.`;

type Case = { name: string; send: () => ReturnType<typeof postJson>; code: number; message: string };

const cases: Case[] = [
  {
    name: 'sign-in form with a NUL in the id (the issue curl)',
    send: () => postForm(t.app, '/api/user/sign', { loginId: 'a\u0000b', loginPassword: 'x' }),
    code: 1,
    message: loginFailedMessage,
  },
  {
    name: 'SMS request with a NUL in the phone',
    send: () => postJson(t.app, '/api/user/sendSms', { phoneNum: '0101234\u00005678' }),
    code: 2,
    message: joinFormMessage.phoneFormat,
  },
  {
    name: 'join with a NUL in the KakaoTalk id',
    send: () => postJson(t.app, '/api/user/join', validJoinBody({ kakaoId: 'kakao\u0000' })),
    code: 2,
    message: unusable('카카오톡 아이디'),
  },
  {
    name: 'join with a line feed in the account holder',
    send: () => postJson(t.app, '/api/user/join', validJoinBody({ bankHolder: '홍\n길동' })),
    code: 2,
    message: unusable('예금주'),
  },
  {
    name: 'deposit with a NUL in the depositor name',
    send: () =>
      postJson(
        t.app,
        '/api/amount/charge',
        { amount: 10_000, depositorName: '홍\u0000길동' },
        { cookie: member.cookie },
      ),
    code: 2,
    message: unusable('입금자명'),
  },
  {
    name: 'withdrawal with a NUL in the exchange password',
    send: () =>
      postJson(
        t.app,
        '/api/amount/exchange',
        { amount: 10_000, exchangePassword: '12\u00003' },
        { cookie: member.cookie },
      ),
    code: 2,
    message: unusable('환전 비밀번호'),
  },
  {
    name: 'sports search with a NUL',
    send: () => postJson(t.app, '/api/sports/fixtures', { search: '다저스\u0000' }),
    code: 2,
    message: sportsText.badSearch,
  },
  {
    name: 'staff login with a NUL in the id',
    send: () => postStaff(t.app, '/api/staff/login', { loginId: 'admin\u0000', password: 'x' }, null),
    code: 1,
    message: staffText.loginFailed,
  },
  {
    name: 'staff member search with a NUL',
    send: () => postStaff(t.app, '/api/staff/members/list', { query: 'ab\u0000' }, staffToken),
    code: 2,
    message: unusable('검색어'),
  },
  {
    name: 'staff suspension with a NUL in the reason',
    send: () =>
      postStaff(
        t.app,
        '/api/staff/members/suspend',
        { memberId: member.id, reason: '사유\u0000' },
        staffToken,
      ),
    code: 2,
    message: unusable('사유'),
  },
  {
    name: 'staff balance adjustment with an escape character in the reason',
    send: () =>
      postStaff(
        t.app,
        '/api/staff/members/adjust',
        {
          memberId: member.id,
          account: 'cash',
          amount: 1000,
          reason: '보정\u001B',
          idempotencyKey: 'fuzz-key-1',
        },
        staffToken,
      ),
    code: 2,
    message: unusable('사유'),
  },
  {
    name: 'staff fixture search with a lone surrogate',
    send: () => postStaff(t.app, '/api/staff/sports/fixtures', { query: '다저스\uD83D' }, staffToken),
    code: 2,
    message: unusable('검색어'),
  },
  {
    name: 'staff account creation with a NUL in the name',
    send: () =>
      postStaff(
        t.app,
        '/api/staff/accounts/create',
        { loginId: 'newstaff1', name: '홍\u0000', role: 'support', password: 'long-password-1' },
        staffToken,
      ),
    code: 2,
    message: unusable('이름'),
  },
];

describe('text PostgreSQL cannot store', () => {
  for (const { name, send, code, message } of cases) {
    it(`when a ${name} arrives, then the call answers code ${code} with its Korean message and writes nothing`, async () => {
      const before = await businessChecksums(t.db);
      const response = await send();
      expect(response.statusCode).toBe(200);
      expect(envelope<{ message: string }>(response)).toMatchObject({ code, data: { message } });
      expect(sessionCookieOf(response)).toBeNull();
      expect(await businessChecksums(t.db)).toEqual(before);
    });
  }

  it('when a multi-line staff reason arrives, then it is accepted (reasons may span lines)', async () => {
    const response = await postStaff(
      t.app,
      '/api/staff/members/suspend',
      { memberId: member.id, reason: '첫 줄\n둘째 줄\t끝' },
      staffToken,
    );
    expect(envelope(response).code).toBe(0);
    const row = await t.db
      .selectFrom('member')
      .select('status')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('suspended');
  });

  it('when a JSON body is not valid UTF-8, then it is refused with 400 code 2 rather than stored with U+FFFD', async () => {
    const before = await businessChecksums(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/amount/charge',
      headers: { 'content-type': 'application/json', cookie: `hanpan_sid=${member.cookie}` },
      payload: Buffer.concat([
        Buffer.from('{"amount":10000,"depositorName":"'),
        Buffer.from([0xed, 0x99, 0x8d, 0xff, 0xfe]),
        Buffer.from('"}'),
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ code: 2 });
    expect(await businessChecksums(t.db)).toEqual(before);
  });

  it('when a database encoding error slips past a schema, then the error handler answers 400 code 2, not 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app, () => {});
    app.post('/nul', async () => {
      await sql`select ${'a\u0000b'}::text as value`.execute(t.db);
      return { code: 0 };
    });
    const response = await app.inject({ method: 'POST', url: '/nul' });
    await app.close();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 2 });
  });
});
