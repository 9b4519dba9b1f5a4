import {
  type BetListData,
  betHistoryCode,
  betHistoryText,
  maxHistoryRangeDays,
} from '@hanpan/core/api/bet-history';
import type { PlacedBetData } from '@hanpan/core/api/betting';
import { replyCode } from '@hanpan/core/api/envelope';
import { settlementValue } from '@hanpan/core/betting/settlement';
import { describe, expect, it } from 'vitest';
import { createBetFixture, itemOf, picksOfFixtures, sendBet } from '../../../../test/betting.ts';
import { betBody, createPlayer, createTestProvider, walletCall, winBody } from '../../../../test/casino.ts';
import { envelope, postJson } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { signedInMember } from '../../../../test/payments.ts';
import { writeSettlement } from '../../../../test/settlement.ts';
import type { BetStatus } from '../../../lib/db/betting-tables.ts';

// POST /api/bet/list and /api/bet/hide: the member's own bets, filtered, paged, with their legs;
// hiding a settled bet. Settlements are written straight into the rows here (the engine's own tests
// settle through the feed).

const t = useLedgerCheckedApp();

type Member = { id: number; cookie: string };

const bettor = () => signedInMember(t.app, t.db, 10_000_000n);

const list = async (member: Member, body: unknown) =>
  envelope<BetListData & { message?: string }>(
    await postJson(t.app, '/api/bet/list', body, { cookie: member.cookie }),
  );

const hide = async (member: Member, body: unknown) =>
  envelope<{ message: string }>(await postJson(t.app, '/api/bet/hide', body, { cookie: member.cookie }));

/** Places a single on a fresh fixture's first pick (or the picks given); returns the bet id. */
const placeBet = async (
  member: Member,
  picks?: Awaited<ReturnType<typeof picksOfFixtures>>,
  amount = 10_000,
) => {
  const chosen = picks ?? (await picksOfFixtures(t.db, 1));
  const reply = envelope<PlacedBetData>(
    await sendBet(t.app, member.cookie, { betList: chosen.map((pick) => itemOf(pick)), amount }),
  );
  expect(reply.code).toBe(0);
  return (reply.data as PlacedBetData).betId;
};

/** Writes a settlement onto a bet and its legs the way the engine leaves them. */
const settleRows = async (
  betId: string,
  status: BetStatus,
  payout: number,
  options: { legStatus?: 'won' | 'lost' | 'void'; version?: number } = {},
) => {
  const settledAt = new Date();
  await t.db
    .updateTable('bet')
    .set({ status, payout: BigInt(payout), settled_at: settledAt, settle_version: options.version ?? 1 })
    .where('id', '=', BigInt(betId))
    .execute();
  await t.db
    .updateTable('bet_leg')
    .set({ status: options.legStatus ?? (status === 'lost' ? 'lost' : 'won'), settled_at: settledAt })
    .where('bet_id', '=', BigInt(betId))
    .execute();
};

const setPlacedAt = (betId: string, placedAt: Date) =>
  t.db.updateTable('bet').set({ placed_at: placedAt }).where('id', '=', BigInt(betId)).execute();

