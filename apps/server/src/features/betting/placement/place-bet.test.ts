import type { BetLimitData, BetPricesData, PlacedBetData } from '@hanpan/core/api/betting';
import { betText } from '@hanpan/core/betting/bet-codes';
import { defaultBetLimits } from '@hanpan/core/betting/limits';
import { afterEach, describe, expect, it } from 'vitest';
import {
  betsOf,
  cashOf,
  createBetFixture,
  expectBetRefused,
  itemOf,
  legsOf,
  picksOfFixtures,
  sendBet,
  setBetLimits,
  setOverride,
  staffToken,
  stakePostingsOf,
} from '../../../../test/betting.ts';
import { envelope, postJson } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { signedInMember } from '../../../../test/payments.ts';

// POST /api/bet/add: an accepted bet written with its legs and its debit, and what a moved price does
// under each odds-change preference (codes in prematch-codes.test.ts).

const t = useLedgerCheckedApp();

afterEach(async () => {
  await setBetLimits(t);
});

const bettor = (cash = 1_000_000n) => signedInMember(t.app, t.db, cash);

/** Sends the bet and expects this refusal, with no bet and no debit. */
const expectRefused = (
  member: { id: number; cookie: string },
  body: unknown,
  code: number,
  message: string,
) => expectBetRefused(t, member, body, code, message);

describe('an accepted prematch bet', () => {
  it('when a member bets three picks at their prices, then the bet, its legs and the debit are written in one go', async () => {
    const member = await bettor();
    const picks = await picksOfFixtures(t.db, 3);
    const response = await sendBet(t.app, member.cookie, {
      betList: picks.map((pick) => itemOf(pick)),
      amount: 10_000,
    });
    const reply = envelope<PlacedBetData>(response);
    expect(reply.code).toBe(0);
    // 2.10^3 = 9.261, bonus tier of 3 picks above 1.30 is 1.03: floor(9.261 x 1.03 x 100) = 953.
    expect(reply.data).toMatchObject({
      message: betText.placed,
      amount: 10_000,
      totalOdds: 953,
      expectedWinnings: 95_300,
      isOddsChanged: false,
      legs: picks.map((pick) => ({ id: pick.betId, odds: 210 })),
    });
    expect(reply.userContext?.user.cash).toBe(990_000);
    const [bet] = await betsOf(t.db, member.id);
    expect(bet).toMatchObject({
      kind: 'prematch',
      status: 'open',
      stake: 10_000n,
      total_odds: 953,
      bonus_rate: 103,
      potential_payout: 95_300n,
      leg_count: 3,
      is_odds_changed: false,
    });
    expect(String(bet?.id)).toBe(reply.data && 'betId' in reply.data ? reply.data.betId : '');
    const legs = await legsOf(t.db, bet?.id ?? 0n);
    expect(
      legs.map((leg) => [Number(leg.fixture_id), leg.market_id, leg.feed_bet_id, leg.odds, leg.is_inplay]),
    ).toEqual(picks.map((pick) => [pick.fixtureId, 1, pick.betId, 210, false]));
    expect(await cashOf(t.db, member.id)).toBe(990_000n);
    const postings = await stakePostingsOf(t.db, member.id);
    expect(postings).toHaveLength(1);
    expect(postings[0]?.id).toBe(bet?.stake_tx_id);
  });

  it('when an over/under pick with its line is bet, then the leg keeps the line', async () => {
    const member = await bettor();
    const fixture = await createBetFixture(t.db);
    const over = fixture.picks[3];
    if (!over) throw new Error('no over pick');
    const reply = envelope(await sendBet(t.app, member.cookie, { betList: [itemOf(over)], amount: 5_000 }));
    expect(reply.code).toBe(0);
    const [bet] = await betsOf(t.db, member.id);
    const [leg] = await legsOf(t.db, bet?.id ?? 0n);
    expect(leg).toMatchObject({ base_line: '2.5', pick_name: 'Over', market_id: 2, odds: 190 });
  });
});

