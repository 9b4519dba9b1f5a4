import { conversionCode } from '@hanpan/core/api/wallet-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, fundMember, signIn, uniqueSuffix } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { readMemberBalances } from './ledger-repository.ts';
import { conversionRateRule } from './policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('conversion rate limit', () => {
  it('when a member sends more conversions in a minute than the rule allows, then the next one gets HTTP 429 and moves nothing', async () => {
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 1_000_000n);
    const cookie = await signIn(t.app, member);
    const send = () =>
      postJson(
        t.app,
        '/api/amount/cashToPoint',
        { amount: 1 },
        {
          cookie,
          headers: { 'idempotency-key': `rl-${uniqueSuffix(16)}` },
        },
      );
    for (let batch = 0; batch < conversionRateRule.limit / 20; batch += 1) {
      const replies = await Promise.all(Array.from({ length: 20 }, send));
      for (const reply of replies) expect(envelope(reply).code).toBe(conversionCode.ok);
    }
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(envelope<{ message: string }>(limited).data?.message).toMatch(/잠시 후/);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({
      cash: 1_000_000n - BigInt(conversionRateRule.limit),
      point: BigInt(conversionRateRule.limit),
    });
    await expectLedgerBalanced(t.db);
  });
});
