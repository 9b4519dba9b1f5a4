import type { UserContextMessage } from '@hanpan/core/api/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope } from '../../../test/http.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { sendCharge, sendExchange, signedInMember, staffActor } from '../../../test/payments.ts';
import { connectStomp, type TestStompClient } from '../../../test/realtime-clients.ts';

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

describe('the member page hears about money decided elsewhere', () => {
  it('when staff approve a deposit or reject a withdrawal, then /user/queue/context carries the new cash', async () => {
    const member = await signedInMember(t.app, t.db);
    const client = await connectStomp(baseUrl, { transport: 'websocket', sessionToken: member.cookie });
    clients.push(client);
    await client.subscribe('/user/queue/context');
    const { actor } = await staffActor(t.db);

    const charge = envelope<{ item: { id: number } }>(
      await sendCharge(t.app, member.cookie, { amount: 80_000, depositorName: '홍길동' }),
    );
    await t.app.services.payments.approveCharge(actor, charge.data?.item.id ?? 0);
    expect(await client.waitForMessage('/user/queue/context', cashIs(80_000))).toMatchObject({
      type: 'userContext',
      userContext: { user: { nick: member.nick, cash: 80_000 } },
    });

    const exchange = envelope<{ item: { id: number } }>(await sendExchange(t.app, member, 30_000));
    expect(exchange.userContext?.user.cash).toBe(50_000);
    await client.waitForMessage('/user/queue/context', cashIs(50_000));
    await t.app.services.payments.rejectExchange(actor, exchange.data?.item.id ?? 0, '계좌 확인 필요');
    await client.waitForMessage('/user/queue/context', cashIs(80_000));
  });
});
