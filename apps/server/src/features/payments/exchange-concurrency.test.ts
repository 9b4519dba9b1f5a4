import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { exchangeRowsOf, pendingHoldsOf, sendExchange, signedInMember } from '../../../test/payments.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';

const t = useLedgerCheckedApp();

const exchangeRows = (memberId: number) => exchangeRowsOf(t.db, memberId);
const heldFor = (memberId: number) => pendingHoldsOf(t.db, memberId);

describe('POST /api/amount/exchange under concurrency', () => {
  it('when the same key is sent 50 times in parallel, then one request, one posting, the same reply', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const key = `k-${randomUUID()}`;
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => sendExchange(t.app, member, 20_000, key)),
    );
    const first = envelope(replies[0]!);
    expect(first.code).toBe(0);
    for (const reply of replies) {
      const { code, data } = envelope(reply);
      expect({ code, data }).toEqual({ code: first.code, data: first.data });
    }
    const rows = await exchangeRows(member.id);
    expect(rows).toHaveLength(1);
    const holds = await t.db
      .selectFrom('ledger_tx')
      .select('id')
      .where('reference', '=', `exchange_request:${rows[0]?.id}`)
      .execute();
    expect(holds).toHaveLength(1);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 80_000n });
  }, 60_000);

  it('when 200 withdrawals with distinct keys race for one balance, then it is never overdrawn', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const amounts = Array.from({ length: 200 }, (_, i) => [10_000, 20_000, 30_000, 50_000][i % 4]!);
    const replies = await Promise.all(amounts.map((amount) => sendExchange(t.app, member, amount)));
    const codes = replies.map((reply) => envelope(reply).code);
    expect(codes.every((code) => code === 0 || code === 6)).toBe(true);
    const accepted = amounts
      .filter((_, i) => codes[i] === 0)
      .reduce((sum, amount) => sum + BigInt(amount), 0n);
    const { cash } = await readMemberBalances(t.db, member.id);
    expect(accepted).toBeGreaterThan(0n);
    expect(accepted).toBeLessThanOrEqual(100_000n);
    expect(cash).toBeGreaterThanOrEqual(0n);
    expect(await heldFor(member.id)).toBe(accepted);
    expect(cash + accepted).toBe(100_000n);
    expect(await exchangeRows(member.id)).toHaveLength(codes.filter((code) => code === 0).length);
  }, 120_000);
});