describe('POST /api/bet/list', () => {
  it('when a member lists their sports bets, then each comes newest first with its legs, teams, market, pick and money', async () => {
    const member = await bettor();
    const fixture = await createBetFixture(t.db, {
      markets: [
        {
          marketId: 1,
          picks: [
            { name: '1', price: 210 },
            { name: 'X', price: 320 },
            { name: '2', price: 340 },
          ],
        },
        {
          marketId: 3,
          picks: [
            { name: '1', price: 190, line: '-1.5' },
            { name: '2', price: 190, line: '-1.5' },
          ],
        },
      ],
    });
    const [other] = await picksOfFixtures(t.db, 1);
    const first = await placeBet(member, [fixture.picks[0]!], 5_000);
    const second = await placeBet(member, [fixture.picks[4]!, other!], 20_000);
    await t.db
      .updateTable('fixture')
      .set({ status: 2, score_home: 1, score_away: 0 })
      .where('id', '=', BigInt(other!.fixtureId))
      .execute();

    const reply = await list(member, { gameType: 1 });
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(reply.data?.list.map((bet) => bet.id)).toEqual([second, first]);
    const [combo, single] = reply.data!.list;
    expect(single).toMatchObject({
      kind: 'prematch',
      status: 'open',
      stake: 5_000,
      totalOdds: 210,
      bonusRate: 100,
      potentialPayout: 10_500,
      payout: null,
      settledOdds: null,
      settledAt: null,
      isResettled: false,
    });
    expect(single!.legs).toEqual([
      {
        legNo: 1,
        fixtureId: String(fixture.fixtureId),
        sportId: 201,
        leagueName: `리그 ${fixture.leagueId}`,
        homeName: '서울 타이거즈',
        awayName: '부산 웨이브즈',
        startAt: expect.any(String),
        fixtureStatus: 1,
        score: null,
        marketId: 1,
        marketName: '승무패',
        pickLabel: '홈승',
        baseLine: null,
        odds: 210,
        isInplay: false,
        status: 'open',
      },
    ]);
    // The away handicap shows its own side of the line; a fixture in play shows its live score.
    expect(
      combo!.legs.map((leg) => [leg.legNo, leg.marketName, leg.pickLabel, leg.baseLine, leg.score]),
    ).toEqual([
      [1, '핸디캡', '원정승', '+1.5', null],
      [2, '승무패', '홈승', null, { home: 1, away: 0 }],
    ]);
    expect(combo!.stake).toBe(20_000);
  });

  it('when a client written from the spec asks for categories 0, 1 or 2, then each lists the prematch bets, and 3, 4, 5 none of them', async () => {
    const member = await bettor();
    const betId = await placeBet(member);
    for (const gameType of [0, 1, 2]) {
      const reply = await list(member, { gameType });
      expect({ gameType, code: reply.code, ids: reply.data?.list.map((bet) => bet.id) }).toEqual({
        gameType,
        code: 0,
        ids: [betId],
      });
    }
    for (const gameType of [3, 4, 5]) {
      expect((await list(member, { gameType })).data).toEqual({ list: [], page: 1, pageSize: 20, total: 0 });
    }
  });

  it('when the game type is a mini-game category, casino, slot, virtual or holdem, then sports bets are not in it', async () => {
    const member = await bettor();
    await placeBet(member);
    const empty = { list: [], page: 1, pageSize: 20, total: 0 };
    for (const gameType of [6, 7, 8, 9, 12, [6, 7, 8, 9, 12]]) {
      expect((await list(member, { gameType })).data).toEqual({ ...empty, games: [] });
    }
    for (const gameType of [10, 11]) {
      expect((await list(member, { gameType })).data).toEqual({ ...empty, rounds: [] });
    }
    // Virtual games (13, our number) have no bets yet; holdem (29) is not offered: listed, honestly empty.
    for (const gameType of [13, 29]) {
      expect(await list(member, { gameType })).toMatchObject({ code: 0, data: empty });
    }
  });

  it('when a member played casino and slots, then categories 10 and 11 list their rounds with the game name, by outcome', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 100_000n);
    const won = betBody(player, 2_000);
    await walletCall(t.app, provider, 'transaction/bet', won);
    await walletCall(t.app, provider, 'transaction/win', winBody(player, won, 3_000));
    await walletCall(t.app, provider, 'transaction/bet', betBody(player, 1_000));
    const slots = await list(player, { gameType: 11 });
    expect(slots.code).toBe(0);
    expect(slots.data?.total).toBe(2);
    expect(
      slots.data?.rounds?.map(({ game, stake, win, status }) => ({ game: game.name, stake, win, status })),
    ).toEqual([
      { game: '테스트 슬롯', stake: 1_000, win: 0, status: 'open' },
      { game: '테스트 슬롯', stake: 2_000, win: 3_000, status: 'closed' },
    ]);
    expect((await list(player, { gameType: 11, status: 'won' })).data?.rounds?.map((r) => r.win)).toEqual([
      3_000,
    ]);
    expect((await list(player, { gameType: 11, status: 'open' })).data?.rounds?.map((r) => r.stake)).toEqual([
      1_000,
    ]);
    expect((await list(player, { gameType: 11, status: 'void' })).data).toMatchObject({
      total: 0,
      rounds: [],
    });
    expect((await list(player, { gameType: 10 })).data).toMatchObject({ total: 0, rounds: [] });
    const other = await bettor();
    expect((await list(other, { gameType: 11 })).data).toMatchObject({ total: 0, rounds: [] });
  });

  it('when a status is chosen, then only bets of that status come, with the settlement and the resettled mark', async () => {
    const member = await bettor();
    const won = await placeBet(member);
    const lost = await placeBet(member);
    const open = await placeBet(member);
    const resettled = await placeBet(member);
    await settleRows(won, 'won', 21_000);
    await settleRows(lost, 'lost', 0);
    await settleRows(resettled, 'void', 10_000, { legStatus: 'void', version: 3 });

    const ids = async (status: string) =>
      (await list(member, { gameType: 1, status })).data?.list.map((bet) => bet.id);
    expect(await ids('won')).toEqual([won]);
    expect(await ids('lost')).toEqual([lost]);
    expect(await ids('open')).toEqual([open]);
    expect(await ids('partial')).toEqual([]);
    expect(await ids('all')).toEqual([resettled, open, lost, won]);

    const [voided] = (await list(member, { gameType: 1, status: 'void' })).data!.list;
    expect(voided).toMatchObject({ id: resettled, status: 'void', payout: 10_000, isResettled: true });
    expect(voided!.settledAt).not.toBeNull();
    expect(voided!.legs.map((leg) => leg.status)).toEqual(['void']);
    const [winner] = (await list(member, { gameType: 1, status: 'won' })).data!.list;
    expect(winner).toMatchObject({ payout: 21_000, isResettled: false });
  });

  it('when pages are asked, then each holds its share newest first and the total counts every match', async () => {
    const member = await bettor();
    const placed: string[] = [];
    for (let i = 0; i < 5; i += 1) placed.push(await placeBet(member));
    const newestFirst = [...placed].reverse();
    const page = async (number: number) =>
      (await list(member, { gameType: 1, page: number, pageSize: 2 })).data;
    expect(await page(1)).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect((await page(1))?.list.map((bet) => bet.id)).toEqual(newestFirst.slice(0, 2));
    expect((await page(2))?.list.map((bet) => bet.id)).toEqual(newestFirst.slice(2, 4));
    expect((await page(3))?.list.map((bet) => bet.id)).toEqual(newestFirst.slice(4));
    expect(await page(4)).toMatchObject({ list: [], total: 5 });
  });

  it('when a date range is given, then it takes whole KST days by the time the bet was accepted', async () => {
    const member = await bettor();
    const justAfterMidnight = await placeBet(member);
    const justBeforeMidnight = await placeBet(member);
    const endOfDay = await placeBet(member);
    // 2026-01-11 00:00:30 KST, 2026-01-10 23:59:30 KST, 2026-01-11 23:59:59 KST.
    await setPlacedAt(justAfterMidnight, new Date('2026-01-10T15:00:30Z'));
    await setPlacedAt(justBeforeMidnight, new Date('2026-01-10T14:59:30Z'));
    await setPlacedAt(endOfDay, new Date('2026-01-11T14:59:59Z'));

    const ids = async (from: string | null, to: string | null) =>
      (await list(member, { gameType: 1, from, to })).data?.list.map((bet) => bet.id);
    expect(await ids('2026-01-11', '2026-01-11')).toEqual([endOfDay, justAfterMidnight]);
    expect(await ids('2026-01-10', '2026-01-10')).toEqual([justBeforeMidnight]);
    expect(await ids('2026-01-10', '2026-01-11')).toEqual([endOfDay, justAfterMidnight, justBeforeMidnight]);
    expect(await ids('2026-01-12', null)).toEqual([]);
    expect(await ids(null, '2026-01-10')).toEqual([justBeforeMidnight]);
  });

  it("when another member lists, then they see none of this member's bets", async () => {
    const member = await bettor();
    const other = await bettor();
    await placeBet(member);
    expect((await list(other, { gameType: 1 })).data).toMatchObject({ list: [], total: 0 });
    expect((await list(member, { gameType: 1 })).data?.total).toBe(1);
  });

  it('when nobody is logged in, then the session-gone code comes and nothing is listed', async () => {
    const reply = envelope(await postJson(t.app, '/api/bet/list', { gameType: 1 }));
    expect(reply.code).toBe(replyCode.sessionGone);
    expect(reply.data).toBeUndefined();
  });

  it.each([
    ['no game type', {}, betHistoryText.badRequest],
    ['a game category the spec leaves free', { gameType: 14 }, betHistoryText.badRequest],
    ['a game category beyond the spec', { gameType: 68 }, betHistoryText.badRequest],
    ['a set mixing mini-games and sports', { gameType: [6, 0] }, betHistoryText.badRequest],
    ['a game type as text', { gameType: '1' }, betHistoryText.badRequest],
    ['an unknown status', { gameType: 1, status: 'paid' }, betHistoryText.badRequest],
    ['a page of 0', { gameType: 1, page: 0 }, betHistoryText.badRequest],
    ['a fractional page', { gameType: 1, page: 1.5 }, betHistoryText.badRequest],
    ['a page size of 51', { gameType: 1, pageSize: 51 }, betHistoryText.badRequest],
    ['a date in another format', { gameType: 1, from: '2026/01/10' }, betHistoryText.badDate],
    ['an impossible date', { gameType: 1, to: '2026-13-40' }, betHistoryText.badDate],
    ['a date as a number', { gameType: 1, from: 20260110 }, betHistoryText.badDate],
    ['a NUL in the date', { gameType: 1, from: '2026-01-1\u0000' }, betHistoryText.badDate],
    ['a NUL in the status', { gameType: 1, status: 'won\u0000' }, betHistoryText.badRequest],
    ['a 1 MB status', { gameType: 1, status: 'x'.repeat(1_000_000) }, betHistoryText.badRequest],
    ['a 1 MB date', { gameType: 1, from: '2'.repeat(1_000_000) }, betHistoryText.badDate],
    ['from after to', { gameType: 1, from: '2026-01-11', to: '2026-01-10' }, betHistoryText.fromAfterTo],
    [
      'a range longer than allowed',
      { gameType: 1, from: '2026-01-01', to: `2026-04-0${maxHistoryRangeDays - 89}` },
      betHistoryText.rangeTooLong,
    ],
    ['an array body', [1, 2], betHistoryText.badRequest],
  ])('when the body has %s, then code 2 with its Korean message and no 500', async (_name, body, message) => {
    const member = await bettor();
    const response = await postJson(t.app, '/api/bet/list', body, { cookie: member.cookie });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({ code: betHistoryCode.badRequest, data: { message } });
  });
});

