import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptStores, loopbackAddress } from '../../../test/attempt-stores.ts';
import { createMember } from '../../../test/factories.ts';
import { postForm, uniqueIp } from '../../../test/http.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { verifySecret } from '../../lib/crypto/secrets.ts';
import { signInRateLimitedMessage } from '../../lib/http/app-error.ts';

// Every password check is counted: the limit must hold before argon2 runs, not after.
vi.mock('../../lib/crypto/secrets.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/crypto/secrets.ts')>();
  return { ...original, verifySecret: vi.fn(original.verifySecret) };
});
const verifications = vi.mocked(verifySecret);

describe.each(attemptStores)('member sign-in attempts ($name)', ({ rateLimits }) => {
  const options = rateLimits();
  const t = useTestApp(options ? { rateLimits: options } : {});
  beforeEach(() => {
    verifications.mockClear();
  });

  const sessionsOf = (memberId: number) =>
    t.db.selectFrom('member_session').select('token_hash').where('member_id', '=', memberId).execute();

  const burst = (loginId: string, ipOf: (index: number) => string) =>
    Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postForm(t.app, '/api/user/sign', { loginId, loginPassword: `wrong-${index}` }, { ip: ipOf(index) }),
      ),
    );

  const expectOnlyFiveChecked = async (
    member: { id: number; loginId: string; password: string },
    replies: Awaited<ReturnType<typeof burst>>,
  ) => {
    const checked = replies.filter((reply) => reply.statusCode !== 429);
    expect(checked).toHaveLength(5);
    for (const reply of checked) expect(reply.json()).toMatchObject({ code: 1 });
    for (const reply of replies.filter((r) => r.statusCode === 429)) {
      expect(reply.json()).toEqual({ code: 429, data: { message: signInRateLimitedMessage } });
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(verifications).toHaveBeenCalledTimes(5);
    // The right password waits for the window too, and no session was started.
    const right = await postForm(t.app, '/api/user/sign', {
      loginId: member.loginId,
      loginPassword: member.password,
    });
    expect(right.statusCode).toBe(429);
    expect(verifications).toHaveBeenCalledTimes(5);
    expect(await sessionsOf(member.id)).toEqual([]);
  };

  it('when 50 wrong passwords for one member arrive at once from one IP, then only 5 are checked and the rest get 429', async () => {
    const member = await createMember(t.db);
    const ip = uniqueIp();
    await expectOnlyFiveChecked(member, await burst(member.loginId, () => ip));
  });

  it('when 50 wrong passwords for one member arrive at once from 50 addresses, then only 5 are checked and the rest get 429', async () => {
    const member = await createMember(t.db);
    await expectOnlyFiveChecked(member, await burst(member.loginId, loopbackAddress));
  });
});
