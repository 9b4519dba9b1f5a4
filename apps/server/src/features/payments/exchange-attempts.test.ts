import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptStores } from '../../../test/attempt-stores.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { exchangeRowsOf, sendExchange, signedInMember } from '../../../test/payments.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { verifySecret } from '../../lib/crypto/secrets.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';
import { exchangePasswordRateLimitedMessage } from './policy.ts';

// Every exchange password check is counted: the limit must hold before argon2 runs, not after.
vi.mock('../../lib/crypto/secrets.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/crypto/secrets.ts')>();
  return { ...original, verifySecret: vi.fn(original.verifySecret) };
});
const passwordChecks = vi.mocked(verifySecret);

describe.each(attemptStores)('exchange password attempts ($name)', ({ rateLimits }) => {
  const options = rateLimits();
  const t = useTestApp(options ? { rateLimits: options } : {});
  beforeEach(() => {
    passwordChecks.mockClear();
  });

  it('when 50 wrong exchange passwords arrive at once, then only 5 are checked, nothing is held, and the right one then waits', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    passwordChecks.mockClear();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postJson(
          t.app,
          '/api/amount/exchange',
          { amount: 10_000, exchangePassword: `wrong-${index}` },
          { cookie: member.cookie, headers: { 'idempotency-key': `k-${randomUUID()}` } },
        ),
      ),
    );
    const checked = replies.filter((reply) => reply.statusCode !== 429);
    expect(checked).toHaveLength(5);
    for (const reply of checked) expect(envelope(reply).code).toBe(7);
    for (const reply of replies.filter((r) => r.statusCode === 429)) {
      expect(reply.json()).toMatchObject({
        code: 429,
        data: { message: exchangePasswordRateLimitedMessage },
      });
    }
    expect(passwordChecks).toHaveBeenCalledTimes(5);
    expect((await sendExchange(t.app, member, 10_000)).statusCode).toBe(429);
    expect(passwordChecks).toHaveBeenCalledTimes(5);
    expect(await exchangeRowsOf(t.db, member.id)).toEqual([]);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 100_000n });
  });
});
