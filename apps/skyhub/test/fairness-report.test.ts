import { createHash, verify } from 'node:crypto';
import { replayRound } from '@hanpan/core/casino/verify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('fairness', () => {
  it('when the seeds rotate, then the revealed seed hashes to the hash shown before and replays the round', async () => {
    const { sessionId, cookie, body } = await h.openSession(p.token, 'dragon-lines');
    const shownHash = body.fairness.serverSeedHash as string;
    const seeded = await h.post(
      '/skyhub/api/fairness/client-seed',
      { sessionId, clientSeed: 'my-seed_1' },
      cookie,
    );
    expect(seeded.json().clientSeed).toBe('my-seed_1');
    const stake = body.stakes[0] as number;
    const round = (await h.post('/skyhub/api/slot/spin', { sessionId, stake }, cookie)).json();
    const before = (await h.post('/skyhub/api/history', { sessionId }, cookie)).json().rounds[0];
    expect(before.serverSeed).toBe('');
    expect(before.serverSeedHash).toBe(shownHash);

    const rotated = (await h.post('/skyhub/api/fairness/rotate', { sessionId }, cookie)).json();
    expect(rotated.revealed.serverSeedHash).toBe(shownHash);
    expect(sha256(rotated.revealed.serverSeed)).toBe(shownHash);
    expect(rotated.fairness.serverSeedHash).not.toBe(shownHash);
    expect(rotated.fairness.nonce).toBe(0);

    const after = (await h.post('/skyhub/api/history', { sessionId }, cookie)).json().rounds[0];
    expect(after.serverSeed).toBe(rotated.revealed.serverSeed);
    const replay = replayRound(
      'dragon-lines',
      { serverSeed: after.serverSeed, clientSeed: after.clientSeed, nonce: after.nonce },
      after.params,
    );
    expect(after).toMatchObject({ clientSeed: 'my-seed_1', nonce: 0 });
    expect(replay.outcome).toEqual(round.outcome);
    expect(replay.win).toBe(round.win);
  });

  it('when the client seed is not 1-32 letters, digits, - or _, then it is refused in Korean', async () => {
    const { sessionId, cookie } = await h.openSession(p.token, 'dragon-lines');
    const response = await h.post(
      '/skyhub/api/fairness/client-seed',
      { sessionId, clientSeed: '한글 시드' },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('클라이언트 시드');
  });
});

describe('report', () => {
  it('when the operator asks for a KST day, then the transactions come signed by the provider key', async () => {
    const { sessionId, cookie, body } = await h.openSession(p.token, 'lucky-sevens');
    const round = (
      await h.post('/skyhub/api/slot/spin', { sessionId, stake: body.stakes[0] }, cookie)
    ).json();
    const response = await h.app.inject({
      method: 'GET',
      url: '/skyhub/api/report/transactions?date=2026-11-24',
      headers: { 'x-operator-key': 'operator-secret' },
    });
    expect(response.statusCode).toBe(200);
    const signature = String(response.headers['x-signature']);
    expect(
      verify(null, Buffer.from(response.body), h.provider.publicKeyPem(), Buffer.from(signature, 'base64')),
    ).toBe(true);
    expect(
      verify(
        null,
        Buffer.from(`${response.body} `),
        h.provider.publicKeyPem(),
        Buffer.from(signature, 'base64'),
      ),
    ).toBe(false);
    const report = response.json();
    expect(report.date).toBe('2026-11-24');
    report.transactions = report.transactions.filter((tx: { user: string }) => tx.user === p.user);
    expect(report.transactions.map((tx: { kind: string }) => tx.kind)).toEqual(['bet', 'win']);
    expect(report.transactions[1]).toMatchObject({ round: round.roundId, amount: round.win, user: p.user });
    expect(report.transactions[1].reference_transaction_uuid).toBe(report.transactions[0].transaction_uuid);

    const otherDay = await h.app.inject({
      method: 'GET',
      url: '/skyhub/api/report/transactions?date=2026-11-23',
      headers: { 'x-operator-key': 'operator-secret' },
    });
    expect(otherDay.json().transactions).toEqual([]);
  });

  it('when a bet was rolled back, then the report lists the bet and its rollback of the same amount', async () => {
    const { sessionId, cookie, body } = await h.openSession(p.token, 'lucky-sevens');
    const stake = body.stakes[0] as number;
    h.wallet.failures.push({ call: 'transaction/bet', times: 1, mode: 'lost' });
    expect((await h.post('/skyhub/api/slot/spin', { sessionId, stake }, cookie)).statusCode).toBe(502);
    const response = await h.app.inject({
      method: 'GET',
      url: '/skyhub/api/report/transactions?date=2026-11-24',
      headers: { 'x-operator-key': 'operator-secret' },
    });
    const mine = response.json().transactions.filter((tx: { user: string }) => tx.user === p.user) as Array<
      Record<string, unknown>
    >;
    expect(mine.map((tx) => [tx.kind, tx.amount])).toEqual([
      ['bet', stake],
      ['rollback', stake],
    ]);
    expect(mine[1]?.reference_transaction_uuid).toBe(mine[0]?.transaction_uuid);
  });

  it('when the operator key is missing or wrong, then the report is refused', async () => {
    for (const headers of [{}, { 'x-operator-key': 'wrong' }]) {
      const response = await h.app.inject({
        method: 'GET',
        url: '/skyhub/api/report/transactions?date=2026-11-24',
        headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['x-signature']).toBeUndefined();
    }
  });
});

describe('page', () => {
  it('when the game page is served, then it may be framed by the site itself only', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/skyhub/play?token=x&game=lucky-sevens&lang=ko' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const asset = await h.app.inject({ method: 'GET', url: '/skyhub/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    const outside = await h.app.inject({ method: 'GET', url: '/skyhub/assets/..%2F..%2Findex.html' });
    expect(outside.statusCode).toBe(404);
  });
});
