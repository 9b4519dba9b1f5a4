import type {
  StaffBetDetail,
  StaffDailyTotals,
  StaffDebtList,
  StaffUnsettled,
} from '@hanpan/core/api/staff-settlement';
import { staffSettlementText } from '@hanpan/core/api/staff-settlement';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import {
  createSettlementFixture,
  feedSettles,
  fundedBettor,
  pickOf,
} from '../../../../test/settlement-staff-setup.ts';
import { insertBet } from '../../../../test/staff-bet-factories.ts';
import { createStaff, postStaff, signInStaff } from '../../../../test/staff-factories.ts';

const t = useLedgerCheckedApp();
let support: string;

beforeAll(async () => {
  support = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }));
});

const call = <T>(path: string, body: unknown, token = support) =>
  postStaff(t.app, `/api/staff/bets/${path}`, body, token).then((reply) => envelope<T>(reply));
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const stakeTxOf = async (betId: bigint) =>
  (await t.db.selectFrom('bet').select('stake_tx_id').where('id', '=', betId).executeTakeFirstOrThrow())
    .stake_tx_id;

describe('POST /api/staff/bets/detail', () => {
  it('when a bet is opened, then it comes with its legs (feed and manual values), its stake ledger lines and its (empty) settlement history', async () => {
    const fixture = 54_000_001;
    const picks = await createSettlementFixture(t.db, fixture);
    await t.db
      .insertInto('manual_settlement')
      .values({
        outcome_id: pickOf(picks, '000111').id,
        fixture_id: BigInt(fixture),
        market_id: 2,
        settlement: 2,
        reason: '수동',
        staff_id: null,
      })
      .execute();
    await feedSettles(t.db, fixture, '000101', 1);
    const member = await fundedBettor(t.db);
    const bet = await insertBet(t.db, {
      memberId: member.id,
      picks: [pickOf(picks, '000101'), pickOf(picks, '000111')],
      stake: 12_000,
    });

    const reply = await call<StaffBetDetail>('detail', { betId: String(bet.id) });
    expect(reply.code).toBe(0);
    const detail = reply.data!;
    expect(detail.bet).toMatchObject({
      id: String(bet.id),
      memberId: member.id,
      loginId: member.loginId,
      status: 'open',
      stake: 12_000,
      totalOdds: bet.totalOdds,
      potentialPayout: bet.potentialPayout,
      payout: null,
      settleVersion: 0,
    });
    expect(detail.legs).toMatchObject([
      {
        legNo: 1,
        fixtureId: fixture,
        marketName: '승무패',
        pickText: '홈승',
        odds: 200,
        feedSettlement: 1,
        manualSettlement: null,
        settlement: null,
        status: 'open',
      },
      { legNo: 2, marketName: '언더오버', pickText: '오버 (2.5)', feedSettlement: null, manualSettlement: 2 },
    ]);
    expect(detail.ledger).toHaveLength(1);
    expect(detail.ledger[0]).toMatchObject({ txId: String(await stakeTxOf(bet.id)), kind: 'bet_stake' });
    const lines = detail.ledger[0]!.entries.map((entry) => [entry.accountKind, entry.loginId, entry.amount]);
    expect(lines.sort((a, b) => Number(a[2]) - Number(b[2]))).toEqual([
      ['cash', member.loginId, -12_000],
      ['house', null, 12_000],
    ]);
    expect(detail.settlements).toEqual([]);
  });

  it('when the bet does not exist or the id is not a number, then code 1 or 2 in Korean', async () => {
    expect(await call('detail', { betId: '999999999' })).toEqual({
      code: 1,
      data: { message: staffSettlementText.unknownBet },
    });
    expect(await call('detail', { betId: '1 or 1=1' })).toEqual({
      code: 2,
      data: { message: staffSettlementText.badBet },
    });
  });
});

