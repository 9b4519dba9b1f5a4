import type { PlacedBetData, RefusedBetData } from '@hanpan/core/api/betting';
import { idempotencyKeyReusedText } from '@hanpan/core/api/envelope';
import { betText, cartCheckText } from '@hanpan/core/betting/bet-codes';
import { amountProblemText } from '@hanpan/core/money/amount';
import { describe, expect, it } from 'vitest';
import {
  betsOf,
  cashOf,
  createBetFixture,
  freshKey,
  itemOf,
  picksOfFixtures,
  sendBet,
  stakePostingsOf,
} from '../../../../test/betting.ts';
import { envelope, postJson } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { signedInMember } from '../../../../test/payments.ts';

// Bad input and abuse of POST /api/bet/add: each gets code 2 (or the bet's code) with a Korean
// message, never a 500, and debits nothing; one Idempotency-Key places one bet.

const t = useLedgerCheckedApp();

const bettor = (cash = 100_000n) => signedInMember(t.app, t.db, cash);

async function expectNothingWritten(member: { id: number }, cash: bigint) {
  expect(await cashOf(t.db, member.id)).toBe(cash);
  expect(await betsOf(t.db, member.id)).toEqual([]);
  expect(await stakePostingsOf(t.db, member.id)).toEqual([]);
}

describe('forged or stale picks', () => {
  it('when the odds are stale or forged, then 11 with the current price, and nothing is debited', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    for (const odds of [205, 100_000, 101]) {
      const reply = envelope<RefusedBetData>(
        await sendBet(t.app, member.cookie, { betList: [itemOf(pick, odds)], amount: 5_000 }),
      );
      expect(reply).toMatchObject({
        code: 11,
        data: { message: '배당이 잠겼습니다.', prices: [{ id: pick.betId, odds: 210 }] },
      });
    }
    await expectNothingWritten(member, 100_000n);
  });

  it('when the line is forged, then 11', async () => {
    const member = await bettor();
    const fixture = await createBetFixture(t.db);
    const over = fixture.picks[3];
    if (!over) throw new Error('no over pick');
    const reply = envelope(
      await sendBet(t.app, member.cookie, { betList: [{ ...itemOf(over), separate: 0.5 }], amount: 5_000 }),
    );
    expect(reply).toMatchObject({ code: 11, data: { message: '배당이 잠겼습니다.' } });
    await expectNothingWritten(member, 100_000n);
  });

  it('when the outcome id does not exist, then 2 unknown pick', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const reply = envelope(
      await sendBet(t.app, member.cookie, {
        betList: [{ ...itemOf(pick), id: '999999999999' }],
        amount: 5_000,
      }),
    );
    expect(reply).toEqual({
      code: 2,
      data: { message: betText.unknownPick },
      userContext: expect.anything(),
    });
    await expectNothingWritten(member, 100_000n);
  });

  it('when the outcome belongs to another fixture or market, then 2 wrong fixture', async () => {
    const member = await bettor();
    const [pick, other] = await picksOfFixtures(t.db, 2);
    if (!pick || !other) throw new Error('no pick');
    for (const item of [
      { ...itemOf(pick), gameId: other.fixtureId },
      { ...itemOf(pick), gameSubId: 2 },
    ]) {
      const reply = envelope(await sendBet(t.app, member.cookie, { betList: [item], amount: 5_000 }));
      expect(reply).toMatchObject({ code: 2, data: { message: betText.wrongFixture } });
    }
    await expectNothingWritten(member, 100_000n);
  });

  it('when the same pick is sent twice, then 2 duplicate pick', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const reply = envelope(
      await sendBet(t.app, member.cookie, { betList: [itemOf(pick), itemOf(pick)], amount: 5_000 }),
    );
    expect(reply).toMatchObject({ code: 2, data: { message: betText.duplicatePick } });
    await expectNothingWritten(member, 100_000n);
  });

  it('when two picks of one fixture are sent, then 6', async () => {
    const member = await bettor();
    const fixture = await createBetFixture(t.db);
    const reply = envelope(
      await sendBet(t.app, member.cookie, {
        betList: [itemOf(fixture.picks[0] as never), itemOf(fixture.picks[4] as never)],
        amount: 5_000,
      }),
    );
    expect(reply).toMatchObject({ code: 6, data: { message: '조합 베팅이 불가능합니다.' } });
    await expectNothingWritten(member, 100_000n);
  });
});

