import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { walletStatus } from '@hanpan/core/api/casino-wallet';
import { describe, expect, it } from 'vitest';
import { cashOf } from '../../../test/betting.ts';
import {
  betBody,
  createPlayer,
  createTestProvider,
  rollbackBody,
  signBody,
  type TestProvider,
  walletCall,
  winBody,
} from '../../../test/casino.ts';
import { get } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import type { Db } from '../../lib/db/database.ts';

// The seamless wallet over HTTP with signed bodies: signatures, tokens, idempotency, rollbacks and
// not enough money; the ledger is checked after every test.

const t = useLedgerCheckedApp();

const casinoPostings = (db: Db, memberId: number) =>
  db
    .selectFrom('ledger_entry as e')
    .innerJoin('account as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_tx as x', 'x.id', 'e.tx_id')
    .select(['x.kind', 'x.reference', 'e.amount'])
    .where('a.member_id', '=', memberId)
    .where('x.kind', 'like', 'casino_%')
    .orderBy('e.id')
    .execute();

const txRows = (db: Db, memberId: number) =>
  db
    .selectFrom('casino_tx')
    .select(['transaction_uuid', 'kind', 'status', 'amount'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

let provider: TestProvider | null = null;
const providerOf = async () => {
  provider ??= await createTestProvider(t.db);
  return provider;
};

describe('signatures and providers', () => {
  it('when the signature is missing, wrong or of other bytes, then RS_ERROR_INVALID_SIGNATURE and nothing moves', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    const body = betBody(player, 1_000);
    const other = generateKeyPairSync('ed25519').privateKey;
    const raw = Buffer.from(JSON.stringify(body));
    const signatures = [
      null,
      '',
      'not base64!',
      (await import('node:crypto')).sign(null, raw, other).toString('base64'),
      signBody(p, Buffer.from(JSON.stringify({ ...body, amount: 1 }))),
    ];
    for (const signature of signatures) {
      const { statusCode, reply } = await walletCall(t.app, p, 'transaction/bet', body, { signature });
      expect({ statusCode, reply }).toEqual({
        statusCode: 200,
        reply: { status: walletStatus.invalidSignature, request_uuid: body.request_uuid },
      });
    }
    expect(await cashOf(t.db, player.id)).toBe(10_000n);
    expect(await txRows(t.db, player.id)).toEqual([]);
  });

  it('when an RSA provider signs with SHA-256, then its calls are accepted', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const p = await providerOf();
    await t.db
      .updateTable('casino_provider')
      .set({ public_key: publicKey.export({ type: 'spki', format: 'pem' }).toString() })
      .where('id', '=', p.id)
      .execute();
    try {
      const player = await createPlayer(t.app, t.db, p, 5_000n);
      const body = { request_uuid: randomUUID(), token: player.token, user: player.user };
      const raw = Buffer.from(JSON.stringify(body));
      const signature = (await import('node:crypto')).sign('sha256', raw, privateKey).toString('base64');
      const { reply } = await walletCall(t.app, p, 'user/balance', body, { raw, signature });
      expect(reply).toEqual({
        status: 'RS_OK',
        request_uuid: body.request_uuid,
        user: player.user,
        currency: 'KRW',
        balance: 5_000,
      });
    } finally {
      await t.db
        .updateTable('casino_provider')
        .set({ public_key: p.publicKeyPem })
        .where('id', '=', p.id)
        .execute();
    }
  });

  it('when a provider server calls with a foreign Origin, then the wallet answers (no Origin check) and the member API refuses', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 5_000n);
    const body = { request_uuid: randomUUID(), token: player.token, user: player.user };
    const raw = Buffer.from(JSON.stringify(body));
    const headers = {
      'content-type': 'application/json',
      origin: 'https://games.example',
      'x-signature': signBody(p, raw),
    };
    const wallet = await t.app.inject({
      method: 'POST',
      url: `/api/casino/wallet/${p.code}/user/balance`,
      headers,
      payload: raw,
    });
    expect(wallet.json()).toMatchObject({ status: 'RS_OK', balance: 5_000 });
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/casino/recent',
      headers: { ...headers, cookie: `hanpan_sid=${player.cookie}` },
      payload: '{}',
    });
    expect(member.statusCode).toBe(403);
  });

  it('when the provider is unknown or switched off, then RS_ERROR_UNKNOWN', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 5_000n);
    const body = betBody(player, 1_000);
    const unknown = await walletCall(t.app, { ...p, code: 'nobody' }, 'transaction/bet', body);
    expect(unknown.reply.status).toBe(walletStatus.unknown);
    await t.db.updateTable('casino_provider').set({ is_enabled: false }).where('id', '=', p.id).execute();
    try {
      const off = await walletCall(t.app, p, 'transaction/bet', body);
      expect(off.reply).toEqual({ status: walletStatus.unknown, request_uuid: body.request_uuid });
    } finally {
      await t.db.updateTable('casino_provider').set({ is_enabled: true }).where('id', '=', p.id).execute();
    }
    expect(await cashOf(t.db, player.id)).toBe(5_000n);
  });
});