describe('bets settled by the engine', () => {
  it('when the feed settles a combo (one leg won, one refunded) and then corrects the refund to a loss, then the list shows each settlement and marks the correction', async () => {
    const member = await bettor();
    const picks = await picksOfFixtures(t.db, 2);
    const betId = await placeBet(member, picks, 10_000);
    const settle = async (pick: (typeof picks)[number], value: number) =>
      t.app.services.settlement.settleOutcomes(await writeSettlement(t.db, [pick], value), 'feed');

    await settle(picks[0]!, settlementValue.winner);
    const [half] = (await list(member, { gameType: 1 })).data!.list;
    expect(half).toMatchObject({ id: betId, status: 'open', payout: null, settledAt: null });
    expect(half!.legs.map((leg) => leg.status)).toEqual(['won', 'open']);

    await settle(picks[1]!, settlementValue.refund);
    const [won] = (await list(member, { gameType: 1, status: 'won' })).data!.list;
    // The refunded leg counts at 1.00 and leaves the bonus count: 10,000 x 2.10.
    expect(won).toMatchObject({
      id: betId,
      status: 'won',
      payout: 21_000,
      settledOdds: 210,
      isResettled: false,
    });
    expect(won!.settledAt).not.toBeNull();
    expect(won!.legs.map((leg) => leg.status)).toEqual(['won', 'void']);

    await settle(picks[1]!, settlementValue.loser);
    expect((await list(member, { gameType: 1, status: 'won' })).data?.total).toBe(0);
    const [lost] = (await list(member, { gameType: 1, status: 'lost' })).data!.list;
    expect(lost).toMatchObject({ id: betId, status: 'lost', payout: 0, isResettled: true });
    expect(lost!.legs.map((leg) => leg.status)).toEqual(['won', 'lost']);
    expect(await hide(member, { betId })).toMatchObject({ code: 0 });
    expect((await list(member, { gameType: 1 })).data?.total).toBe(0);
  });
});

