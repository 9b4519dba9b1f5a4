import { replyCode } from '@hanpan/core/api/envelope';
import { type AddGameData, minigameBetCode, minigameBetText } from '@hanpan/core/api/minigame-bets';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { pickPrice } from '@hanpan/core/minigames/pricing';
import { afterEach, describe, expect, it } from 'vitest';
import { blockBetting, cashOf } from '../../../test/betting.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { gameBetsOf, openRound, sendGameBet } from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import { setGameBetLimits, setGameEnabled } from './game-repository.ts';
import { potentialWinOf } from './place-bet.ts';

// POST /api/bet/addGame: every code of the spec's mini-game table in its order, the server's odds,
// the database clock at the close, and the stake debited once however the call is repeated or raced.

const t = useLedgerCheckedApp();
const oddEven = 106;
const odd = 1;
/** The server's price of 홀 at the default 2.5 % margin (the family's true chance, not a made-up 50/50). */
const oddOdds = pickPrice(miniFamilies['odd-even'], odd, 250)?.odds ?? 0;
const winOf = (stake: number) => Number(potentialWinOf(BigInt(stake), oddOdds));

afterEach(async () => {
  await setGameEnabled(t.db, oddEven, true, new Date());
  await setGameBetLimits(t.db, oddEven, {
    minBet: 1000n,
    maxBet: 1_000_000n,
    maxWin: 5_000_000n,
    roundMaxBet: 2_000_000n,
    roundMaxWin: 10_000_000n,
  });
});

const bettor = (cash = 1_000_000n) => signedInMember(t.app, t.db, cash);

/** Sends the bet and expects the refusal, with nothing debited and no bet written. */
async function expectRefused(
  member: { id: number; cookie: string },
  body: unknown,
  code: number,
  message: string,
) {
  const cashBefore = await cashOf(t.db, member.id);
  const betsBefore = (await gameBetsOf(t.db, member.id)).length;
  const reply = envelope<{ message: string }>(await sendGameBet(t.app, member.cookie, body));
  expect({ code: reply.code, message: reply.data?.message }).toEqual({ code, message });
  expect(await cashOf(t.db, member.id)).toBe(cashBefore);
  expect(await gameBetsOf(t.db, member.id)).toHaveLength(betsBefore);
}

