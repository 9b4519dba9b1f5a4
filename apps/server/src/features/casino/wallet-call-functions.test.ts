import { randomUUID } from 'node:crypto';
import { walletStatus } from '@hanpan/core/api/casino-wallet';
import { describe, expect, it } from 'vitest';
import { cashOf } from '../../../test/betting.ts';
import {
  betBody,
  createPlayer,
  createTestProvider,
  rollbackBody,
  walletCall,
  winBody,
} from '../../../test/casino.ts';
import {
  ownStatementsOf,
  type SentStatements,
  useStatementCountingApp,
} from '../../../test/statement-counts.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import type { Db } from '../../lib/db/database.ts';
import { house, memberAccount, moneyStep } from '../wallet/index.ts';
import { postWalletCall, readWalletCall } from './wallet-call-repository.ts';

// A wallet transaction call reads in one statement (casino_wallet_read) and writes in one
// (casino_wallet_post, migration 0037): refusals keep nothing, repeats write nothing, racing repeats
// post once, and the function answers the cash balance after its posting.

const t = useStatementCountingApp();

const callsOf = (sent: SentStatements, fn: string) =>
  sent.statements.filter((statement) => statement.sql.includes(`${fn}(`)).length;

const ledgerTxsOfKey = (db: Db, key: string) =>
  db.selectFrom('ledger_tx').select(['id', 'kind']).where('idempotency_key', '=', key).execute();

const roundOf = (db: Db, providerId: number, round: string) =>
  db
    .selectFrom('casino_round')
    .select(['id', 'total_bet', 'total_win', 'status'])
    .where('provider_id', '=', providerId)
    .where('provider_round_id', '=', round)
    .executeTakeFirst();

const txOf = (db: Db, providerId: number, uuid: string) =>
  db
    .selectFrom('casino_tx')
    .select(['ledger_tx_id', 'balance_after', 'answer', 'status'])
    .where('provider_id', '=', providerId)
    .where('transaction_uuid', '=', uuid)
    .execute();

