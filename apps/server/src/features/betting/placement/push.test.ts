import type { UserContextMessage } from '@hanpan/core/api/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import {
  createBetFixture,
  itemOf,
  ripenPendingBets,
  sendAddInplay,
  sendBet,
  sendPreInplay,
} from '../../../../test/betting.ts';
import { envelope } from '../../../../test/http.ts';
import { expectLedgerBalanced } from '../../../../test/ledger.ts';
import { signedInMember } from '../../../../test/payments.ts';
import { connectStomp, type TestStompClient } from '../../../../test/realtime-clients.ts';

// After a bet commits, the member's other open pages hear the new cash on /user/queue/context.

let t: TestApp;
let baseUrl: string;
const clients: TestStompClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await t.close();
});

const cashIs = (cash: number) => (body: unknown) =>
  (body as UserContextMessage).userContext.user.cash === cash;

describe('the header hears about a bet', () => {
  it('when a prematch and an in-play bet are placed, then /user/queue/context carries the cash after each', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const client = await connectStomp(baseUrl, { transport: 'websocket', sessionToken: member.cookie });
    clients.push(client);
    await client.subscribe('/user/queue/context');
    const prematch = await createBetFixture(t.db);
    const placed = envelope(
      await sendBet(t.app, member.cookie, { betList: [itemOf(prematch.picks[0] as never)], amount: 10_000 }),
    );
    expect(placed.code).toBe(0);
    await client.waitForMessage('/user/queue/context', cashIs(90_000));

    const live = await createBetFixture(t.db, { status: 2, startAt: new Date(Date.now() - 600_000) });
    await sendPreInplay(t.app, member.cookie, { betList: [itemOf(live.picks[0] as never)], amount: 20_000 });
    await ripenPendingBets(t.db, member.id);
    expect(envelope(await sendAddInplay(t.app, member.cookie)).code).toBe(0);
    expect(await client.waitForMessage('/user/queue/context', cashIs(70_000))).toMatchObject({
      type: 'userContext',
      userContext: { user: { nick: member.nick, cash: 70_000 } },
    });
  });
});