describe('a mini-game bet', () => {
  it('when a member bets on an open round, then the stake is debited at the server odds and the bet answered with its balance', async () => {
    const member = await bettor();
    const round = await openRound(t.db, oddEven);
    const reply = envelope<AddGameData>(
      await sendGameBet(t.app, member.cookie, { choosed: odd, gameUid: round.gameUid, amount: 10_000 }),
    );
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({
      message: minigameBetText.placed,
      bet: {
        gameUid: round.gameUid,
        pick: odd,
        pickName: '홀',
        odds: oddOdds,
        stake: 10_000,
        potentialWin: winOf(10_000),
      },
    });
    expect(reply.userContext?.user.cash).toBe(990_000);
    expect(await cashOf(t.db, member.id)).toBe(990_000n);
    const [bet] = await gameBetsOf(t.db, member.id);
    expect(bet).toMatchObject({
      status: 'open',
      odds: oddOdds,
      stake: 10_000n,
      potential_win: BigInt(winOf(10_000)),
    });
  });

  it('when the client sends its own odds, then they are ignored: the bet is taken at the server price', async () => {
    const member = await bettor();
    const round = await openRound(t.db, oddEven);
    const body = { choosed: odd, gameUid: round.gameUid, amount: 10_000, odds: 5000, odd: 5000 };
    const reply = envelope<AddGameData>(await sendGameBet(t.app, member.cookie, body));
    expect(oddOdds).toBeGreaterThan(101);
    expect(reply.data?.bet.odds).toBe(oddOdds);
    const [bet] = await gameBetsOf(t.db, member.id);
    expect(bet?.odds).toBe(oddOdds);
  });

  it('when there is nothing to bet on (bad gameUid, unknown game, unknown pick, no such round), then code 2', async () => {
    const member = await bettor();
    const round = await openRound(t.db, oddEven);
    const { noGame } = minigameBetCode;
    const text = minigameBetText.noGame;
    await expectRefused(member, { choosed: odd, gameUid: 'nonsense', amount: 10_000 }, noGame, text);
    await expectRefused(
      member,
      { choosed: odd, gameUid: `999-${round.roundKey}`, amount: 10_000 },
      noGame,
      text,
    );
    await expectRefused(member, { choosed: 77, gameUid: round.gameUid, amount: 10_000 }, noGame, text);
    await expectRefused(
      member,
      { choosed: odd, gameUid: '106-2027-01-01-1400', amount: 10_000 },
      noGame,
      text,
    );
    await expectRefused(member, { choosed: '1', gameUid: round.gameUid, amount: 10_000 }, noGame, text);
  });

  it('when the member is suspended or barred from betting, then code 10 (after code 2)', async () => {
    const round = await openRound(t.db, oddEven);
    const blocked = await bettor();
    await blockBetting(t.db, blocked.id);
    const body = { choosed: odd, gameUid: round.gameUid, amount: 10_000 };
    await expectRefused(blocked, body, minigameBetCode.cannotPlay, minigameBetText.cannotPlay);
    await expectRefused(
      blocked,
      { ...body, gameUid: '106-2027-01-01-1401' },
      minigameBetCode.noGame,
      minigameBetText.noGame,
    );
    const suspended = await bettor();
    await t.db.updateTable('member').set({ status: 'suspended' }).where('id', '=', suspended.id).execute();
    const reply = envelope(await sendGameBet(t.app, suspended.cookie, body));
    // The session of a suspended member may end before the call reaches the bet: either way, no bet.
    expect(reply.code).not.toBe(0);
    expect(await cashOf(t.db, suspended.id)).toBe(1_000_000n);
    expect(await gameBetsOf(t.db, suspended.id)).toHaveLength(0);
  });

  it('when staff closed the game, then code 5 before the round checks', async () => {
    const member = await bettor();
    const round = await openRound(t.db, oddEven, -1000);
    await setGameEnabled(t.db, oddEven, false, new Date());
    const body = { choosed: odd, gameUid: round.gameUid, amount: 10_000 };
    await expectRefused(member, body, minigameBetCode.closedByStaff, minigameBetText.closedByStaff);
  });

  it('when the round closed by the database clock, even by a millisecond, then code 6; a second before, it is taken', async () => {
    const member = await bettor();
    const closed = await openRound(t.db, oddEven, -1);
    const body = { choosed: odd, gameUid: closed.gameUid, amount: 10_000 };
    await expectRefused(member, body, minigameBetCode.notBettable, minigameBetText.notBettable);
    const closing = await openRound(t.db, oddEven, 1000);
    const reply = envelope(await sendGameBet(t.app, member.cookie, { ...body, gameUid: closing.gameUid }));
    expect(reply.code).toBe(0);
  });

  it('when the stake is outside the bet limits or its win above the max win, then code 7', async () => {
    const member = await bettor(10_000_000n);
    const round = await openRound(t.db, oddEven);
    const bet = (amount: unknown) => ({ choosed: odd, gameUid: round.gameUid, amount });
    const { betLimits } = minigameBetCode;
    for (const amount of [999, 0, -5000, 1000.5, '10000', null, 1_000_001]) {
      await expectRefused(member, bet(amount), betLimits, minigameBetText.betLimits);
    }
    await setGameBetLimits(t.db, oddEven, { maxWin: BigInt(winOf(10_000) - 1) });
    await expectRefused(member, bet(10_000), betLimits, minigameBetText.betLimits);
    expect(envelope(await sendGameBet(t.app, member.cookie, bet(9_000))).code).toBe(0);
  });

  it('when the same round totals of the member would pass the round limits, then code 8', async () => {
    const member = await bettor(10_000_000n);
    const round = await openRound(t.db, oddEven);
    await setGameBetLimits(t.db, oddEven, { roundMaxBet: 30_000n, roundMaxWin: 10_000_000n });
    const bet = (amount: number) => ({ choosed: odd, gameUid: round.gameUid, amount });
    expect(envelope(await sendGameBet(t.app, member.cookie, bet(20_000))).code).toBe(0);
    await expectRefused(member, bet(10_001), minigameBetCode.roundLimits, minigameBetText.roundLimits);
    const roundMaxWin = winOf(20_000) + winOf(5_000);
    await setGameBetLimits(t.db, oddEven, { roundMaxBet: 2_000_000n, roundMaxWin: BigInt(roundMaxWin) });
    await expectRefused(member, bet(6_000), minigameBetCode.roundLimits, minigameBetText.roundLimits);
    expect(envelope(await sendGameBet(t.app, member.cookie, bet(5_000))).code).toBe(0);
  });

  it('when the balance does not cover the stake, then code 3 and nothing moves', async () => {
    const member = await bettor(5_000n);
    const round = await openRound(t.db, oddEven);
    const body = { choosed: odd, gameUid: round.gameUid, amount: 5_001 };
    await expectRefused(
      member,
      body,
      minigameBetCode.insufficientBalance,
      minigameBetText.insufficientBalance,
    );
  });
});

