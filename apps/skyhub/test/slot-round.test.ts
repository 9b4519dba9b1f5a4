import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertRoundWithBet } from '../src/server/db/round-repository.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
let p: { user: string; token: string };
beforeAll(async () => {
  h = await startHarness();
});
beforeEach(() => {
  h.reset();
  p = h.newPlayer(100_000);
});
afterAll(async () => {
  await h.close();
});

const walletCalls = (name: string) => h.wallet.calls.filter((call) => call.call === name);

describe('session', () => {
  it('when the launch token is valid, then the session answers the balance, nick, rules and the seed hash', async () => {
    const { body } = await h.openSession(p.token, 'lucky-sevens');
    expect(body.balance).toBe(100_000);
    expect(body.nick).toBe(`닉${p.user}`);
    expect(body.rules).toEqual({ noAutoplay: true, minSpinMs: 2500, noSmallWinCelebration: true });
    expect(body.game.code).toBe('lucky-sevens');
    expect(body.stakes.length).toBeGreaterThan(0);
    expect(body.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.fairness.nonce).toBe(0);
    const [info] = walletCalls('user/info');
    expect(info?.signed).toBe(true);
    expect(info?.body.token).toBe(p.token);
  });

  it('when the launch token is unknown, then the page gets a Korean message and no session', async () => {
    const response = await h.post('/skyhub/api/session', { token: 'nope', game: 'lucky-sevens' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('게임을 다시 열어 주세요');
  });
});

describe('slot spin', () => {
  it('when a slot spins, then the wallet gets the bet, then the win closing the round, and the balance follows', async () => {
    const { sessionId, cookie, body } = await h.openSession(p.token, 'lucky-sevens');
    const stake = body.stakes[0] as number;
    const response = await h.post('/skyhub/api/slot/spin', { sessionId, stake }, cookie);
    expect(response.statusCode).toBe(200);
    const round = response.json();
    const [bet] = walletCalls('transaction/bet');
    const [win] = walletCalls('transaction/win');
    expect(bet?.body).toMatchObject({ user: p.user, amount: stake, round: round.roundId, currency: 'KRW' });
    expect(win?.body).toMatchObject({
      amount: round.win,
      round: round.roundId,
      round_closed: true,
      reference_transaction_uuid: bet?.body.transaction_uuid,
    });
    expect(h.wallet.calls.map((call) => call.call)).toEqual([
      'user/info',
      'transaction/bet',
      'transaction/win',
    ]);
    expect(round.status).toBe('settled');
    expect(round.balance).toBe(100_000 - stake + round.win);
    expect(h.wallet.balances.get(p.user)).toBe(round.balance);
    expect(round.fairness.nonce).toBe(1);
  });

  it('when a spin comes sooner than rules.minSpinMs after the last, then it is refused and the wallet is not called', async () => {
    const { sessionId, cookie, body } = await h.openSession(p.token, 'lucky-sevens');
    const stake = body.stakes[0] as number;
    expect((await h.post('/skyhub/api/slot/spin', { sessionId, stake }, cookie)).statusCode).toBe(200);
    const callsBefore = h.wallet.calls.length;
    h.clock.advance(2499);
    const tooSoon = await h.post('/skyhub/api/slot/spin', { sessionId, stake }, cookie);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('스핀 사이에 잠시 기다려 주세요.');
    expect(h.wallet.calls.length).toBe(callsBefore);
    h.clock.advance(1);
    expect((await h.post('/skyhub/api/slot/spin', { sessionId, stake }, cookie)).statusCode).toBe(200);
  });

  it('when the balance is short, then the page reads 잔액이 부족합니다. and nothing is rolled back', async () => {
    const poor = h.newPlayer(0);
    const { sessionId, cookie, body } = await h.openSession(poor.token, 'lucky-sevens');
    const response = await h.post('/skyhub/api/slot/spin', { sessionId, stake: body.stakes[0] }, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('잔액이 부족합니다.');
    expect(walletCalls('transaction/rollback')).toHaveLength(0);
    expect(walletCalls('transaction/win')).toHaveLength(0);
  });

  it('when a stake is not one the slot offers, then it is refused before any wallet call', async () => {
    const { sessionId, cookie } = await h.openSession(p.token, 'lucky-sevens');
    const response = await h.post('/skyhub/api/slot/spin', { sessionId, stake: 7 }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('허용되지 않는 베팅 금액입니다.');
    expect(walletCalls('transaction/bet')).toHaveLength(0);
  });
});

describe('failed wallet calls', () => {
  it('when the bet answer is lost, then the bet is rolled back and the rollback retried until acknowledged', async () => {
    const { sessionId, cookie, body } = await h.openSession(p.token, 'lucky-sevens');
    const stake = body.stakes[0] as number;
    h.wallet.failures.push({ call: 'transaction/bet', times: 1, mode: 'lost' });
    h.wallet.failures.push({ call: 'transaction/rollback', times: 2, mode: 'http500' });
    const response = await h.post('/skyhub/api/slot/spin', { sessionId, stake }, cookie);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('환불');
    // The operator took the bet; its answer was lost; the first rollback attempt failed.
    expect(h.wallet.balances.get(p.user)).toBe(100_000 - stake);
    expect(walletCalls('transaction/win')).toHaveLength(0);
    expect(await h.provider.drainOutbox()).toBe(0); // not due yet (backoff)
    h.clock.advance(1000);
    expect(await h.provider.drainOutbox()).toBe(0); // second attempt fails too
    h.clock.advance(2000);
    expect(await h.provider.drainOutbox()).toBe(1);
    const rollbacks = walletCalls('transaction/rollback');
    expect(rollbacks).toHaveLength(3);
    const bet = walletCalls('transaction/bet')[0]!;
    for (const rollback of rollbacks) {
      expect(rollback.body.reference_transaction_uuid).toBe(bet.body.transaction_uuid);
      expect(rollback.body.transaction_uuid).toBe(rollbacks[0]!.body.transaction_uuid);
    }
    expect(h.wallet.balances.get(p.user)).toBe(100_000);
    h.clock.advance(600_000);
    expect(await h.provider.drainOutbox()).toBe(0);
    expect(walletCalls('transaction/rollback')).toHaveLength(3);
  });

  it('when the bet call times out, then the rollback is sent at once and the round is cancelled', async () => {
    const { sessionId, cookie, body } = await h.openSession(p.token, 'lucky-sevens');
    h.wallet.failures.push({ call: 'transaction/bet', times: 1, mode: 'timeout' });
    const response = await h.post('/skyhub/api/slot/spin', { sessionId, stake: body.stakes[0] }, cookie);
    expect(response.statusCode).toBe(502);
    const rollbacks = walletCalls('transaction/rollback');
    expect(rollbacks).toHaveLength(1);
    expect(h.wallet.balances.get(p.user)).toBe(100_000);
    const round = await h.db
      .selectFrom('skyhub_round')
      .selectAll()
      .where('user_id', '=', p.user)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('cancelled');
  });

  it('when the win call fails, then the round is pending (not shown as credited) until the retry is acknowledged', async () => {
    const { sessionId, cookie, body } = await h.openSession(p.token, 'lucky-sevens');
    const stake = body.stakes[0] as number;
    h.wallet.failures.push({ call: 'transaction/win', times: 1, mode: 'unknown' });
    const round = (await h.post('/skyhub/api/slot/spin', { sessionId, stake }, cookie)).json();
    expect(round.status).toBe('pending');
    expect(round.balance).toBe(100_000 - stake);
    h.clock.advance(1000);
    expect(await h.provider.drainOutbox()).toBe(1);
    expect(h.wallet.balances.get(p.user)).toBe(100_000 - stake + round.win);
    const stored = await h.db
      .selectFrom('skyhub_round')
      .selectAll()
      .where('user_id', '=', p.user)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('settled');
    const history = (await h.post('/skyhub/api/history', { sessionId }, cookie)).json();
    expect(history.rounds[0].status).toBe('settled');
  });

  it('when a crash left a round between its bet and its win, then the next outbox tick rolls the bet back', async () => {
    const roundId = `crashed-${p.user}`;
    const betUuid = `crashed-bet-${p.user}`;
    const body = JSON.stringify({
      request_uuid: 'r1',
      token: p.token,
      user: p.user,
      currency: 'KRW',
      game_code: 'lucky-sevens',
      round: roundId,
      transaction_uuid: betUuid,
      amount: 500,
      round_closed: false,
    });
    const fairness = await h.db
      .insertInto('skyhub_fairness')
      .values({
        user_id: p.user,
        server_seed: 'a'.repeat(64),
        server_seed_hash: 'b'.repeat(64),
        client_seed: 'c',
        nonce: 1,
        is_active: true,
        created_at: h.clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRoundWithBet(
      h.db,
      {
        id: roundId,
        sessionId: 'gone',
        userId: p.user,
        gameCode: 'lucky-sevens',
        fairnessId: BigInt(fairness.id),
        clientSeed: 'c',
        nonce: 0,
        stake: 500n,
        params: { stake: 500 },
      },
      {
        transactionUuid: betUuid,
        kind: 'bet',
        roundId,
        userId: p.user,
        amount: 500n,
        referenceTransactionUuid: null,
        body,
      },
      h.clock.now,
    );
    await h.provider.drainOutbox();
    expect(walletCalls('transaction/rollback')).toHaveLength(0); // a live call may still be under way
    h.clock.advance(61_000);
    expect(await h.provider.drainOutbox()).toBe(1);
    const [rollback] = walletCalls('transaction/rollback');
    expect(rollback?.body).toMatchObject({
      round: roundId,
      reference_transaction_uuid: betUuid,
      user: p.user,
    });
    const round = await h.db
      .selectFrom('skyhub_round')
      .select('status')
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
    expect(round.status).toBe('cancelled');
    h.clock.advance(61_000);
    await h.provider.drainOutbox();
    expect(walletCalls('transaction/rollback')).toHaveLength(1);
  });
});
