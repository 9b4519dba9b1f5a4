import { conversionCode, conversionText } from '@hanpan/core/api/wallet-codes';
import { describe, expect, it } from 'vitest';
import { createMember, fundMember, signIn, uniqueSuffix } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { expectLedgerBalanced, useLedgerCheckedApp } from '../../../test/ledger.ts';
import { readMemberBalances } from './ledger-repository.ts';

const t = useLedgerCheckedApp();

async function memberWith(cash: bigint, point: bigint) {
  const member = await createMember(t.db);
  await fundMember(t.db, member.id, cash, point);
  return { member, cookie: await signIn(t.app, member) };
}

const post = (url: string, cookie: string, key: string, body?: unknown) =>
  postJson(t.app, `/api${url}`, body, { cookie, headers: { 'idempotency-key': key } });

describe('double clicks and two tabs', () => {
  it('when the same Idempotency-Key is sent 50 times in parallel, then one posting and the same reply each time', async () => {
    const { member, cookie } = await memberWith(1_000n, 8_000n);
    const key = `same-${uniqueSuffix(12)}`;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => post('/amount/pointToCash', cookie, key).then(envelope)),
    );
    // The first reply and the 49 replays (read back from jsonb) are the same value.
    for (const reply of replies) {
      expect(reply).toEqual({
        code: conversionCode.ok,
        data: { message: conversionText.pointToCashDone, amount: 8_000 },
        userContext: replies[0]?.userContext,
      });
      expect(reply.userContext?.user).toMatchObject({ cash: 9_000, point: 0 });
    }
    const postings = await t.db
      .selectFrom('ledger_tx')
      .select('id')
      .where('idempotency_key', '=', `member:${member.id}:${key}`)
      .execute();
    expect(postings).toHaveLength(1);
    const conversions = await t.db
      .selectFrom('ledger_tx')
      .select('id')
      .where('reference', '=', `member:${member.id}`)
      .where('kind', '=', 'point_to_cash')
      .execute();
    expect(conversions).toHaveLength(1);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 9_000n, point: 0n });
  });

  it('when 200 cashToPoint calls with distinct keys race on one cash balance, then it is never overdrawn and cash+point is conserved', async () => {
    const start = 100_000n;
    const { member, cookie } = await memberWith(start, 0n);
    // 200 calls asking for up to ~2x the balance in total: some must be refused.
    const amounts = Array.from({ length: 200 }, (_, index) => 500 + ((index * 37) % 1_000));
    const replies = await Promise.all(
      amounts.map((amount) =>
        post('/amount/cashToPoint', cookie, `race-${uniqueSuffix(16)}`, { amount }).then(
          envelope<{
            amount: number;
          }>,
        ),
      ),
    );
    let accepted = 0n;
    let refused = 0;
    replies.forEach((reply, index) => {
      expect([conversionCode.ok, conversionCode.insufficientBalance]).toContain(reply.code);
      if (reply.code === conversionCode.ok) {
        expect(reply.data?.amount).toBe(amounts[index]);
        accepted += BigInt(amounts[index] ?? 0);
      } else {
        refused += 1;
      }
    });
    expect(refused).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(start);
    const balances = await readMemberBalances(t.db, member.id);
    expect(balances.cash).toBeGreaterThanOrEqual(0n);
    expect(balances).toMatchObject({ cash: start - accepted, point: accepted });
    expect(balances.cash + balances.point).toBe(start);
  });

  it('when pointToCash and cashToPoint race with distinct keys, then every balance stays whole and non-negative', async () => {
    const { member, cookie } = await memberWith(20_000n, 20_000n);
    const calls = Array.from({ length: 40 }, (_, index) =>
      index % 2 === 0
        ? post('/amount/pointToCash', cookie, `mix-${uniqueSuffix(16)}`)
        : post('/amount/cashToPoint', cookie, `mix-${uniqueSuffix(16)}`, { amount: 3_000 }),
    );
    const replies = (await Promise.all(calls)).map((response) => envelope(response));
    for (const reply of replies) expect([0, 1, 2, 6]).toContain(reply.code);
    const balances = await readMemberBalances(t.db, member.id);
    expect(balances.cash).toBeGreaterThanOrEqual(0n);
    expect(balances.point).toBeGreaterThanOrEqual(0n);
    expect(balances.cash + balances.point).toBe(40_000n);
  });

  it('when 30 conversions of ten members and of one member (one key ten times, ten keys) arrive at once, then the balances are right and each key moved money once', async () => {
    const others = await Promise.all(Array.from({ length: 10 }, () => memberWith(10_000n, 0n)));
    const { member, cookie } = await memberWith(100_000n, 0n);
    const sharedKey = `shared-${uniqueSuffix(12)}`;
    const ownKeys = Array.from({ length: 10 }, () => `own-${uniqueSuffix(16)}`);
    const otherKeys = others.map(() => `other-${uniqueSuffix(16)}`);
    // All in flight at once: the one member's calls wait on its rows and its key, the others run beside them.
    const [fromOthers, sameKey, distinctKeys] = await Promise.all([
      Promise.all(
        others.map((other, index) =>
          post('/amount/cashToPoint', other.cookie, otherKeys[index] as string, { amount: 1_000 }).then(
            envelope,
          ),
        ),
      ),
      Promise.all(
        Array.from({ length: 10 }, () =>
          post('/amount/cashToPoint', cookie, sharedKey, { amount: 2_000 }).then(envelope),
        ),
      ),
      Promise.all(
        ownKeys.map((key) => post('/amount/cashToPoint', cookie, key, { amount: 3_000 }).then(envelope)),
      ),
    ]);
    for (const reply of [...fromOthers, ...sameKey, ...distinctKeys])
      expect(reply.code).toBe(conversionCode.ok);
    for (const reply of sameKey)
      expect(reply.data).toEqual({ message: conversionText.cashToPointDone, amount: 2_000 });
    for (const other of others)
      expect(await readMemberBalances(t.db, other.member.id)).toMatchObject({ cash: 9_000n, point: 1_000n });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 68_000n, point: 32_000n });
    const keys = [
      ...others.map((other, index) => `member:${other.member.id}:${otherKeys[index]}`),
      `member:${member.id}:${sharedKey}`,
      ...ownKeys.map((key) => `member:${member.id}:${key}`),
    ];
    const postings = await t.db
      .selectFrom('ledger_tx')
      .select('idempotency_key')
      .where('idempotency_key', 'in', keys)
      .execute();
    expect(postings.map((row) => row.idempotency_key).sort()).toEqual([...keys].sort());
    await expectLedgerBalanced(t.db);
  });
});