describe('bets and wins', () => {
  it('when a bet and its win arrive, then cash is debited and credited with the round as reference', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    const info = await walletCall(t.app, p, 'user/info', { request_uuid: 'i1', token: player.token });
    expect(info.reply).toMatchObject({
      status: 'RS_OK',
      user: player.user,
      balance: 10_000,
      display_name: player.nick,
      rules: { noAutoplay: true, minSpinMs: 2500, noSmallWinCelebration: true },
    });
    const bet = betBody(player, 3_000);
    expect((await walletCall(t.app, p, 'transaction/bet', bet)).reply).toEqual({
      status: 'RS_OK',
      request_uuid: bet.request_uuid,
      user: player.user,
      currency: 'KRW',
      balance: 7_000,
    });
    const win = winBody(player, bet, 9_000);
    expect((await walletCall(t.app, p, 'transaction/win', win)).reply).toMatchObject({
      status: 'RS_OK',
      balance: 16_000,
    });
    const round = await t.db
      .selectFrom('casino_round')
      .select(['id', 'status', 'total_bet', 'total_win'])
      .where('provider_round_id', '=', bet.round)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ status: 'closed', total_bet: 3_000n, total_win: 9_000n });
    expect(await casinoPostings(t.db, player.id)).toEqual([
      { kind: 'casino_bet', reference: `casino_round:${round.id}`, amount: -3_000n },
      { kind: 'casino_win', reference: `casino_round:${round.id}`, amount: 9_000n },
    ]);
    expect(await cashOf(t.db, player.id)).toBe(16_000n);
  });

  it('when the cash does not cover the bet, then RS_ERROR_NOT_ENOUGH_MONEY with the balance and nothing kept', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 2_000n);
    const bet = betBody(player, 2_001);
    const { reply } = await walletCall(t.app, p, 'transaction/bet', bet);
    expect(reply).toEqual({
      status: walletStatus.notEnoughMoney,
      request_uuid: bet.request_uuid,
      user: player.user,
      currency: 'KRW',
      balance: 2_000,
    });
    expect(await txRows(t.db, player.id)).toEqual([]);
    expect(await casinoPostings(t.db, player.id)).toEqual([]);
    expect(await cashOf(t.db, player.id)).toBe(2_000n);
  });

  it('when a win names an unknown round or a bet of nobody, then RS_ERROR_TRANSACTION_DOES_NOT_EXIST', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 5_000n);
    const noRound = winBody(player, { round: 'never-played', transaction_uuid: 'never-bet' }, 1_000);
    expect((await walletCall(t.app, p, 'transaction/win', noRound)).reply.status).toBe(
      walletStatus.transactionDoesNotExist,
    );
    const bet = betBody(player, 1_000);
    await walletCall(t.app, p, 'transaction/bet', bet);
    const noBet = winBody(player, { round: bet.round, transaction_uuid: 'never-bet' }, 1_000);
    expect((await walletCall(t.app, p, 'transaction/win', noBet)).reply.status).toBe(
      walletStatus.transactionDoesNotExist,
    );
    expect(await cashOf(t.db, player.id)).toBe(4_000n);
  });
});