describe('POST /api/bet/hide', () => {
  const hiddenOf = async (betId: string) =>
    (
      await t.db
        .selectFrom('bet')
        .select(['is_hidden', 'status'])
        .where('id', '=', BigInt(betId))
        .executeTakeFirstOrThrow()
    ).is_hidden;

  it('when a member hides a settled bet, then it leaves the list but stays stored, and hiding it again is fine', async () => {
    const member = await bettor();
    const kept = await placeBet(member);
    const settled = await placeBet(member);
    await settleRows(settled, 'lost', 0);

    expect(await hide(member, { betId: settled })).toMatchObject({
      code: 0,
      data: { message: betHistoryText.hidden },
    });
    expect((await list(member, { gameType: 1 })).data?.list.map((bet) => bet.id)).toEqual([kept]);
    expect((await list(member, { gameType: 1, status: 'lost' })).data?.total).toBe(0);
    expect(await hiddenOf(settled)).toBe(true);
    expect(await hide(member, { betId: settled })).toMatchObject({ code: 0 });
    expect(await hiddenOf(settled)).toBe(true);
  });

  it('when the bet is still open, then it is refused with its Korean message and stays listed', async () => {
    const member = await bettor();
    const open = await placeBet(member);
    expect(await hide(member, { betId: open })).toMatchObject({
      code: betHistoryCode.stillOpen,
      data: { message: betHistoryText.stillOpen },
    });
    expect(await hiddenOf(open)).toBe(false);
    expect((await list(member, { gameType: 1 })).data?.total).toBe(1);
  });

  it("when a member hides another member's settled bet, then it is unknown to them and nothing changes", async () => {
    const owner = await bettor();
    const other = await bettor();
    const betId = await placeBet(owner);
    await settleRows(betId, 'won', 21_000);
    expect(await hide(other, { betId })).toMatchObject({
      code: betHistoryCode.unknownBet,
      data: { message: betHistoryText.unknownBet },
    });
    expect(await hiddenOf(betId)).toBe(false);
    expect((await list(owner, { gameType: 1 })).data?.total).toBe(1);
  });

  it('when the bet id does not exist or is beyond the largest id, then it is unknown', async () => {
    const member = await bettor();
    for (const betId of ['1', '9999999999999999999']) {
      expect(await hide(member, { betId })).toMatchObject({ code: betHistoryCode.unknownBet });
    }
  });

  it.each([
    ['no bet id', {}],
    ['a number', { betId: 12 }],
    ['a negative id', { betId: '-1' }],
    ['twenty digits', { betId: '1'.repeat(20) }],
    ['a NUL', { betId: '12\u0000' }],
    ['a 1 MB id', { betId: '1'.repeat(1_000_000) }],
    ['a null body', null],
    ['an array body', ['1']],
  ])('when the body has %s, then code 2 with a Korean message and no 500', async (_name, body) => {
    const member = await bettor();
    const response = await postJson(t.app, '/api/bet/hide', body, { cookie: member.cookie });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({
      code: betHistoryCode.badRequest,
      data: { message: betHistoryText.unknownBet },
    });
  });
});
