import { generateKeyPairSync } from 'node:crypto';
import type { BetListData } from '@hanpan/core/api/bet-history';
import { casinoRoundNumber } from '@hanpan/core/api/casino';
import type { StaffCasinoReconciliation } from '@hanpan/core/api/staff-casino';
import { staffCasinoText } from '@hanpan/core/api/staff-casino';
import { staffText } from '@hanpan/core/api/staff-codes';
import { kstDateOf } from '@hanpan/core/time/kst';
import { describe, expect, it } from 'vitest';
import { betBody, createPlayer, createTestProvider, walletCall, winBody } from '../../../test/casino.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import type { ProviderReportTransaction } from './provider-report.ts';

// The back office's casino calls: permissions, audited saves, rounds and transactions, GGR, and the
// daily reconciliation flagging planted differences (the provider's list is faked here).

let providerList: ProviderReportTransaction[] | Error = [];
const t = useLedgerCheckedApp({
  fetchCasinoProviderTransactions: async () => {
    if (providerList instanceof Error) throw providerList;
    return providerList;
  },
});

const staffOf = async (role: 'owner' | 'finance' | 'operator' | 'support') =>
  signInStaff(t.app, await createStaff(t.db, { role }));

const call = async <T = Record<string, unknown>>(token: string, path: string, body: unknown) =>
  envelope<T>(await postStaff(t.app, `/api/staff/casino/${path}`, body, token));

const today = () => kstDateOf(new Date());

describe('permissions and saves', () => {
  it('when support reads or finance saves, then code 3 and the refusal is audited', async () => {
    const provider = await createTestProvider(t.db);
    const support = await staffOf('support');
    expect((await call(support, 'providers', {})).code).toBe(3);
    const finance = await staffOf('finance');
    expect((await call(finance, 'providers', {})).code).toBe(0);
    const save = {
      id: provider.games['test-slot'],
      isEnabled: false,
      category: 'slot',
      sortOrder: 1,
      reason: '점검',
    };
    expect((await call(finance, 'games/save', save)).code).toBe(3);
    const denied = await t.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'access.denied')
      .execute();
    expect(denied.map((row) => row.target_id)).toEqual(
      expect.arrayContaining(['/api/staff/casino/providers', '/api/staff/casino/games/save']),
    );
    expect(
      await t.db.selectFrom('casino_game').select('is_enabled').where('id', '=', save.id).executeTakeFirst(),
    ).toEqual({
      is_enabled: true,
    });
  });

  it('when an operator saves a provider and a game, then they change with an audit line and the reason', async () => {
    const provider = await createTestProvider(t.db);
    const operator = await staffOf('operator');
    const rsaKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    const rules = { noAutoplay: true, minSpinMs: 3_000, noSmallWinCelebration: false };
    const body = {
      id: provider.id,
      isEnabled: true,
      publicKey: rsaKey,
      launchUrl: 'https://other.example/go',
      rules,
      reason: '키 교체',
    };
    expect(await call(operator, 'providers/save', body)).toEqual({
      code: 0,
      data: { message: staffCasinoText.saved },
    });
    const list = await call<{ list: { id: number; publicKey: string; rules: unknown; walletUrl: string }[] }>(
      operator,
      'providers',
      {},
    );
    expect(list.data?.list.find((row) => row.id === provider.id)).toMatchObject({
      publicKey: rsaKey.trim(),
      rules,
      walletUrl: `/api/casino/wallet/${provider.code}`,
    });
    const refusals: [unknown, string][] = [
      [{ ...body, publicKey: 'not a key' }, staffCasinoText.badPublicKey],
      [{ ...body, launchUrl: 'javascript:alert(1)' }, staffCasinoText.badLaunchUrl],
      [{ ...body, rules: { ...rules, minSpinMs: 1_000 } }, staffCasinoText.badMinSpinMs],
      [{ ...body, reason: '  ' }, staffText.reasonRequired],
      [{ ...body, reason: '사유\u0000' }, staffText.reasonRequired],
    ];
    for (const [refused, message] of refusals) {
      expect(await call(operator, 'providers/save', refused)).toEqual({ code: 2, data: { message } });
    }
    expect((await call(operator, 'providers/save', { ...body, id: 999_999 })).code).toBe(1);
    const game = {
      id: provider.games['test-slot'],
      isEnabled: false,
      category: 'casino',
      sortOrder: 7,
      reason: '점검',
    };
    expect((await call(operator, 'games/save', game)).code).toBe(0);
    const games = await call<{
      list: { id: number; isEnabled: boolean; category: string; sortOrder: number }[];
    }>(operator, 'games', { providerId: provider.id });
    expect(games.data?.list.find((row) => row.id === game.id)).toMatchObject({
      isEnabled: false,
      category: 'casino',
      sortOrder: 7,
    });
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('action', 'in', ['casino.provider', 'casino.game'])
      .where('target_id', 'in', [String(provider.id), String(game.id)])
      .execute();
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'casino.provider', reason: '키 교체' },
        { action: 'casino.game', reason: '점검' },
      ]),
    );
    expect(audits).toHaveLength(2);
  });
});