describe('POST /api/staff/bets/unsettled', () => {
  it('when open legs wait on a finished fixture or one that started long ago, then they are listed by fixture and market, oldest first; results, manual values and recent fixtures are left out', async () => {
    const finished = 54_000_011;
    const longAgo = 54_000_012;
    const recent = 54_000_013;
    const feedDone = 54_000_014;
    const finishedPicks = await createSettlementFixture(t.db, finished, { startAt: hoursAgo(2), status: 3 });
    const longAgoPicks = await createSettlementFixture(t.db, longAgo, { startAt: hoursAgo(5), status: 2 });
    const recentPicks = await createSettlementFixture(t.db, recent, { startAt: hoursAgo(1), status: 2 });
    const feedDonePicks = await createSettlementFixture(t.db, feedDone, { startAt: hoursAgo(9), status: 3 });
    await feedSettles(t.db, feedDone, '001401', 2);
    const member = await fundedBettor(t.db);
    await insertBet(t.db, { memberId: member.id, picks: [pickOf(finishedPicks, '001101')], stake: 1_000 });
    await insertBet(t.db, { memberId: member.id, picks: [pickOf(finishedPicks, '001102')], stake: 2_000 });
    await insertBet(t.db, {
      memberId: member.id,
      picks: [pickOf(finishedPicks, '001111'), pickOf(longAgoPicks, '001201')],
      stake: 3_000,
    });
    await insertBet(t.db, { memberId: member.id, picks: [pickOf(recentPicks, '001301')], stake: 4_000 });
    await insertBet(t.db, { memberId: member.id, picks: [pickOf(feedDonePicks, '001401')], stake: 5_000 });
    await insertBet(t.db, {
      memberId: member.id,
      picks: [pickOf(longAgoPicks, '001211')],
      stake: 6_000,
      status: 'lost',
    });
    const ours = new Set([finished, longAgo, recent, feedDone]);

    const reply = await call<StaffUnsettled>('unsettled', {});
    expect(reply.code).toBe(0);
    expect(reply.data!.hours).toBe(3);
    const rows = reply.data!.items.filter((item) => ours.has(item.fixtureId));
    expect(rows.map((row) => [row.fixtureId, row.marketName, row.legs, row.bets, row.stake])).toEqual([
      [longAgo, '승무패', 1, 1, 3_000],
      [finished, '승무패', 2, 2, 3_000],
      [finished, '언더오버', 1, 1, 3_000],
    ]);
    expect(rows[0]).toMatchObject({
      homeName: 'Daegu Lions',
      leagueName: '정산 테스트 리그',
      fixtureStatus: 2,
    });

    const wider = await call<StaffUnsettled>('unsettled', { hours: 6 });
    expect(wider.data!.items.filter((item) => ours.has(item.fixtureId)).map((row) => row.fixtureId)).toEqual([
      finished,
      finished,
    ]);

    await t.db
      .insertInto('manual_settlement')
      .values({
        outcome_id: pickOf(finishedPicks, '001111').id,
        fixture_id: BigInt(finished),
        market_id: 2,
        settlement: 1,
        reason: '수동',
        staff_id: null,
      })
      .execute();
    const afterManual = await call<StaffUnsettled>('unsettled', { hours: 3 });
    expect(
      afterManual.data!.items.filter((item) => ours.has(item.fixtureId)).map((row) => row.marketId),
    ).toEqual([1, 1]);
  });

  it.each([[0], [721], ['3'], [1.5]])('when hours is %j, then code 2 in Korean', async (hours) => {
    expect(await call('unsettled', { hours })).toEqual({
      code: 2,
      data: { message: staffSettlementText.badHours },
    });
  });
});

describe('POST /api/staff/bets/debts', () => {
  it('when members owe after resettlements, then open debts come first with member, bet, amount and repaid, and the totals sum what is still owed', async () => {
    const fixture = 54_000_021;
    const picks = await createSettlementFixture(t.db, fixture);
    const member = await fundedBettor(t.db);
    const bet = await insertBet(t.db, {
      memberId: member.id,
      picks: [pickOf(picks, '002101')],
      stake: 3_000,
    });
    const txId = await stakeTxOf(bet.id);
    const [cleared, open, partly] = await t.db
      .insertInto('member_debt')
      .values([
        {
          member_id: member.id,
          bet_id: bet.id,
          amount: 7_000n,
          repaid: 7_000n,
          created_tx_id: txId,
          cleared_at: new Date(),
        },
        { member_id: member.id, bet_id: bet.id, amount: 5_000n, created_tx_id: txId },
        { member_id: member.id, bet_id: null, amount: 4_000n, repaid: 1_500n, created_tx_id: txId },
      ])
      .returning('id')
      .execute();

    const openOnly = await call<StaffDebtList>('debts', {});
    expect(openOnly.code).toBe(0);
    expect(openOnly.data!.items.map((item) => item.id)).toEqual([String(partly!.id), String(open!.id)]);
    expect(openOnly.data!.items[1]).toMatchObject({
      memberId: member.id,
      loginId: member.loginId,
      nick: member.nick,
      betId: String(bet.id),
      amount: 5_000,
      repaid: 0,
      clearedAt: null,
    });
    expect(openOnly.data!.totals).toEqual({ openCount: 2, outstanding: 7_500 });

    const all = await call<StaffDebtList>('debts', { status: 'all' });
    expect(all.data!.items.map((item) => item.id)).toEqual([
      String(partly!.id),
      String(open!.id),
      String(cleared!.id),
    ]);
    expect(all.data!.total).toBe(3);
    expect((await call('debts', { status: 'paid' })).code).toBe(2);
  });
});

