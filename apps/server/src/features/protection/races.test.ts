import { describe, expect, it } from 'vitest';
import { betsOf, cashOf, itemOf, picksOfFixtures, sendBet } from '../../../test/betting.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { gameBetsOf, openRound, sendGameBet } from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import { saveOwnLimit } from '../../../test/protection.ts';

// Races: a member's stakes pass the loss limit check one at a time (their protection row locked in the
// stake's transaction). The races against a time-out are in timeout-races.test.ts.

const t = useLedgerCheckedApp();

const stakesOf = async (memberId: number) =>
  (await betsOf(t.db, memberId)).reduce((sum, bet) => sum + bet.stake, 0n);

describe('50 parallel bets against a loss limit', () => {
  it('when 50 sports bets of 5,000 race a 100,000 daily loss limit, then exactly 20 are taken and the rest get 32', async () => {
    const member = await signedInMember(t.app, t.db, 1_000_000n);
    await saveOwnLimit(t.app, member.cookie, { kind: 'loss', window: 'day', amount: 100_000 });
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const body = { betList: [itemOf(pick)], amount: 5_000 };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        sendBet(t.app, member.cookie, body).then((reply) => envelope(reply).code),
      ),
    );
    expect(replies.filter((code) => code !== 0 && code !== 32)).toEqual([]);
    expect(replies.filter((code) => code === 0)).toHaveLength(20);
    expect(await stakesOf(member.id)).toBe(100_000n);
    expect(await cashOf(t.db, member.id)).toBe(900_000n);
  }, 120_000);

  it('when 50 mini-game bets of 5,000 race a 50,000 daily loss limit, then exactly 10 are taken', async () => {
    const member = await signedInMember(t.app, t.db, 1_000_000n);
    await saveOwnLimit(t.app, member.cookie, { kind: 'loss', window: 'day', amount: 50_000 });
    const round = await openRound(t.db, 106);
    const body = { choosed: 1, gameUid: round.gameUid, amount: 5_000 };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        sendGameBet(t.app, member.cookie, body).then((reply) => envelope(reply).code),
      ),
    );
    expect(replies.filter((code) => code !== 0 && code !== 32)).toEqual([]);
    expect(replies.filter((code) => code === 0)).toHaveLength(10);
    const bets = await gameBetsOf(t.db, member.id);
    expect(bets.reduce((sum, bet) => sum + BigInt(bet.stake), 0n)).toBe(50_000n);
    expect(await cashOf(t.db, member.id)).toBe(950_000n);
  }, 120_000);
});