describe('rounds, transactions, GGR and reconciliation', () => {
  it('when the provider list matches, then no difference; planted differences are each flagged', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 50_000n);
    const bet = betBody(player, 10_000);
    await walletCall(t.app, provider, 'transaction/bet', bet);
    const win = winBody(player, bet, 4_000);
    await walletCall(t.app, provider, 'transaction/win', win);
    const report = (
      tx: { transaction_uuid: string; round: string },
      kind: 'bet' | 'win',
      amount: number,
      reference: string | null,
    ) => ({
      transaction_uuid: tx.transaction_uuid,
      kind,
      amount,
      round: tx.round,
      reference_transaction_uuid: reference,
      user: player.user,
      created_at: new Date().toISOString(),
    });
    const staff = await staffOf('finance');
    providerList = [report(bet, 'bet', 10_000, null), report(win, 'win', 4_000, bet.transaction_uuid)];
    const clean = await call<StaffCasinoReconciliation>(staff, 'reconciliation', {
      providerId: provider.id,
      date: today(),
    });
    expect(clean.data?.differences).toEqual([]);
    expect(clean.data?.operatorTotals).toEqual({ count: 2, bet: 10_000, win: 4_000, rollback: 0 });
    // The provider claims a bigger win and a bet we never took; the ledger loses a posting's amount.
    providerList = [
      report(bet, 'bet', 10_000, null),
      report(win, 'win', 5_000, bet.transaction_uuid),
      report({ transaction_uuid: 'ghost', round: 'ghost-round' }, 'bet', 700, null),
    ];
    const second = betBody(player, 2_000);
    await walletCall(t.app, provider, 'transaction/bet', second);
    const flagged = await call<StaffCasinoReconciliation>(staff, 'reconciliation', {
      providerId: provider.id,
      date: today(),
    });
    expect(flagged.data?.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          transactionId: win.transaction_uuid,
          issue: 'amount_differs',
          operatorAmount: 4_000,
          providerAmount: 5_000,
        }),
        expect.objectContaining({
          transactionId: 'ghost',
          issue: 'missing_at_operator',
          providerAmount: 700,
        }),
        expect.objectContaining({
          transactionId: second.transaction_uuid,
          issue: 'missing_at_provider',
          operatorAmount: 2_000,
        }),
      ]),
    );
    expect(flagged.data?.differences).toHaveLength(3);
    // A wallet row whose posting amount differs from the ledger (planted directly).
    await t.db
      .updateTable('casino_tx')
      .set({ amount: 2_500n })
      .where('transaction_uuid', '=', second.transaction_uuid)
      .execute();
    const ledger = await call<StaffCasinoReconciliation>(staff, 'reconciliation', {
      providerId: provider.id,
      date: today(),
    });
    expect(ledger.data?.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          transactionId: second.transaction_uuid,
          issue: 'ledger_amount_differs',
          operatorAmount: 2_500,
          ledgerAmount: 2_000,
        }),
      ]),
    );
    await t.db
      .updateTable('casino_tx')
      .set({ amount: 2_000n })
      .where('transaction_uuid', '=', second.transaction_uuid)
      .execute();
    providerList = new Error('down');
    expect(await call(staff, 'reconciliation', { providerId: provider.id, date: today() })).toEqual({
      code: 1,
      data: { message: staffCasinoText.providerUnreachable },
    });
    providerList = [];
  });

  it('when rounds were played, then rounds, transactions and GGR show them per member and game', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 50_000n);
    for (const [stake, prize] of [
      [1_000, 0],
      [2_000, 5_000],
    ] as const) {
      const bet = betBody(player, stake);
      await walletCall(t.app, provider, 'transaction/bet', bet);
      await walletCall(t.app, provider, 'transaction/win', winBody(player, bet, prize));
    }
    const staff = await staffOf('finance');
    const range = { from: today(), until: today() };
    const rounds = await call<{
      total: number;
      list: { stake: number; win: number; transactionCount: number }[];
    }>(staff, 'rounds', {
      ...range,
      memberLoginId: player.loginId,
    });
    expect(rounds.data?.total).toBe(2);
    expect(
      rounds.data?.list.map(({ stake, win, transactionCount }) => ({ stake, win, transactionCount })),
    ).toEqual([
      { stake: 2_000, win: 5_000, transactionCount: 2 },
      { stake: 1_000, win: 0, transactionCount: 2 },
    ]);
    const txs = await call<{ total: number; list: { kind: string; amount: number; balanceAfter: number }[] }>(
      staff,
      'transactions',
      {
        ...range,
        memberLoginId: player.loginId,
      },
    );
    expect(txs.data?.list.map(({ kind, amount, balanceAfter }) => ({ kind, amount, balanceAfter }))).toEqual([
      { kind: 'win', amount: 5_000, balanceAfter: 52_000 },
      { kind: 'bet', amount: 2_000, balanceAfter: 47_000 },
      { kind: 'win', amount: 0, balanceAfter: 49_000 },
      { kind: 'bet', amount: 1_000, balanceAfter: 49_000 },
    ]);
    const ggr = await call<{
      list: {
        game: { id: number };
        rounds: number;
        bets: number;
        wins: number;
        ggr: number;
        actualRtpBp: number;
      }[];
    }>(staff, 'ggr', { ...range, category: 'slot' });
    expect(ggr.data?.list.find((row) => row.game.id === provider.games['test-slot'])).toMatchObject({
      rounds: 2,
      bets: 3_000,
      wins: 5_000,
      ggr: -2_000,
      actualRtpBp: 16_667,
    });
    expect((await call(staff, 'rounds', { from: '2026-13-01', until: today() })).code).toBe(2);
    expect((await call(staff, 'ggr', { from: '2020-01-01', until: '2021-01-01' })).data).toEqual({
      message: staffCasinoText.badRange,
    });
  });

  it('when staff search the short round number a member quotes, then that round alone comes, whatever the dates', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 50_000n);
    const bets = [betBody(player, 1_000), betBody(player, 2_000)];
    for (const bet of bets) await walletCall(t.app, provider, 'transaction/bet', bet);
    const history = envelope<BetListData>(
      await postJson(t.app, '/api/bet/list', { gameType: 11 }, { cookie: player.cookie }),
    );
    const quoted = history.data?.rounds?.find((round) => round.stake === 2_000);
    expect(quoted).toBeDefined();
    const staff = await staffOf('finance');
    const longAgo = { from: '2020-01-01', until: '2020-01-01' };
    for (const round of [casinoRoundNumber(quoted!.id), quoted!.id, ` #${quoted!.id} `, bets[1]!.round]) {
      const found = await call<{ total: number; list: { id: string; round: string; stake: number }[] }>(
        staff,
        'rounds',
        { ...longAgo, round },
      );
      expect({ round, code: found.code, list: found.data?.list }).toMatchObject({
        round,
        code: 0,
        list: [{ id: quoted!.id, round: bets[1]!.round, stake: 2_000 }],
      });
    }
    const unknown = await call<{ total: number }>(staff, 'rounds', { ...longAgo, round: '#999999999999' });
    expect(unknown.data?.total).toBe(0);
  });
});