describe('oversized and malformed bodies', () => {
  it('when 1,000 picks are sent, then 2 with the folder message', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const betList = Array.from({ length: 1_000 }, (_, index) => ({ ...itemOf(pick), id: String(index + 1) }));
    const reply = envelope(await sendBet(t.app, member.cookie, { betList, amount: 5_000 }));
    expect(reply).toMatchObject({ code: 2, data: { message: cartCheckText.maxFolderCount } });
    await expectNothingWritten(member, 100_000n);
  });

  it('when the betList is 10 MB, then a clean Korean code 2 refusal (413), not a 500', async () => {
    const member = await bettor();
    const response = await sendBet(t.app, member.cookie, {
      betList: 'x'.repeat(10 * 1024 * 1024),
      amount: 5_000,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 2, data: { message: expect.stringMatching(/[가-힣]/) } });
    await expectNothingWritten(member, 100_000n);
  });

  it('when the body is not a bet, then 2 with a Korean message', async () => {
    const member = await bettor();
    for (const body of [
      {},
      { betList: [], amount: 5_000 },
      { betList: [{ id: 1 }], amount: 5_000 },
      { betList: 'a', amount: 1 },
    ]) {
      const reply = envelope(await sendBet(t.app, member.cookie, body));
      expect(reply.code).toBe(2);
      expect((reply.data as { message: string }).message).toMatch(/[가-힣]/);
    }
    await expectNothingWritten(member, 100_000n);
  });

  it.each([
    [0, amountProblemText.notPositive],
    [-1, amountProblemText.notPositive],
    [1.5, amountProblemText.notWhole],
    ['1e3', amountProblemText.notNumber],
    ['abc', amountProblemText.notNumber],
    [null, amountProblemText.notNumber],
  ])('when the amount is %j, then 2 with the amount message', async (amount, message) => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const reply = envelope(await sendBet(t.app, member.cookie, { betList: [itemOf(pick)], amount }));
    expect(reply).toMatchObject({ code: 2, data: { message } });
    await expectNothingWritten(member, 100_000n);
  });

  it('when the amount is a digit string, then it is read as won', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const reply = envelope(await sendBet(t.app, member.cookie, { betList: [itemOf(pick)], amount: '5,000' }));
    expect(reply.code).toBe(0);
    expect(await cashOf(t.db, member.id)).toBe(95_000n);
  });

  it('when the amount is above the balance or the limits, then 3 or 7/20', async () => {
    const member = await bettor(10_000n);
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const above = envelope(await sendBet(t.app, member.cookie, { betList: [itemOf(pick)], amount: 10_001 }));
    expect(above).toMatchObject({ code: 3, data: { message: cartCheckText.insufficientBalance } });
    const rich = await bettor(10_000_000n);
    const overLimit = envelope(
      await sendBet(t.app, rich.cookie, { betList: [itemOf(pick)], amount: 1_000_001 }),
    );
    expect(overLimit).toMatchObject({ code: 20, data: { message: cartCheckText.singleMaxBet } });
    const overMax = envelope(
      await sendBet(t.app, rich.cookie, { betList: [itemOf(pick)], amount: 3_000_001 }),
    );
    expect(overMax).toMatchObject({ code: 7, data: { message: cartCheckText.maxBet } });
    await expectNothingWritten(member, 10_000n);
    await expectNothingWritten(rich, 10_000_000n);
  });
});

