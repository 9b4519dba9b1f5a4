import { type Statement, statementText } from '@hanpan/core/api/account-statement';
import type { PlacedBetData } from '@hanpan/core/api/betting';
import { kstDateOf, kstDayPlus } from '@hanpan/core/time/kst';
import { describe, expect, it } from 'vitest';
import { itemOf, picksOfFixtures, sendBet } from '../../../test/betting.ts';
import { betBody, createPlayer, createTestProvider, walletCall, winBody } from '../../../test/casino.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { signedInMember } from '../../../test/payments.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

// 입출금·베팅 요약 (issue 27): the member's statement for a KST period, read from the ledger.

const t = useTestApp();

const statementOf = (cookie: string, body: unknown) =>
  postJson(t.app, '/api/account/statement', body, { cookie }).then((reply) => {
    const { code, data } = envelope<Statement & { message?: string }>(reply);
    return { code, data };
  });

const today = () => kstDateOf(new Date());

/** The member's cash postings summed per ledger kind, straight from the ledger. */
const ledgerByKind = async (memberId: number) => {
  const rows = await t.db
    .selectFrom('ledger_entry as e')
    .innerJoin('account as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_tx as x', 'x.id', 'e.tx_id')
    .select(['x.kind', 'e.amount'])
    .where('a.member_id', '=', memberId)
    .where('a.kind', '=', 'cash')
    .execute();
  const totals = new Map<string, bigint>();
  for (const row of rows) totals.set(row.kind, (totals.get(row.kind) ?? 0n) + BigInt(row.amount));
  return (kind: string) => Number(totals.get(kind) ?? 0n);
};

describe('POST /api/account/statement', () => {
  it('when a member bet on sports and in the casino, then the lines equal the ledger and another member is never included', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 200_000n);
    const [pick] = await picksOfFixtures(t.db, 1);
    const placed = envelope<PlacedBetData>(
      await sendBet(t.app, player.cookie, { betList: [itemOf(pick!)], amount: 10_000 }),
    );
    expect(placed.code).toBe(0);
    const bet = betBody(player, 5_000);
    expect((await walletCall(t.app, provider, 'transaction/bet', bet)).reply.status).toBe('RS_OK');
    const win = winBody(player, bet, 12_000);
    expect((await walletCall(t.app, provider, 'transaction/win', win)).reply.status).toBe('RS_OK');

    // Someone else's play the same day.
    const other = await createPlayer(t.app, t.db, provider, 100_000n);
    const otherBet = betBody(other, 7_000);
    expect((await walletCall(t.app, provider, 'transaction/bet', otherBet)).reply.status).toBe('RS_OK');

    const reply = await statementOf(player.cookie, { from: today(), to: today() });
    expect(reply.code).toBe(0);
    const ledger = await ledgerByKind(player.id);
    expect(reply.data).toEqual({
      from: today(),
      to: today(),
      deposits: ledger('charge'),
      withdrawals: 0,
      lines: [
        { product: 'sports', stakes: 10_000, payouts: 0, net: -10_000 },
        { product: 'minigames', stakes: 0, payouts: 0, net: 0 },
        { product: 'casino', stakes: 5_000, payouts: 12_000, net: 7_000 },
      ],
      total: { stakes: 15_000, payouts: 12_000, net: -3_000 },
    });
    expect(-ledger('bet_stake')).toBe(10_000);
    expect(-ledger('casino_bet')).toBe(5_000);
    expect(ledger('casino_win')).toBe(12_000);

    // A period before today holds nothing.
    const yesterday = kstDayPlus(today(), -1);
    const empty = await statementOf(player.cookie, { from: yesterday, to: yesterday });
    expect(empty.data?.total).toEqual({ stakes: 0, payouts: 0, net: 0 });
  });

  it('when the period is malformed, reversed or longer than 366 days, then code 2 names the field', async () => {
    const member = await signedInMember(t.app, t.db);
    const cases: [unknown, string][] = [
      [{ from: '2026-13-01', to: '2026-12-01' }, statementText.badFrom],
      [{ from: '2026-02-30', to: '2026-03-01' }, statementText.badFrom],
      [{ from: '2026-01-01', to: '20260102' }, statementText.badTo],
      [{ from: '2026-01-01' }, statementText.badTo],
      [{ from: '2026-02-01', to: '2026-01-31' }, statementText.fromAfterTo],
      [{ from: '2025-01-01', to: '2026-01-02' }, statementText.tooLong],
    ];
    for (const [body, message] of cases) {
      expect(await statementOf(member.cookie, body)).toEqual({ code: 2, data: { message } });
    }
    // 366 days, both ends included, is allowed.
    expect((await statementOf(member.cookie, { from: '2025-01-01', to: '2026-01-01' })).code).toBe(0);
  });

  it('when there is no session, then code 99', async () => {
    expect(
      envelope(await postJson(t.app, '/api/account/statement', { from: today(), to: today() })).code,
    ).toBe(99);
  });
});