describe('tokens', () => {
  it('when the token expired, then a bet is refused and a win of an earlier bet is accepted', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    const bet = betBody(player, 1_000);
    await walletCall(t.app, p, 'transaction/bet', bet);
    await t.db
      .updateTable('casino_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('member_id', '=', player.id)
      .execute();
    const late = betBody(player, 1_000);
    expect((await walletCall(t.app, p, 'transaction/bet', late)).reply.status).toBe(
      walletStatus.tokenExpired,
    );
    const win = winBody(player, bet, 2_500);
    expect((await walletCall(t.app, p, 'transaction/win', win)).reply).toMatchObject({
      status: 'RS_OK',
      balance: 11_500,
    });
    expect(await cashOf(t.db, player.id)).toBe(11_500n);
  });

  it('when the member logged out, then bets are refused and the open round can still be won', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    const bet = betBody(player, 1_000);
    await walletCall(t.app, p, 'transaction/bet', bet);
    await get(t.app, '/api/user/logout', { cookie: player.cookie });
    expect((await walletCall(t.app, p, 'transaction/bet', betBody(player, 1_000))).reply.status).toBe(
      walletStatus.invalidToken,
    );
    expect((await walletCall(t.app, p, 'transaction/win', winBody(player, bet, 0))).reply.status).toBe(
      'RS_OK',
    );
    expect(await cashOf(t.db, player.id)).toBe(9_000n);
  });

  it('when the member is suspended or barred from betting, then bets are refused', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    await t.db.updateTable('member').set({ is_betting_blocked: true }).where('id', '=', player.id).execute();
    expect((await walletCall(t.app, p, 'transaction/bet', betBody(player, 1_000))).reply.status).toBe(
      walletStatus.userDisabled,
    );
    await t.db
      .updateTable('member')
      .set({ is_betting_blocked: false, status: 'suspended' })
      .where('id', '=', player.id)
      .execute();
    expect((await walletCall(t.app, p, 'transaction/bet', betBody(player, 1_000))).reply.status).toBe(
      walletStatus.userDisabled,
    );
    expect(await cashOf(t.db, player.id)).toBe(10_000n);
  });

  it('when the token is of another member or unknown, then RS_ERROR_INVALID_TOKEN', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    const other = await createPlayer(t.app, t.db, p, 10_000n);
    expect(
      (await walletCall(t.app, p, 'transaction/bet', { ...betBody(player, 1_000), user: other.user })).reply
        .status,
    ).toBe(walletStatus.invalidToken);
    expect(
      (await walletCall(t.app, p, 'transaction/bet', { ...betBody(player, 1_000), token: 'nope' })).reply
        .status,
    ).toBe(walletStatus.invalidToken);
    expect(
      (
        await walletCall(t.app, p, 'transaction/bet', {
          ...betBody(player, 1_000),
          game_code: 'test-baccarat',
        })
      ).reply.status,
    ).toBe(walletStatus.invalidGame);
  });
});

describe('idempotency', () => {
  it('when the same bet is sent 20 times in parallel, then it is posted once and every answer is the same', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    const bet = betBody(player, 1_500);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => walletCall(t.app, p, 'transaction/bet', bet)),
    );
    const first = replies[0]?.reply;
    expect(first).toMatchObject({ status: 'RS_OK', balance: 8_500 });
    for (const { reply } of replies) expect(reply).toEqual(first);
    expect(await casinoPostings(t.db, player.id)).toHaveLength(1);
    expect(await cashOf(t.db, player.id)).toBe(8_500n);
    const win = winBody(player, bet, 4_000);
    const wins = await Promise.all(
      Array.from({ length: 20 }, () => walletCall(t.app, p, 'transaction/win', win)),
    );
    for (const { reply } of wins) expect(reply).toEqual(wins[0]?.reply);
    expect(await cashOf(t.db, player.id)).toBe(12_500n);
    expect(await casinoPostings(t.db, player.id)).toHaveLength(2);
  });

  it('when a transaction id comes again with another body, then RS_ERROR_DUPLICATE_TRANSACTION', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    const bet = betBody(player, 1_000);
    await walletCall(t.app, p, 'transaction/bet', bet);
    const again = { ...bet, amount: 2_000, request_uuid: randomUUID() };
    expect((await walletCall(t.app, p, 'transaction/bet', again)).reply).toEqual({
      status: walletStatus.duplicateTransaction,
      request_uuid: again.request_uuid,
    });
    const asWin = { ...winBody(player, bet, 100), transaction_uuid: bet.transaction_uuid };
    expect((await walletCall(t.app, p, 'transaction/win', asWin)).reply.status).toBe(
      walletStatus.duplicateTransaction,
    );
    expect(await cashOf(t.db, player.id)).toBe(9_000n);
  });
});