describe('the order of the mini-game codes', () => {
  it('when a bet breaks several rules at once, then the first in the spec order answers: 10, 5, 6, 7, 8, then 3', async () => {
    const member = await bettor(1_000n);
    const closed = await openRound(t.db, oddEven, -1);
    const open = await openRound(t.db, oddEven);
    const bet = (gameUid: string, amount: number) => ({ choosed: odd, gameUid, amount });
    await setGameBetLimits(t.db, oddEven, { roundMaxBet: 1_000n });
    // Balance 1,000: a 2,000 stake is short, above the round max and (with max 1,500) above the max bet.
    await setGameBetLimits(t.db, oddEven, { maxBet: 1_500n });
    await blockBetting(t.db, member.id);
    await setGameEnabled(t.db, oddEven, false, new Date());
    const { cannotPlay, closedByStaff, notBettable, betLimits, roundLimits, insufficientBalance } =
      minigameBetCode;
    await expectRefused(member, bet(closed.gameUid, 2_000), cannotPlay, minigameBetText.cannotPlay);
    await blockBetting(t.db, member.id, false);
    await expectRefused(member, bet(closed.gameUid, 2_000), closedByStaff, minigameBetText.closedByStaff);
    await setGameEnabled(t.db, oddEven, true, new Date());
    await expectRefused(member, bet(closed.gameUid, 2_000), notBettable, minigameBetText.notBettable);
    await expectRefused(member, bet(open.gameUid, 2_000), betLimits, minigameBetText.betLimits);
    await expectRefused(member, bet(open.gameUid, 1_200), roundLimits, minigameBetText.roundLimits);
    await setGameBetLimits(t.db, oddEven, { roundMaxBet: 2_000_000n });
    await expectRefused(
      member,
      bet(open.gameUid, 1_200),
      insufficientBalance,
      minigameBetText.insufficientBalance,
    );
  });
});

describe('a mini-game bet raced', () => {
  it('when the same bet is sent 50 times at once with one key, then one bet and one debit', async () => {
    const member = await bettor();
    const round = await openRound(t.db, oddEven);
    const body = { choosed: odd, gameUid: round.gameUid, amount: 10_000 };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => sendGameBet(t.app, member.cookie, body, 'same-key-50')),
    );
    const bodies = replies.map((reply) => envelope<AddGameData>(reply));
    expect(new Set(bodies.map((reply) => reply.code))).toEqual(new Set([0]));
    expect(new Set(bodies.map((reply) => reply.data?.bet.id)).size).toBe(1);
    expect(await gameBetsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(990_000n);
  });

  it('when one key comes back with another pick or stake, or from another member, then it is refused, nothing more moves and the first reply is not shown', async () => {
    const member = await bettor();
    const other = await bettor();
    const round = await openRound(t.db, oddEven);
    const first = { choosed: odd, gameUid: round.gameUid, amount: 10_000 };
    expect(envelope(await sendGameBet(t.app, member.cookie, first, 'reused-key')).code).toBe(0);
    for (const changed of [
      { ...first, choosed: 2 },
      { ...first, amount: 20_000 },
    ]) {
      const reply = envelope(await sendGameBet(t.app, member.cookie, changed, 'reused-key'));
      expect(reply.code).toBe(replyCode.idempotencyKeyReused);
    }
    expect(await gameBetsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(990_000n);
    // Keys are one namespace for every account: another member's copy is refused, never replayed.
    const foreign = envelope<AddGameData>(await sendGameBet(t.app, other.cookie, first, 'reused-key'));
    expect(foreign.code).toBe(replyCode.idempotencyKeyReused);
    expect(foreign.data?.bet).toBeUndefined();
    expect(await gameBetsOf(t.db, other.id)).toHaveLength(0);
    expect(await cashOf(t.db, other.id)).toBe(1_000_000n);
    expect(await cashOf(t.db, member.id)).toBe(990_000n);
  });

  it('when 50 different bets race against a balance for 10 of them, then 10 are taken and the balance never goes below zero', async () => {
    const member = await bettor(100_000n);
    const round = await openRound(t.db, oddEven);
    const body = { choosed: odd, gameUid: round.gameUid, amount: 10_000 };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => sendGameBet(t.app, member.cookie, body)),
    );
    const codes = replies.map((reply) => envelope(reply).code);
    expect(codes.filter((code) => code === 0)).toHaveLength(10);
    expect(codes.filter((code) => code === minigameBetCode.insufficientBalance)).toHaveLength(40);
    expect(await gameBetsOf(t.db, member.id)).toHaveLength(10);
    expect(await cashOf(t.db, member.id)).toBe(0n);
  });
});
