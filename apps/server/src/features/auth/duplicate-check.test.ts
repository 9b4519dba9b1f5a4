import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { countJoinRows, createMember, uniqueLoginId, uniqueNick } from '../../../test/factories.ts';
import { postForm, postJson, uniqueIp } from '../../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/user/checkLoginId', () => {
  it('when the id is free, then code 0 with the usable message', async () => {
    const response = await postJson(t.app, '/api/user/checkLoginId', { loginId: uniqueLoginId() });
    expect(response.json()).toEqual({ code: 0, data: { message: '사용 하셔도 되는 아이디 입니다.' } });
  });

  it('when the id has other characters or is empty, then code 1 with the format message', async () => {
    for (const loginId of ['ab cd', 'abc!', '한글아이디', '', '   ']) {
      const response = await postJson(t.app, '/api/user/checkLoginId', { loginId });
      expect(response.json()).toEqual({ code: 1, data: { message: '아이디는 영어,숫자로만 입력하세요.' } });
    }
  });

  it('when the id is taken in any letter case, then code 2 with the duplicate message', async () => {
    const member = await createMember(t.db);
    for (const loginId of [member.loginId, member.loginId.toUpperCase(), ` ${member.loginId} `]) {
      const response = await postJson(t.app, '/api/user/checkLoginId', { loginId });
      expect(response.json()).toEqual({ code: 2, data: { message: '중복되는 아이디가 있습니다.!!' } });
    }
  });

  it('when the body is form-encoded, then it is read as well', async () => {
    const response = await postForm(t.app, '/api/user/checkLoginId', { loginId: uniqueLoginId() });
    expect(response.json()).toMatchObject({ code: 0 });
  });

  it('when the id is not a string, then code 2 invalid input', async () => {
    for (const body of [{}, { loginId: 7 }, { loginId: ['a'] }, { loginId: { a: 1 } }]) {
      expect((await postJson(t.app, '/api/user/checkLoginId', body)).json()).toEqual({
        code: 2,
        data: { message: '잘못된 항목이 있습니다.' },
      });
    }
  });
});

describe('POST /api/user/checkNick', () => {
  it('when the nick is free (Korean, jamo, Latin, digits), then code 0', async () => {
    for (const nick of [uniqueNick(), `ㅋㅋ${uniqueNick().slice(0, 3)}`, `한${uniqueNick().slice(0, 4)}`]) {
      const response = await postJson(t.app, '/api/user/checkNick', { nick });
      expect(response.json()).toEqual({ code: 0, data: { message: '사용하셔도 되는 닉네임 입니다.' } });
    }
  });

  it('when the nick has other characters, then code 1', async () => {
    for (const nick of ['닉 네임', '<b>', '', "a'--"]) {
      const response = await postJson(t.app, '/api/user/checkNick', { nick });
      expect(response.json()).toEqual({
        code: 1,
        data: { message: '닉네임은 영어,숫자,한글로만 입력하세요.' },
      });
    }
  });

  it('when the nick is taken in any letter case, then code 2', async () => {
    const member = await createMember(t.db);
    const response = await postJson(t.app, '/api/user/checkNick', { nick: member.nick.toUpperCase() });
    expect(response.json()).toEqual({ code: 2, data: { message: '중복되는 닉네임이 있습니다.!!' } });
  });
});

describe('duplicate checks, rate limit', () => {
  it('when one IP checks more than 60 times in 10 minutes, then 429; the checks write nothing', async () => {
    const ip = uniqueIp();
    const before = await countJoinRows(t.db);
    for (let i = 0; i < 30; i += 1) {
      expect(
        (await postJson(t.app, '/api/user/checkLoginId', { loginId: uniqueLoginId() }, { ip })).statusCode,
      ).toBe(200);
      expect((await postJson(t.app, '/api/user/checkNick', { nick: uniqueNick() }, { ip })).statusCode).toBe(
        200,
      );
    }
    const blocked = await postJson(t.app, '/api/user/checkNick', { nick: uniqueNick() }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 429 });
    expect(await countJoinRows(t.db)).toEqual(before);
  });
});
