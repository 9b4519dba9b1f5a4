import type { PlacedBetData, RefusedBetData } from '@hanpan/core/api/betting';
import { betText } from '@hanpan/core/betting/bet-codes';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  betsOf,
  blockBetting,
  cashOf,
  createBetFixture,
  itemOf,
  legsOf,
  ripenPendingBets,
  sendAddInplay,
  sendBet,
  sendPreInplay,
  setBetLimits,
  type TestFixture,
} from '../../../../test/betting.ts';
import { signIn } from '../../../../test/factories.ts';
import { envelope } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { signedInMember } from '../../../../test/payments.ts';

// In-play bets: /bet/preInplay parks the bet for the session with its delay; /bet/addInplay places
// it after the delay (the delay is waited out by moving ready_at in the database), judged again on
// the prices and match state of then, with the in-play codes of spec section 8.

const t = useLedgerCheckedApp();

afterEach(async () => {
  await setBetLimits(t);
});

const bettor = (cash = 100_000n) => signedInMember(t.app, t.db, cash);
const live = () => createBetFixture(t.db, { status: 2, startAt: new Date(Date.now() - 600_000) });
const bodyOf = (fixture: TestFixture, amount = 10_000) => ({
  betList: [itemOf(fixture.picks[0] as never)],
  amount,
});

const pendingOf = (memberId: number) =>
  t.db.selectFrom('inplay_pending_bet').selectAll().where('member_id', '=', memberId).execute();

/** Parks the bet and waits its delay out; expects the park to succeed with the default delay. */
async function parkAndRipen(member: { id: number; cookie: string }, body: unknown) {
  const parked = envelope(await sendPreInplay(t.app, member.cookie, body));
  expect(parked).toMatchObject({ code: 0, data: 5 });
  await ripenPendingBets(t.db, member.id);
}

/** Confirms and expects this refusal, with no bet, no debit and the parked bet gone. */
async function expectConfirmRefused(member: { id: number; cookie: string }, code: number, message: string) {
  const cash = await cashOf(t.db, member.id);
  const reply = envelope<RefusedBetData>(await sendAddInplay(t.app, member.cookie));
  expect({ code: reply.code, message: reply.data?.message }).toEqual({ code, message });
  expect(await betsOf(t.db, member.id)).toEqual([]);
  expect(await cashOf(t.db, member.id)).toBe(cash);
  expect(await pendingOf(member.id)).toEqual([]);
  return reply.data as RefusedBetData;
}