describe('idempotency', () => {
  it('when the same bet is sent twice with one key, then one bet and the same reply', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const key = freshKey();
    const body = { betList: [itemOf(pick)], amount: 5_000 };
    const first = envelope<PlacedBetData>(await sendBet(t.app, member.cookie, body, key));
    const second = envelope<PlacedBetData>(await sendBet(t.app, member.cookie, body, key));
    expect(first.code).toBe(0);
    expect(second.data).toEqual(first.data);
    expect(await betsOf(t.db, member.id)).toHaveLength(1);
    expect(await stakePostingsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(95_000n);
  });

  it('when one key is sent twice at once, then one bet', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const key = freshKey();
    const body = { betList: [itemOf(pick)], amount: 5_000 };
    const replies = await Promise.all([1, 2, 3].map(() => sendBet(t.app, member.cookie, body, key)));
    const data = replies.map((reply) => envelope<PlacedBetData>(reply).data?.betId);
    expect(new Set(data).size).toBe(1);
    expect(await betsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(95_000n);
  });

  it('when the same bet is sent with two keys, then two bets', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const body = { betList: [itemOf(pick)], amount: 5_000 };
    expect(envelope(await sendBet(t.app, member.cookie, body)).code).toBe(0);
    expect(envelope(await sendBet(t.app, member.cookie, body)).code).toBe(0);
    expect(await betsOf(t.db, member.id)).toHaveLength(2);
    expect(await cashOf(t.db, member.id)).toBe(90_000n);
  });

  it('when a key is reused for another bet, then 422 and nothing more is placed', async () => {
    const member = await bettor();
    const [pick, other] = await picksOfFixtures(t.db, 2);
    if (!pick || !other) throw new Error('no pick');
    const key = freshKey();
    expect(
      envelope(await sendBet(t.app, member.cookie, { betList: [itemOf(pick)], amount: 5_000 }, key)).code,
    ).toBe(0);
    const reused = await sendBet(t.app, member.cookie, { betList: [itemOf(other)], amount: 5_000 }, key);
    expect(reused.statusCode).toBe(422);
    expect(envelope(reused).data).toEqual({ message: idempotencyKeyReusedText });
    expect(await betsOf(t.db, member.id)).toHaveLength(1);
  });

  it("when a bet's key is sent to another money call, or a conversion's key to a bet, then 422 and nothing moves", async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const betKey = freshKey();
    expect(
      envelope(await sendBet(t.app, member.cookie, { betList: [itemOf(pick)], amount: 5_000 }, betKey)).code,
    ).toBe(0);
    const convert = (key: string) =>
      postJson(
        t.app,
        '/api/amount/cashToPoint',
        { amount: 5_000 },
        { cookie: member.cookie, headers: { 'idempotency-key': key } },
      );
    const onConversion = await convert(betKey);
    expect(onConversion.statusCode).toBe(422);
    const conversionKey = freshKey();
    expect(envelope(await convert(conversionKey)).code).toBe(0);
    const onBet = await sendBet(
      t.app,
      member.cookie,
      { betList: [itemOf(pick)], amount: 5_000 },
      conversionKey,
    );
    expect(onBet.statusCode).toBe(422);
    expect(envelope(onBet).data).toEqual({ message: idempotencyKeyReusedText });
    expect(await betsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(90_000n);
  });

  it('when another member sends a key a member already bet with, then 422 and the other member pays nothing', async () => {
    const first = await bettor();
    const second = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const key = freshKey();
    const body = { betList: [itemOf(pick)], amount: 5_000 };
    expect(envelope(await sendBet(t.app, first.cookie, body, key)).code).toBe(0);
    expect((await sendBet(t.app, second.cookie, body, key)).statusCode).toBe(422);
    await expectNothingWritten(second, 100_000n);
  });

  it('when a member bets with a form-encoded body, then 2 and no 500', async () => {
    const member = await bettor();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bet/add',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `hanpan_sid=${member.cookie}` },
      payload: 'betList=1&amount=5000',
    });
    expect(envelope(response).code).toBe(2);
    await expectNothingWritten(member, 100_000n);
  });

  it('when a visitor asks for prices of unknown ids, then they are closed', async () => {
    const reply = envelope(await postJson(t.app, '/api/bet/prices', { ids: ['1', '2'] }));
    expect(reply).toEqual({
      code: 0,
      data: {
        list: [
          { id: '1', odds: 0, status: 'closed' },
          { id: '2', odds: 0, status: 'closed' },
        ],
      },
    });
  });
});