describe('moved prices and the member preference', () => {
  it('when the price moved and the member takes no change, then code 11 with the current prices', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const data = await expectRefused(
      member,
      { betList: [itemOf(pick, 200)], amount: 5_000 },
      11,
      '배당이 잠겼습니다.',
    );
    expect(data.prices).toEqual([{ id: pick.betId, odds: 210 }]);
  });

  it('when the member accepts any change, then the bet is taken at the current price and the reply says so', async () => {
    const member = await bettor();
    await t.app.inject({
      method: 'POST',
      url: '/api/bet/preference',
      payload: { oddsChange: 'any' },
      headers: { cookie: `hanpan_sid=${member.cookie}` },
    });
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const reply = envelope<PlacedBetData>(
      await sendBet(t.app, member.cookie, { betList: [itemOf(pick, 250)], amount: 5_000 }),
    );
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({
      message: betText.acceptedAtNewOdds,
      isOddsChanged: true,
      legs: [{ id: pick.betId, odds: 210 }],
    });
    const [bet] = await betsOf(t.db, member.id);
    expect(bet).toMatchObject({ total_odds: 210, is_odds_changed: true });
  });

  it('when the member accepts only better odds, then a higher price is taken and a lower one refused', async () => {
    const member = await bettor();
    await t.app.inject({
      method: 'POST',
      url: '/api/bet/preference',
      payload: { oddsChange: 'better' },
      headers: { cookie: `hanpan_sid=${member.cookie}` },
    });
    const [pick, other] = await picksOfFixtures(t.db, 2);
    if (!pick || !other) throw new Error('no pick');
    const higher = envelope<PlacedBetData>(
      await sendBet(t.app, member.cookie, { betList: [itemOf(pick, 200)], amount: 5_000 }),
    );
    expect(higher.code).toBe(0);
    expect(higher.data?.legs).toEqual([{ id: pick.betId, odds: 210 }]);
    const data = await expectRefused(
      member,
      { betList: [itemOf(other, 220)], amount: 5_000 },
      11,
      '배당이 잠겼습니다.',
    );
    expect(data.prices).toEqual([{ id: other.betId, odds: 210 }]);
  });

  it('when staff set a margin-free manual price, then the bet must carry the effective price', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    await setOverride(
      t.app,
      await staffToken(t.app, t.db),
      { kind: 'outcome', fixtureId: pick.fixtureId, outcomeId: pick.betId },
      { isSuspended: false, price: 180 },
    );
    await expectRefused(member, { betList: [itemOf(pick)], amount: 5_000 }, 11, '배당이 잠겼습니다.');
    const reply = envelope<PlacedBetData>(
      await sendBet(t.app, member.cookie, { betList: [itemOf(pick, 180)], amount: 5_000 }),
    );
    expect(reply.code).toBe(0);
    expect((await betsOf(t.db, member.id))[0]?.total_odds).toBe(180);
  });
});

describe('the slip reads: limits, preference and prices', () => {
  it('when a visitor asks for the limits, then the stored limits and no preference', async () => {
    await setBetLimits(t, { minBetCash: 7_000 });
    const reply = envelope<BetLimitData>(await postJson(t.app, '/api/bet/limit', {}));
    expect(reply).toEqual({
      code: 0,
      data: { limits: { ...defaultBetLimits, minBetCash: 7_000 }, oddsChange: null },
    });
  });

  it("when a member asks for the limits, then the member's preference comes with them", async () => {
    const member = await bettor();
    const reply = envelope<BetLimitData>(
      await postJson(t.app, '/api/bet/limit', {}, { cookie: member.cookie }),
    );
    expect(reply.data?.oddsChange).toBe('never');
  });

  it('when a member sets the preference, then it is stored and answered; a bad one is code 2', async () => {
    const member = await bettor();
    const set = envelope(
      await postJson(t.app, '/api/bet/preference', { oddsChange: 'better' }, { cookie: member.cookie }),
    );
    expect(set.data).toEqual({ oddsChange: 'better' });
    const read = envelope(await postJson(t.app, '/api/bet/preference', {}, { cookie: member.cookie }));
    expect(read.data).toEqual({ oddsChange: 'better' });
    const bad = envelope(
      await postJson(t.app, '/api/bet/preference', { oddsChange: 'always' }, { cookie: member.cookie }),
    );
    expect(bad.code).toBe(2);
    const row = await t.db
      .selectFrom('member')
      .select('odds_change_preference')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.odds_change_preference).toBe('better');
    expect(envelope(await postJson(t.app, '/api/bet/preference', { oddsChange: 'any' })).code).toBe(99);
  });

  it('when prices are asked, then open, suspended and closed picks are told apart in the order asked', async () => {
    const fixture = await createBetFixture(t.db);
    const finished = await createBetFixture(t.db, { status: 3 });
    const [home, draw, away] = fixture.picks;
    if (!home || !draw || !away) throw new Error('no picks');
    await t.db
      .updateTable('outcome')
      .set({ status: 'suspended', price: 330 })
      .where('bet_id', '=', draw.betId)
      .execute();
    await t.db.updateTable('outcome').set({ status: 'settled' }).where('bet_id', '=', away.betId).execute();
    const ids = [away.betId, home.betId, draw.betId, finished.picks[0]?.betId ?? '', '123'];
    const reply = envelope<BetPricesData>(await postJson(t.app, '/api/bet/prices', { ids }));
    expect(reply.data?.list).toEqual([
      { id: away.betId, odds: 0, status: 'closed' },
      { id: home.betId, odds: 210, status: 'open' },
      { id: draw.betId, odds: 330, status: 'suspended' },
      { id: finished.picks[0]?.betId, odds: 0, status: 'closed' },
      { id: '123', odds: 0, status: 'closed' },
    ]);
    expect(envelope(await postJson(t.app, '/api/bet/prices', { ids: ['x'] })).code).toBe(2);
  });
});