describe('the in-play flow', () => {
  it('when the delay has passed, then addInplay places the parked bet once', async () => {
    const member = await bettor();
    const fixture = await live();
    const parked = envelope(await sendPreInplay(t.app, member.cookie, bodyOf(fixture)));
    expect(parked).toMatchObject({ code: 0, data: 5 });
    const [pending] = await pendingOf(member.id);
    expect(pending?.member_id).toBe(member.id);
    expect((pending?.expires_at.getTime() ?? 0) - (pending?.ready_at.getTime() ?? 0)).toBe(30_000);
    expect(await cashOf(t.db, member.id)).toBe(100_000n);

    const early = envelope(await sendAddInplay(t.app, member.cookie));
    expect(early).toMatchObject({ code: 24, data: { message: betText.tooEarly } });
    expect(await pendingOf(member.id)).toHaveLength(1);
    expect(await betsOf(t.db, member.id)).toEqual([]);

    await ripenPendingBets(t.db, member.id);
    const placed = envelope<PlacedBetData>(await sendAddInplay(t.app, member.cookie));
    expect(placed.code).toBe(0);
    expect(placed.data).toMatchObject({ message: betText.placed, amount: 10_000, totalOdds: 210 });
    expect(placed.userContext?.user.cash).toBe(90_000);
    const [bet] = await betsOf(t.db, member.id);
    expect(bet).toMatchObject({ kind: 'inplay', stake: 10_000n, total_odds: 210 });
    const [leg] = await legsOf(t.db, bet?.id ?? 0n);
    expect(leg?.is_inplay).toBe(true);
    expect(await pendingOf(member.id)).toEqual([]);

    const again = envelope(await sendAddInplay(t.app, member.cookie));
    expect(again).toMatchObject({ code: 23, data: { message: betText.noPendingBet } });
    expect(await betsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(90_000n);
  });

  it('when a second preInplay comes, then it replaces the first', async () => {
    const member = await bettor();
    const fixture = await live();
    await sendPreInplay(t.app, member.cookie, bodyOf(fixture, 10_000));
    await sendPreInplay(t.app, member.cookie, bodyOf(fixture, 20_000));
    expect(await pendingOf(member.id)).toHaveLength(1);
    await ripenPendingBets(t.db, member.id);
    expect(envelope(await sendAddInplay(t.app, member.cookie)).code).toBe(0);
    expect((await betsOf(t.db, member.id))[0]?.stake).toBe(20_000n);
  });

  it('when the delay is 0, then preInplay places the bet at once', async () => {
    const member = await bettor();
    await setBetLimits(t, { globalJsonBetLimitSpecial: { inplayDelaySeconds: 0 } });
    const fixture = await live();
    const placed = envelope<PlacedBetData>(await sendPreInplay(t.app, member.cookie, bodyOf(fixture)));
    expect(placed).toMatchObject({ code: 0, data: { message: betText.placed, amount: 10_000 } });
    expect(await betsOf(t.db, member.id)).toHaveLength(1);
    expect(await pendingOf(member.id)).toEqual([]);
  });

  it('when the sport has its own delay, then preInplay answers it', async () => {
    const member = await bettor();
    await setBetLimits(t, {
      globalJsonBetLimitSpecial: { sportRules: [{ sportId: 201, cutoffMinutes: 1, inplayDelaySeconds: 12 }] },
    });
    const fixture = await live();
    expect(envelope(await sendPreInplay(t.app, member.cookie, bodyOf(fixture)))).toMatchObject({
      code: 0,
      data: 12,
    });
  });

  it("when another member confirms, then 23 and the owner's parked bet stays for the owner", async () => {
    const owner = await bettor();
    const intruder = await bettor();
    const fixture = await live();
    await parkAndRipen(owner, bodyOf(fixture));
    const stolen = envelope(await sendAddInplay(t.app, intruder.cookie));
    expect(stolen).toMatchObject({ code: 23, data: { message: betText.noPendingBet } });
    expect(await betsOf(t.db, intruder.id)).toEqual([]);
    expect(await cashOf(t.db, intruder.id)).toBe(100_000n);
    expect(await pendingOf(owner.id)).toHaveLength(1);
    expect(envelope(await sendAddInplay(t.app, owner.cookie)).code).toBe(0);
  });

  it("when the member's other session confirms, then 23 and nothing is debited", async () => {
    const member = await bettor();
    const fixture = await live();
    await parkAndRipen(member, bodyOf(fixture));
    const otherSession = await signIn(t.app, member);
    const reply = envelope(await sendAddInplay(t.app, otherSession));
    expect(reply).toMatchObject({ code: 23, data: { message: betText.noPendingBet } });
    expect(await betsOf(t.db, member.id)).toEqual([]);
    expect(await cashOf(t.db, member.id)).toBe(100_000n);
  });

  it('when the pending bet expired, then 23 and nothing is debited', async () => {
    const member = await bettor();
    const fixture = await live();
    await sendPreInplay(t.app, member.cookie, bodyOf(fixture));
    await ripenPendingBets(t.db, member.id, { isExpired: true });
    await expectConfirmRefused(member, 23, betText.noPendingBet);
  });

  it('when a parked bet expired over an hour ago, then the next park anywhere drops it', async () => {
    const idle = await bettor();
    const fixture = await live();
    await sendPreInplay(t.app, idle.cookie, bodyOf(fixture));
    await t.db
      .updateTable('inplay_pending_bet')
      .set({ expires_at: sql<Date>`now() - interval '61 minutes'` })
      .where('member_id', '=', idle.id)
      .execute();
    const recent = await bettor();
    await sendPreInplay(t.app, recent.cookie, bodyOf(fixture));
    expect(await pendingOf(idle.id)).toEqual([]);
    expect(await pendingOf(recent.id)).toHaveLength(1);
  });

  it('when nothing was parked, then 23', async () => {
    const member = await bettor();
    await expectConfirmRefused(member, 23, betText.noPendingBet);
  });
});

describe('in-play codes', () => {
  it('when the market is suspended during the delay, then 11 odds closed', async () => {
    const member = await bettor();
    const fixture = await live();
    await parkAndRipen(member, bodyOf(fixture));
    await t.db
      .updateTable('market')
      .set({ status: 'suspended' })
      .where('fixture_id', '=', BigInt(fixture.fixtureId))
      .execute();
    await expectConfirmRefused(member, 11, betText.oddsClosed);
  });

  it('when the price changes during the delay, then 1 odds changed with the new price', async () => {
    const member = await bettor();
    const fixture = await live();
    await parkAndRipen(member, bodyOf(fixture));
    await t.db
      .updateTable('outcome')
      .set({ price: 190 })
      .where('bet_id', '=', fixture.picks[0]?.betId ?? '')
      .execute();
    const data = await expectConfirmRefused(member, 1, '배당이 변경되었습니다.');
    expect(data.prices).toEqual([{ id: fixture.picks[0]?.betId, odds: 190 }]);
  });

  it('when the price rises during the delay and the member takes better odds, then the bet is placed at it', async () => {
    const member = await bettor();
    await t.db
      .updateTable('member')
      .set({ odds_change_preference: 'better' })
      .where('id', '=', member.id)
      .execute();
    const fixture = await live();
    await parkAndRipen(member, bodyOf(fixture));
    await t.db
      .updateTable('outcome')
      .set({ price: 230 })
      .where('bet_id', '=', fixture.picks[0]?.betId ?? '')
      .execute();
    const placed = envelope<PlacedBetData>(await sendAddInplay(t.app, member.cookie));
    expect(placed.data).toMatchObject({
      message: betText.acceptedAtNewOdds,
      isOddsChanged: true,
      totalOdds: 230,
    });
    expect((await betsOf(t.db, member.id))[0]).toMatchObject({ total_odds: 230, is_odds_changed: true });
  });

  it('when the fixture finishes during the delay, then 22', async () => {
    const member = await bettor();
    const fixture = await live();
    await parkAndRipen(member, bodyOf(fixture));
    await t.db
      .updateTable('fixture')
      .set({ status: 3 })
      .where('id', '=', BigInt(fixture.fixtureId))
      .execute();
    await expectConfirmRefused(member, 22, '이미 정산된 경기입니다.');
  });

  it('when the match is interrupted during the delay, then 5', async () => {
    const member = await bettor();
    const fixture = await live();
    await parkAndRipen(member, bodyOf(fixture));
    await t.db
      .updateTable('fixture')
      .set({ status: 6 })
      .where('id', '=', BigInt(fixture.fixtureId))
      .execute();
    await expectConfirmRefused(member, 5, '마감 제한을 확인해 주세요.');
  });

  it('when the member is barred during the delay, then 9', async () => {
    const member = await bettor();
    const fixture = await live();
    await parkAndRipen(member, bodyOf(fixture));
    await blockBetting(t.db, member.id);
    await expectConfirmRefused(member, 9, '베팅할 수 없는 회원입니다.');
  });

  it('when betting is switched off during the delay, then 10', async () => {
    const member = await bettor();
    const fixture = await live();
    await parkAndRipen(member, bodyOf(fixture));
    await setBetLimits(t, { isBettingOpen: false });
    await expectConfirmRefused(member, 10, '현재 사이트에서 베팅을 받을 수 없습니다.');
  });

  it('when the cash is spent during the delay, then 3 and the parked bet is gone', async () => {
    const member = await bettor(15_000n);
    const fixture = await live();
    await parkAndRipen(member, bodyOf(fixture));
    const prematch = await createBetFixture(t.db);
    expect(
      envelope(
        await sendBet(t.app, member.cookie, {
          betList: [itemOf(prematch.picks[0] as never)],
          amount: 10_000,
        }),
      ).code,
    ).toBe(0);
    const reply = envelope(await sendAddInplay(t.app, member.cookie));
    expect(reply).toMatchObject({ code: 3 });
    expect(await betsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(5_000n);
    expect(await pendingOf(member.id)).toEqual([]);
  });

  it('when the expected winnings are above the cap, then preInplay answers 4', async () => {
    const member = await bettor();
    await setBetLimits(t, { maxSingleBetWinCash: 20_000, maxBetWinCash: 20_000 });
    const fixture = await live();
    const reply = envelope(await sendPreInplay(t.app, member.cookie, bodyOf(fixture)));
    expect(reply).toMatchObject({ code: 4, data: { message: '당첨금 제한을 확인해 주세요.' } });
    expect(await pendingOf(member.id)).toEqual([]);
  });

  it('when a prematch pick is sent to preInplay, then 6 with the in-play-only message', async () => {
    const member = await bettor();
    const prematch = await createBetFixture(t.db);
    const reply = envelope(await sendPreInplay(t.app, member.cookie, bodyOf(prematch)));
    expect(reply).toMatchObject({ code: 6, data: { message: betText.prematchInInplay } });
    expect(await pendingOf(member.id)).toEqual([]);
  });

  it('when two picks of one live fixture are combined, then 6', async () => {
    const member = await bettor();
    const fixture = await live();
    const body = {
      betList: [itemOf(fixture.picks[0] as never), itemOf(fixture.picks[3] as never)],
      amount: 10_000,
    };
    const reply = envelope(await sendPreInplay(t.app, member.cookie, body));
    expect(reply).toMatchObject({ code: 6, data: { message: '가능한 조합을 확인해 주세요.' } });
  });

  it('when the live pick is suspended at preInplay, then 11 odds closed and nothing is parked', async () => {
    const member = await bettor();
    const fixture = await live();
    await t.db
      .updateTable('outcome')
      .set({ status: 'suspended' })
      .where('bet_id', '=', fixture.picks[0]?.betId ?? '')
      .execute();
    const reply = envelope(await sendPreInplay(t.app, member.cookie, bodyOf(fixture)));
    expect(reply).toMatchObject({ code: 11, data: { message: betText.oddsClosed } });
    expect(await pendingOf(member.id)).toEqual([]);
  });
});
