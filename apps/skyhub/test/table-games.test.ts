import { replayRound } from '@hanpan/core/casino/verify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RoundReply } from '../src/shared/api.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
let p: { user: string; token: string };
beforeAll(async () => {
  h = await startHarness();
});
beforeEach(() => {
  h.reset();
  p = h.newPlayer(1_000_000);
});
afterAll(async () => {
  await h.close();
});

type View = { phase: string; hands: { cards: unknown[] }[]; dealer: unknown[]; allowed: string[] };

describe('blackjack', () => {
  it('when a hand is dealt, then it is kept between requests and finished by a later action with one win', async () => {
    const { sessionId, cookie } = await h.openSession(p.token, 'blackjack');
    let dealt: RoundReply | null = null;
    for (let attempt = 0; attempt < 20 && !dealt; attempt += 1) {
      const reply = (
        await h.post('/skyhub/api/blackjack/deal', { sessionId, stake: 1000 }, cookie)
      ).json() as RoundReply;
      if (reply.status === 'open') dealt = reply;
    }
    if (!dealt) throw new Error('every deal was a natural');
    const view = dealt.state as View;
    expect(view.phase).toBe('player');
    expect(view.dealer).toHaveLength(1);
    expect(JSON.stringify(dealt)).not.toContain('shoe');
    const again = await h.post('/skyhub/api/blackjack/deal', { sessionId, stake: 1000 }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('진행 중인 핸드를 먼저 마쳐 주세요.');
    const rotate = await h.post('/skyhub/api/fairness/rotate', { sessionId }, cookie);
    expect(rotate.statusCode).toBe(409);

    const winsBefore = h.wallet.calls.filter((call) => call.call === 'transaction/win').length;
    const stood = (await h.post('/skyhub/api/blackjack/act', { sessionId, action: 'stand' }, cookie)).json();
    expect(stood.roundId).toBe(dealt.roundId);
    expect(stood.status).toBe('settled');
    const finalView = stood.outcome as View;
    expect(finalView.phase).toBe('done');
    expect(finalView.hands[0]!.cards).toEqual(view.hands[0]!.cards);
    const wins = h.wallet.calls.filter((call) => call.call === 'transaction/win').slice(winsBefore);
    expect(wins).toHaveLength(1);
    expect(wins[0]!.body).toMatchObject({ round: dealt.roundId, amount: stood.win, round_closed: true });

    const late = await h.post('/skyhub/api/blackjack/act', { sessionId, action: 'hit' }, cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('진행 중인 핸드가 없습니다.');

    const rotated = (await h.post('/skyhub/api/fairness/rotate', { sessionId }, cookie)).json();
    const history = (await h.post('/skyhub/api/history', { sessionId }, cookie)).json();
    const past = history.rounds.find((round: { roundId: string }) => round.roundId === dealt.roundId);
    expect(past.serverSeed).toBe(rotated.revealed.serverSeed);
    const replay = replayRound(
      'blackjack',
      { serverSeed: past.serverSeed, clientSeed: past.clientSeed, nonce: past.nonce },
      past.params,
    );
    expect(replay.win).toBe(stood.win);
  });

  it('when the player doubles, then one more bet of the stake is posted to the same round first', async () => {
    const { sessionId, cookie } = await h.openSession(p.token, 'blackjack');
    let dealt: RoundReply | null = null;
    for (let attempt = 0; attempt < 20 && !dealt; attempt += 1) {
      const reply = (
        await h.post('/skyhub/api/blackjack/deal', { sessionId, stake: 2000 }, cookie)
      ).json() as RoundReply;
      if (reply.status === 'open') dealt = reply;
    }
    if (!dealt) throw new Error('every deal was a natural');
    const doubled = (
      await h.post('/skyhub/api/blackjack/act', { sessionId, action: 'double' }, cookie)
    ).json();
    expect(doubled.stake).toBe(4000);
    expect(doubled.status).toBe('settled');
    const bets = h.wallet.calls.filter(
      (call) => call.call === 'transaction/bet' && call.body.round === dealt.roundId,
    );
    expect(bets.map((bet) => bet.body.amount)).toEqual([2000, 2000]);
    expect(h.wallet.balances.get(p.user)).toBe(doubled.balance);
  });
});

describe('blackjack resumed', () => {
  it('when the page is reopened during a hand, then the new session gets the hand and finishes it', async () => {
    const first = await h.openSession(p.token, 'blackjack');
    let dealt: RoundReply | null = null;
    for (let attempt = 0; attempt < 20 && !dealt; attempt += 1) {
      const reply = (
        await h.post('/skyhub/api/blackjack/deal', { sessionId: first.sessionId, stake: 1000 }, first.cookie)
      ).json() as RoundReply;
      if (reply.status === 'open') dealt = reply;
    }
    if (!dealt) throw new Error('every deal was a natural');
    h.wallet.tokens.set(`again-${p.user}`, p.user);
    const second = await h.openSession(`again-${p.user}`, 'blackjack');
    expect(second.body.openRound?.roundId).toBe(dealt.roundId);
    expect(JSON.stringify(second.body.openRound)).not.toContain('shoe');
    const stood = (
      await h.post(
        '/skyhub/api/blackjack/act',
        { sessionId: second.sessionId, action: 'stand' },
        second.cookie,
      )
    ).json();
    expect(stood.roundId).toBe(dealt.roundId);
    expect(stood.status).toBe('settled');
    const third = await h.openSession(`again-${p.user}`, 'blackjack');
    expect(third.body.openRound).toBeNull();
  });
});

describe('roulette and baccarat', () => {
  it('when roulette bets are placed, then one bet of their sum and one win are posted and the round replays', async () => {
    const { sessionId, cookie } = await h.openSession(p.token, 'roulette');
    const bets = [
      { kind: 'straight', numbers: [17], amount: 1000 },
      { kind: 'red', amount: 5000 },
    ];
    const round = (await h.post('/skyhub/api/roulette/spin', { sessionId, bets }, cookie)).json();
    expect(round.stake).toBe(6000);
    const [bet] = h.wallet.calls.filter((call) => call.call === 'transaction/bet');
    expect(bet?.body.amount).toBe(6000);
    expect(h.wallet.balances.get(p.user)).toBe(1_000_000 - 6000 + round.win);
    const bad = await h.post(
      '/skyhub/api/roulette/spin',
      { sessionId, bets: [{ kind: 'red', amount: -5 }] },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('when baccarat bets are placed, then the hand is dealt and settled through the wallet', async () => {
    const { sessionId, cookie } = await h.openSession(p.token, 'baccarat');
    const round = (
      await h.post(
        '/skyhub/api/baccarat/deal',
        { sessionId, bets: [{ kind: 'banker', amount: 10_000 }] },
        cookie,
      )
    ).json();
    expect(round.status).toBe('settled');
    expect(round.outcome.game).toBe('baccarat');
    expect(h.wallet.balances.get(p.user)).toBe(1_000_000 - 10_000 + round.win);
  });
});