describe('casino_wallet_read and casino_wallet_post', () => {
  it('when a bet beyond the cash opens a new round, then the write is refused and no round, row or ledger key stays', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 3_000n);
    const bet = betBody(player, 3_001);
    let status = '';
    const sent = await t.countStatements(async () => {
      status = (await walletCall(t.app, provider, 'transaction/bet', bet)).reply.status;
    });
    expect(status).toBe(walletStatus.notEnoughMoney);
    expect(callsOf(sent, 'casino_wallet_post')).toBe(1);
    expect(await roundOf(t.db, provider.id, bet.round)).toBeUndefined();
    expect(await txOf(t.db, provider.id, bet.transaction_uuid)).toEqual([]);
    expect(await ledgerTxsOfKey(t.db, `casino:${provider.id}:${bet.transaction_uuid}`)).toEqual([]);
    expect(await cashOf(t.db, player.id)).toBe(3_000n);
  });

  it('when a bet comes again with the same body, then only the read runs and the stored answer comes back', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 10_000n);
    const bet = betBody(player, 1_200);
    const first = (await walletCall(t.app, provider, 'transaction/bet', bet)).reply;
    expect(first).toMatchObject({ status: walletStatus.ok, balance: 8_800 });
    let again = first;
    const sent = await t.countStatements(async () => {
      again = (await walletCall(t.app, provider, 'transaction/bet', bet)).reply;
    });
    expect(again).toEqual(first);
    expect(callsOf(sent, 'casino_wallet_read')).toBe(1);
    expect(callsOf(sent, 'casino_wallet_post')).toBe(0);
    const [row] = await txOf(t.db, provider.id, bet.transaction_uuid);
    expect(row?.answer).toEqual({
      status: walletStatus.ok,
      user: player.user,
      currency: 'KRW',
      balance: 8_800,
    });
    expect(row?.balance_after).toBe(8_800n);
    expect(await ledgerTxsOfKey(t.db, `casino:${provider.id}:${bet.transaction_uuid}`)).toHaveLength(1);
    expect(await cashOf(t.db, player.id)).toBe(8_800n);
  });

  it('when the same bet id is sent 20 times at once, then it is posted once and the round counts it once', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 10_000n);
    const bet = betBody(player, 700);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => walletCall(t.app, provider, 'transaction/bet', bet)),
    );
    for (const { reply } of replies) {
      expect(reply).toEqual({ ...replies[0]?.reply, request_uuid: bet.request_uuid });
      expect(reply).toMatchObject({ status: walletStatus.ok, balance: 9_300 });
    }
    expect(await ledgerTxsOfKey(t.db, `casino:${provider.id}:${bet.transaction_uuid}`)).toHaveLength(1);
    expect(await txOf(t.db, provider.id, bet.transaction_uuid)).toHaveLength(1);
    expect((await roundOf(t.db, provider.id, bet.round))?.total_bet).toBe(700n);
    expect(await cashOf(t.db, player.id)).toBe(9_300n);
  });

  it('when a round is lost (a win of 0), then the row is stored with the balance and nothing is posted', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 5_000n);
    const bet = betBody(player, 1_000);
    await walletCall(t.app, provider, 'transaction/bet', bet);
    const loss = winBody(player, bet, 0);
    expect((await walletCall(t.app, provider, 'transaction/win', loss)).reply).toMatchObject({
      status: walletStatus.ok,
      balance: 4_000,
    });
    const [row] = await txOf(t.db, provider.id, loss.transaction_uuid);
    expect(row).toMatchObject({ ledger_tx_id: null, balance_after: 4_000n, status: 'posted' });
    expect(await ledgerTxsOfKey(t.db, `casino:${provider.id}:${loss.transaction_uuid}`)).toEqual([]);
    expect(await roundOf(t.db, provider.id, bet.round)).toMatchObject({
      total_bet: 1_000n,
      status: 'closed',
    });
  });

  it('when the bets of a round are rolled back one by one, then each is one read and one write and the last one rolls the round back', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 10_000n);
    const first = betBody(player, 1_000);
    const second = betBody(player, 2_000, { round: first.round });
    await walletCall(t.app, provider, 'transaction/bet', first);
    await walletCall(t.app, provider, 'transaction/bet', second);
    let reply = {};
    const sent = await t.countStatements(async () => {
      reply = (await walletCall(t.app, provider, 'transaction/rollback', rollbackBody(player, first))).reply;
    });
    expect(reply).toMatchObject({ status: walletStatus.ok, balance: 8_000 });
    expect(callsOf(sent, 'casino_wallet_read')).toBe(1);
    expect(callsOf(sent, 'casino_wallet_post')).toBe(1);
    // As a bet: the provider, BEGIN, the read, the write, COMMIT, the userContext read.
    const own = ownStatementsOf(sent);
    expect(own.length, own.map((statement) => statement.sql).join('\n')).toBeLessThanOrEqual(6);
    expect(await roundOf(t.db, provider.id, first.round)).toMatchObject({
      total_bet: 2_000n,
      status: 'open',
    });
    await walletCall(t.app, provider, 'transaction/rollback', rollbackBody(player, second));
    expect(await roundOf(t.db, provider.id, first.round)).toMatchObject({
      total_bet: 0n,
      status: 'rolled_back',
    });
    const bets = await t.db
      .selectFrom('casino_tx')
      .select('status')
      .where('round_id', '=', (await roundOf(t.db, provider.id, first.round))?.id ?? 0n)
      .where('kind', '=', 'bet')
      .execute();
    expect(bets.map((bet) => bet.status)).toEqual(['rolled_back', 'rolled_back']);
    expect(await cashOf(t.db, player.id)).toBe(10_000n);
  });

  it('when the write meets a ledger key that moved money before, then it answers duplicate and keeps no row', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 10_000n);
    const used = betBody(player, 1_000);
    await walletCall(t.app, provider, 'transaction/bet', used);
    const round = `r-${randomUUID()}`;
    const uuid = `t-${randomUUID()}`;
    let seen: unknown = null;
    const attempt = t.db.transaction().execute(async (trx) => {
      const reads = await readWalletCall(trx, {
        memberId: player.id,
        providerId: provider.id,
        uuid,
        tokenHash: hashToken(player.token),
        gameCode: player.gameCode,
        round,
        referenceUuid: null,
      });
      if (!reads?.game || reads.newRoundId === null) throw new Error('reads without a game or round id');
      const posting = await moneyStep(t.db).plan(trx, {
        why: 'casino_bet',
        amount: 500n,
        from: memberAccount(reads.cashAccountId),
        to: house(player.id),
        key: `casino:${provider.id}:${used.transaction_uuid}`,
        reference: `casino_round:${reads.newRoundId}`,
      });
      const posted = await postWalletCall(trx, {
        providerId: provider.id,
        kind: 'bet',
        uuid,
        referenceUuid: null,
        roundId: reads.newRoundId,
        memberId: player.id,
        amount: 500n,
        fingerprint: 'test',
        cashAccountId: reads.cashAccountId,
        answer: { status: walletStatus.ok },
        newRound: { providerRoundId: round, gameId: reads.game.id },
        roundChange: { betDelta: 500n, winDelta: 0n, status: null },
        undoneBetId: null,
        posting,
      });
      seen = { posted, rows: await txOf(trx, provider.id, uuid) };
      // As the money step does on a duplicate: the caller's transaction rolls back.
      throw new Error('rolled back');
    });
    await expect(attempt).rejects.toThrow('rolled back');
    expect(seen).toEqual({ posted: { kind: 'duplicate' }, rows: [] });
    expect(await roundOf(t.db, provider.id, round)).toBeUndefined();
    expect(await cashOf(t.db, player.id)).toBe(9_000n);
  });
});
