import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
let p: { user: string; token: string };
let q: { user: string; token: string };
beforeAll(async () => {
  h = await startHarness();
});
beforeEach(() => {
  h.reset();
  p = h.newPlayer(100_000);
  q = h.newPlayer(100_000);
});
afterAll(async () => {
  await h.close();
});

const hangul = /[\uac00-\ud7a3]/;

describe('bad input', () => {
  it('when a body carries a NUL, wrong types, or is 1 MB, then a Korean message answers and the wallet is not called', async () => {
    const { sessionId, cookie, body } = await h.openSession(p.token, 'lucky-sevens');
    const stake = body.stakes[0] as number;
    const callsBefore = h.wallet.calls.length;
    const attempts = [
      { url: '/skyhub/api/session', body: { token: 'token-7\u0000', game: 'lucky-sevens' } },
      { url: '/skyhub/api/slot/spin', body: { sessionId, stake: String(stake) } },
      { url: '/skyhub/api/slot/spin', body: { sessionId, stake: 1.5 } },
      { url: '/skyhub/api/slot/spin', body: { sessionId: [sessionId], stake } },
      { url: '/skyhub/api/slot/spin', body: '{"sessionId":' },
      { url: '/skyhub/api/slot/spin', body: [] },
      { url: '/skyhub/api/slot/spin', body: { sessionId, stake, pad: 'x'.repeat(1024 * 1024) } },
      { url: '/skyhub/api/fairness/client-seed', body: { sessionId, clientSeed: 'a\u0000b' } },
      { url: '/skyhub/api/blackjack/act', body: { sessionId, action: 'surrender' } },
    ];
    for (const attempt of attempts) {
      const response = await h.post(attempt.url, attempt.body, cookie);
      expect(response.statusCode, attempt.url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, attempt.url).toBeLessThan(500);
      expect(response.json().message, JSON.stringify(attempt.body).slice(0, 80)).toMatch(hangul);
    }
    expect(h.wallet.calls.length).toBe(callsBefore);
  });

  it("when a page uses another player's session id, then it is refused and that player's wallet is not touched", async () => {
    const victim = await h.openSession(q.token, 'lucky-sevens');
    const attacker = await h.openSession(p.token, 'lucky-sevens');
    const callsBefore = h.wallet.calls.length;
    const response = await h.post(
      '/skyhub/api/slot/spin',
      { sessionId: victim.sessionId, stake: victim.body.stakes[0] },
      attacker.cookie,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(hangul);
    const noCookie = await h.post('/skyhub/api/history', { sessionId: victim.sessionId });
    expect(noCookie.statusCode).toBe(401);
    expect(h.wallet.calls.length).toBe(callsBefore);
    expect(h.wallet.balances.get(q.user)).toBe(100_000);
  });

  it('when a session of one game asks for another game, then it is refused without a wallet call', async () => {
    const { sessionId, cookie } = await h.openSession(p.token, 'lucky-sevens');
    const callsBefore = h.wallet.calls.length;
    const response = await h.post('/skyhub/api/blackjack/deal', { sessionId, stake: 1000 }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(hangul);
    expect(h.wallet.calls.length).toBe(callsBefore);
  });
});
