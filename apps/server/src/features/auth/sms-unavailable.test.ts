import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { countJoinRows, uniquePhone, validJoinBody } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';

const unavailable = '현재 휴대폰 인증을 이용할 수 없어 가입할 수 없습니다. 고객센터에 문의해 주세요.';

// Production without SMS_WEBHOOK_URL: the app has no SMS gateway at all.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ isSmsUnavailable: true });
  await t.db.updateTable('site_setting').set({ value: 'true' }).where('key', '=', 'useSms').execute();
});
afterAll(async () => {
  await t.close();
});

describe('SMS verification without an SMS provider', () => {
  it('when a code is asked for, then code 4 with a Korean message, and no code is stored or sent', async () => {
    const before = await countJoinRows(t.db);
    const reply = envelope(await postJson(t.app, '/api/user/sendSms', { phoneNum: uniquePhone() }));
    expect(reply).toEqual({ code: 4, data: { message: unavailable } });
    expect(await countJoinRows(t.db)).toEqual(before);
    expect(t.sms.sent).toEqual([]);
  });

  it('when someone joins while the site requires SMS verification, then code 2 with the message and no member', async () => {
    const before = await countJoinRows(t.db);
    const reply = envelope(await postJson(t.app, '/api/user/join', validJoinBody({ smsCode: '123456' })));
    expect(reply).toMatchObject({ code: 2, data: { message: unavailable } });
    expect(await countJoinRows(t.db)).toEqual(before);
  });
});
