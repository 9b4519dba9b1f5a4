import type { JoinRequest } from '@hanpan/core/api/auth';
import { joinFormMessage } from '@hanpan/core/registration/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { countJoinRows, validJoinBody } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const join = (body: unknown) => postJson(t.app, '/api/user/join', body);

describe('POST /api/user/join, consent to 이용약관 and 개인정보 처리방침', () => {
  const refusals: [string, Partial<JoinRequest>, string][] = [
    ['the terms are not agreed', { agreeTerms: false }, joinFormMessage.termsNotAgreed],
    ['the privacy policy is not agreed', { agreePrivacy: false }, joinFormMessage.privacyNotAgreed],
    ['neither is agreed', { agreeTerms: false, agreePrivacy: false }, joinFormMessage.termsNotAgreed],
  ];

  it.each(
    refusals,
  )('when %s, then code 2 with its Korean message and nothing written', async (_, patch, message) => {
    const before = await countJoinRows(t.db);
    const response = await join(validJoinBody(patch));
    expect(response.json()).toEqual({ code: 2, data: { message } });
    expect(await countJoinRows(t.db)).toEqual(before);
  });

  it('when the consent fields are left out, then the join is refused for the terms', async () => {
    const { agreeTerms: _terms, agreePrivacy: _privacy, ...body } = validJoinBody();
    const response = await join(body);
    expect(response.json()).toEqual({ code: 2, data: { message: joinFormMessage.termsNotAgreed } });
  });

  it('when a consent is the string "true", then code 2 and nothing written (never a 500)', async () => {
    const before = await countJoinRows(t.db);
    const response = await join({ ...validJoinBody(), agreeTerms: 'true' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).code).toBe(2);
    expect(await countJoinRows(t.db)).toEqual(before);
  });

  it('when both are agreed, then the member joins with both consent times stored', async () => {
    const body = validJoinBody();
    const startedAt = new Date();
    expect(envelope(await join(body)).code).toBe(0);
    const member = await t.db
      .selectFrom('member')
      .select(['terms_agreed_at', 'privacy_agreed_at', 'created_at'])
      .where('login_id', '=', body.loginId)
      .executeTakeFirstOrThrow();
    expect(member.terms_agreed_at).toEqual(member.created_at);
    expect(member.privacy_agreed_at).toEqual(member.created_at);
    expect(member.terms_agreed_at!.getTime()).toBeGreaterThanOrEqual(startedAt.getTime() - 1000);
  });
});