describe('POST /api/staff/bets/daily', () => {
  it('when bets were placed and settled on past KST days, then each day shows stakes by placement, net payouts by settlement, and GGR per product', async () => {
    const fixture = 54_000_031;
    const picks = await createSettlementFixture(t.db, fixture);
    const member = await fundedBettor(t.db);
    const dayMs = 86_400_000;
    const kstNoon = (daysAgo: number) => {
      const kstToday = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
      return new Date(Date.parse(`${kstToday}T12:00:00+09:00`) - daysAgo * dayMs);
    };
    const kstDay = (daysAgo: number) =>
      new Date(kstNoon(daysAgo).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const pre = await insertBet(t.db, {
      memberId: member.id,
      picks: [pickOf(picks, '003101')],
      stake: 10_000,
      placedAt: kstNoon(3),
    });
    const live = await insertBet(t.db, {
      memberId: member.id,
      picks: [pickOf(picks, '003102')],
      stake: 4_000,
      kind: 'inplay',
      placedAt: kstNoon(3),
    });
    await insertBet(t.db, {
      memberId: member.id,
      picks: [pickOf(picks, '003103')],
      stake: 1_000,
      placedAt: kstNoon(20),
    });
    // The prematch bet paid 20,000 two days ago, then was corrected to 0 yesterday; the in-play one paid 8,000.
    await t.db
      .insertInto('bet_settlement')
      .values([
        {
          bet_id: pre.id,
          version: 1,
          status: 'won',
          payout: 20_000n,
          previous_payout: 0n,
          source: 'feed',
          created_at: kstNoon(2),
        },
        {
          bet_id: pre.id,
          version: 2,
          status: 'lost',
          payout: 0n,
          previous_payout: 20_000n,
          source: 'feed',
          created_at: kstNoon(1),
        },
        {
          bet_id: live.id,
          version: 1,
          status: 'won',
          payout: 8_000n,
          previous_payout: 0n,
          source: 'manual',
          created_at: kstNoon(2),
        },
      ])
      .execute();

    const reply = await call<StaffDailyTotals>('daily', {});
    expect(reply.code).toBe(0);
    const { days } = reply.data!;
    expect(days).toHaveLength(14);
    expect(days[0]!.day).toBe(kstDay(0));
    const dayOf = (daysAgo: number) => days.find((day) => day.day === kstDay(daysAgo))!;
    expect(dayOf(3)).toEqual({
      day: kstDay(3),
      prematch: { bets: 1, stakes: 10_000, payouts: 0, ggr: 10_000 },
      inplay: { bets: 1, stakes: 4_000, payouts: 0, ggr: 4_000 },
      minigame: { bets: 0, stakes: 0, payouts: 0, ggr: 0 },
      casino: { bets: 0, stakes: 0, payouts: 0, ggr: 0 },
      slot: { bets: 0, stakes: 0, payouts: 0, ggr: 0 },
      total: { bets: 2, stakes: 14_000, payouts: 0, ggr: 14_000 },
    });
    expect(dayOf(2)).toMatchObject({
      prematch: { stakes: 0, payouts: 20_000, ggr: -20_000 },
      inplay: { payouts: 8_000, ggr: -8_000 },
      total: { payouts: 28_000, ggr: -28_000 },
    });
    expect(dayOf(1).prematch).toEqual({ bets: 0, stakes: 0, payouts: -20_000, ggr: 20_000 });
    expect(reply.data!.total.total.stakes).toBeGreaterThanOrEqual(14_000);
    expect(days.some((day) => day.total.stakes === 1_000 && day.day === kstDay(20))).toBe(false);
  });
});