describe('rollbacks', () => {
  it('when a bet is rolled back, then it is refunded once, also for a repeat or a second rollback id', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    const bet = betBody(player, 4_000);
    await walletCall(t.app, p, 'transaction/bet', bet);
    const rollback = rollbackBody(player, bet);
    const first = await walletCall(t.app, p, 'transaction/rollback', rollback);
    expect(first.reply).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect((await walletCall(t.app, p, 'transaction/rollback', rollback)).reply).toEqual(first.reply);
    const second = await walletCall(t.app, p, 'transaction/rollback', rollbackBody(player, bet));
    expect(second.reply).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await cashOf(t.db, player.id)).toBe(10_000n);
    expect((await casinoPostings(t.db, player.id)).map((row) => row.kind)).toEqual([
      'casino_bet',
      'casino_rollback',
    ]);
    const win = winBody(player, bet, 8_000);
    expect((await walletCall(t.app, p, 'transaction/win', win)).reply.status).toBe(
      walletStatus.transactionRolledBack,
    );
    const round = await t.db
      .selectFrom('casino_round')
      .select(['status', 'total_bet'])
      .where('provider_round_id', '=', bet.round)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ status: 'rolled_back', total_bet: 0n });
  });

  it('when a rollback arrives before its bet, then it is remembered and the late bet is refused', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    const bet = betBody(player, 4_000);
    expect(
      (await walletCall(t.app, p, 'transaction/rollback', rollbackBody(player, bet))).reply,
    ).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect((await walletCall(t.app, p, 'transaction/bet', bet)).reply.status).toBe(
      walletStatus.transactionRolledBack,
    );
    expect(await cashOf(t.db, player.id)).toBe(10_000n);
    expect(await casinoPostings(t.db, player.id)).toEqual([]);
    expect(await txRows(t.db, player.id)).toEqual([
      { transaction_uuid: bet.transaction_uuid, kind: 'bet', status: 'cancelled', amount: 0n },
      expect.objectContaining({ kind: 'rollback', status: 'posted', amount: 0n }),
    ]);
  });

  it('when a rollback comes after the round was won, or names a win, then RS_ERROR_ROLLBACK_REFUSED', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    const bet = betBody(player, 2_000);
    await walletCall(t.app, p, 'transaction/bet', bet);
    const win = winBody(player, bet, 5_000);
    await walletCall(t.app, p, 'transaction/win', win);
    expect((await walletCall(t.app, p, 'transaction/rollback', rollbackBody(player, bet))).reply.status).toBe(
      walletStatus.rollbackRefused,
    );
    expect((await walletCall(t.app, p, 'transaction/rollback', rollbackBody(player, win))).reply.status).toBe(
      walletStatus.rollbackRefused,
    );
    expect(await cashOf(t.db, player.id)).toBe(13_000n);
  });
});

describe('bad input', () => {
  it('when bodies are not JSON, too large, of wrong types or carry NUL, then the protocol status, never a 500', async () => {
    const p = await providerOf();
    const player = await createPlayer(t.app, t.db, p, 10_000n);
    const send = (raw: Buffer, contentType = 'application/json') =>
      walletCall(t.app, p, 'transaction/bet', null, { raw, contentType });
    const cases: [Buffer, string, string][] = [
      [Buffer.from('{not json'), 'application/json', walletStatus.wrongSyntax],
      [Buffer.from('[1,2]'), 'application/json', walletStatus.wrongSyntax],
      [Buffer.from(JSON.stringify({ request_uuid: 'x' })), 'application/json', walletStatus.wrongSyntax],
      [
        Buffer.from(JSON.stringify({ ...betBody(player, 1_000), amount: '1000' })),
        'application/json',
        walletStatus.wrongTypes,
      ],
      [
        Buffer.from(JSON.stringify({ ...betBody(player, 1_000), amount: -5 })),
        'application/json',
        walletStatus.wrongTypes,
      ],
      [
        Buffer.from(JSON.stringify({ ...betBody(player, 1_000), amount: 1.5 })),
        'application/json',
        walletStatus.wrongTypes,
      ],
      [
        Buffer.from(JSON.stringify({ ...betBody(player, 1_000), round: 'r\u0000x' })),
        'application/json',
        walletStatus.wrongTypes,
      ],
      [
        Buffer.from(JSON.stringify({ ...betBody(player, 1_000), currency: 'USD' })),
        'application/json',
        walletStatus.wrongCurrency,
      ],
      [Buffer.from(JSON.stringify(betBody(player, 1_000))), 'text/plain', 'RS_OK'],
    ];
    for (const [raw, contentType, status] of cases) {
      const { statusCode, reply } = await send(raw, contentType);
      expect({ statusCode, status: reply.status }).toEqual({ statusCode: 200, status });
    }
    const bare = await walletCall(t.app, p, 'transaction/bet', betBody(player, 1_000), { contentType: null });
    expect({ statusCode: bare.statusCode, status: bare.reply.status }).toEqual({
      statusCode: 200,
      status: 'RS_OK',
    });
    const huge = Buffer.from(JSON.stringify({ ...betBody(player, 1_000), pad: 'x'.repeat(1024 * 1024) }));
    const big = await send(huge);
    expect({ statusCode: big.statusCode, status: big.reply.status }).toEqual({
      statusCode: 200,
      status: walletStatus.wrongSyntax,
    });
    expect(await cashOf(t.db, player.id)).toBe(8_000n);
  });
});
