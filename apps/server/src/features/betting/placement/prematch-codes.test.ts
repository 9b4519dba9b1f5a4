import { betText, cartCheckText } from '@hanpan/core/betting/bet-codes';
import { defaultBetLimits } from '@hanpan/core/betting/limits';
import { afterEach, describe, expect, it } from 'vitest';
import {
  blockBetting,
  createBetFixture,
  expectBetRefused,
  itemOf,
  picksOfFixtures,
  saveSportsSettings,
  sendBet,
  sendPrices,
  setBetLimits,
  staffToken,
} from '../../../../test/betting.ts';
import { envelope } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { signedInMember } from '../../../../test/payments.ts';

// POST /api/bet/add: every prematch refusal code of spec section 8, each asserted with its message
// and with the database (no bet, no debit).

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

describe('every prematch refusal code', () => {
  it('when the member is barred from betting, then 9', async () => {
    const member = await bettor();
    await blockBetting(t.db, member.id);
    const [pick] = await picksOfFixtures(t.db, 1);
    await expectRefused(
      member,
      { betList: [itemOf(pick as never)], amount: 5_000 },
      9,
      betText.memberBlocked,
    );
  });

  it('when betting is switched off site-wide, then 10', async () => {
    const member = await bettor();
    await setBetLimits(t, { isBettingOpen: false });
    const [pick] = await picksOfFixtures(t.db, 1);
    await expectRefused(member, { betList: [itemOf(pick as never)], amount: 5_000 }, 10, betText.siteClosed);
  });

  it('when the stake is above the cash, then 3', async () => {
    const member = await bettor(10_000n);
    const [pick] = await picksOfFixtures(t.db, 1);
    await expectRefused(
      member,
      { betList: [itemOf(pick as never)], amount: 20_000 },
      3,
      cartCheckText.insufficientBalance,
    );
  });

  it('when the expected winnings are above the cap, then 4', async () => {
    const member = await bettor();
    await setBetLimits(t, { maxBetWinCash: 50_000 });
    const picks = await picksOfFixtures(t.db, 2);
    await expectRefused(
      member,
      { betList: picks.map((pick) => itemOf(pick)), amount: 20_000 },
      4,
      cartCheckText.maxWinnings,
    );
  });

  it('when the fixture kicks off within the cut-off, then 5', async () => {
    const member = await bettor();
    const fixture = await createBetFixture(t.db, { startAt: new Date(Date.now() + 30_000) });
    await expectRefused(
      member,
      { betList: [itemOf(fixture.picks[0] as never)], amount: 5_000 },
      5,
      '마감 베팅 제한을 확인해 주세요.',
    );
  });

  it('when the sport has its own longer cut-off, then 5 an hour before kick-off', async () => {
    const member = await bettor();
    await setBetLimits(t, {
      globalJsonBetLimitSpecial: {
        sportRules: [{ sportId: 201, cutoffMinutes: 120, inplayDelaySeconds: 5 }],
      },
    });
    const fixture = await createBetFixture(t.db, { startAt: new Date(Date.now() + 3_600_000) });
    await expectRefused(
      member,
      { betList: [itemOf(fixture.picks[0] as never)], amount: 5_000 },
      5,
      '마감 베팅 제한을 확인해 주세요.',
    );
  });

  it('when the fixture has started (live), then 5 with the in-play message', async () => {
    const member = await bettor();
    const fixture = await createBetFixture(t.db, { status: 2 });
    await expectRefused(
      member,
      { betList: [itemOf(fixture.picks[0] as never)], amount: 5_000 },
      5,
      betText.inplayInPrematch,
    );
  });

  it('when two picks of one fixture are combined, then 6', async () => {
    const member = await bettor();
    const fixture = await createBetFixture(t.db);
    const [home, , , over] = fixture.picks;
    await expectRefused(
      member,
      { betList: [itemOf(home as never), itemOf(over as never)], amount: 5_000 },
      6,
      '조합 베팅이 불가능합니다.',
    );
  });

  it('when the stake is below the minimum, then 7', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    await expectRefused(member, { betList: [itemOf(pick as never)], amount: 4_999 }, 7, cartCheckText.minBet);
  });

  it('when the stake is above the maximum, then 7', async () => {
    const member = await bettor(10_000_000n);
    const picks = await picksOfFixtures(t.db, 2);
    await expectRefused(
      member,
      { betList: picks.map((pick) => itemOf(pick)), amount: defaultBetLimits.maxBetCash + 1 },
      7,
      cartCheckText.maxBet,
    );
  });

  it('when the total odds are above the maximum, then 8', async () => {
    const member = await bettor();
    await setBetLimits(t, { maxBetRate: 400 });
    const picks = await picksOfFixtures(t.db, 2);
    await expectRefused(
      member,
      { betList: picks.map((pick) => itemOf(pick)), amount: 5_000 },
      8,
      cartCheckText.maxOdds,
    );
  });

  it('when the pick is suspended, then 11', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    await t.db
      .updateTable('outcome')
      .set({ status: 'suspended' })
      .where('bet_id', '=', pick?.betId ?? '')
      .execute();
    await expectRefused(
      member,
      { betList: [itemOf(pick as never)], amount: 5_000 },
      11,
      '배당이 잠겼습니다.',
    );
  });

  it.each([
    'league',
    'sport',
  ] as const)("when staff hid the fixture's %s, then 11 and /bet/prices calls the pick closed", async (kind) => {
    const member = await bettor();
    const fixture = await createBetFixture(t.db, { sportId: kind === 'sport' ? 299 : 201 });
    const pick = fixture.picks[0] as never;
    const hide = (isVisible: boolean) =>
      kind === 'league'
        ? t.db
            .updateTable('league')
            .set({ is_visible: isVisible })
            .where('id', '=', fixture.leagueId)
            .execute()
        : t.db
            .updateTable('sport')
            .set({ is_visible: isVisible })
            .where('id', '=', fixture.sportId)
            .execute();
    await hide(false);
    try {
      await expectRefused(member, { betList: [itemOf(pick)], amount: 5_000 }, 11, '배당이 잠겼습니다.');
      const prices = envelope(await sendPrices(t.app, [fixture.picks[0]?.betId ?? '']));
      expect(prices.data).toEqual({ list: [{ id: fixture.picks[0]?.betId, odds: 0, status: 'closed' }] });
    } finally {
      await hide(true);
    }
  });

  it('when the market is suspended, then 11', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    await t.db
      .updateTable('market')
      .set({ status: 'suspended' })
      .where('fixture_id', '=', BigInt(pick?.fixtureId ?? 0))
      .execute();
    await expectRefused(
      member,
      { betList: [itemOf(pick as never)], amount: 5_000 },
      11,
      '배당이 잠겼습니다.',
    );
  });

  it('when staff suspended the fixture, then 11', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    await t.db
      .insertInto('sports_override')
      .values({
        target_key: `fixture:${pick?.fixtureId}`,
        kind: 'fixture',
        fixture_id: BigInt(pick?.fixtureId ?? 0),
        market_id: null,
        bet_id: null,
        is_suspended: true,
        price: null,
        reason: '테스트',
        staff_id: null,
      })
      .execute();
    await expectRefused(
      member,
      { betList: [itemOf(pick as never)], amount: 5_000 },
      11,
      '배당이 잠겼습니다.',
    );
  });

  it('when the line settings hide the pick, then 11', async () => {
    const member = await bettor();
    const fixture = await createBetFixture(t.db, {
      markets: [
        {
          marketId: 2,
          picks: [
            { name: 'Over', price: 190, line: '2.25' },
            { name: 'Under', price: 190, line: '2.25' },
          ],
        },
      ],
    });
    const token = await staffToken(t.app, t.db);
    await saveSportsSettings(t.app, token, {
      marginBasisPoints: null,
      hideQuarterLines: true,
      lineFilters: [],
    });
    try {
      await expectRefused(
        member,
        { betList: [itemOf(fixture.picks[0] as never)], amount: 5_000 },
        11,
        '배당이 잠겼습니다.',
      );
    } finally {
      await saveSportsSettings(t.app, token, {
        marginBasisPoints: null,
        hideQuarterLines: false,
        lineFilters: [],
      });
    }
  });

  it('when fewer picks than the minimum are bet, then 13', async () => {
    const member = await bettor();
    await setBetLimits(t, { globalJsonBetLimitSpecial: { minFolderCount: 2 } });
    const [pick] = await picksOfFixtures(t.db, 1);
    await expectRefused(
      member,
      { betList: [itemOf(pick as never)], amount: 5_000 },
      13,
      '최소 폴더를 확인해 주세요.',
    );
  });

  it('when more picks than the maximum are bet, then 14', async () => {
    const member = await bettor();
    await setBetLimits(t, { maxBetCnt: 2 });
    const picks = await picksOfFixtures(t.db, 3);
    await expectRefused(
      member,
      { betList: picks.map((pick) => itemOf(pick)), amount: 5_000 },
      14,
      cartCheckText.maxFolderCount,
    );
  });

  it('when a pick is below the odds floor, then 15', async () => {
    const member = await bettor();
    await setBetLimits(t, { globalJsonBetLimitSpecial: { minPickOdds: 250 } });
    const [pick] = await picksOfFixtures(t.db, 1);
    await expectRefused(
      member,
      { betList: [itemOf(pick as never)], amount: 5_000 },
      15,
      '배당이 너무 낮은 경기가 있습니다. 공지사항/규정을 확인해 주세요.',
    );
  });

  it('when a league rule needs more picks, then 16', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    const fixture = await t.db
      .selectFrom('fixture')
      .select('league_id')
      .where('id', '=', BigInt(pick?.fixtureId ?? 0))
      .executeTakeFirstOrThrow();
    await setBetLimits(t, {
      betRestrictionList: [
        { leagueId: fixture.league_id, label: '리그', minFolderCount: 2, maxBetCash: null },
      ],
    });
    await expectRefused(
      member,
      { betList: [itemOf(pick as never)], amount: 5_000 },
      16,
      '리그별 베팅 규정을 따라 주세요.',
    );
  });

  it.each([
    [2, { twoFolder: { maxBetCash: 9_000, maxWinCash: 20_000_000 } }, 17, '2폴더'],
    [3, { threeFolder: { maxBetCash: 9_000, maxWinCash: 20_000_000 } }, 18, '3폴더'],
    [4, { multiFolder: { maxBetCash: 3_000_000, maxWinCash: 100_000 } }, 19, '다폴더'],
  ] as const)('when a %i-folder bet is above its cap, then its code', async (count, caps, code, name) => {
    const member = await bettor();
    await setBetLimits(t, { globalJsonBetLimitSpecial: caps });
    const picks = await picksOfFixtures(t.db, count);
    await expectRefused(
      member,
      { betList: picks.map((pick) => itemOf(pick)), amount: 10_000 },
      code,
      `${name} 베팅금액 및 당첨금액 제한을 확인해 주세요.`,
    );
  });

  it('when single bets are not allowed, then 20', async () => {
    const member = await bettor();
    await setBetLimits(t, {
      globalJsonBetLimitSpecial: { singleFolder: { isAllowed: false, minOdds: 101 } },
    });
    const [pick] = await picksOfFixtures(t.db, 1);
    await expectRefused(
      member,
      { betList: [itemOf(pick as never)], amount: 5_000 },
      20,
      '단폴더 규정을 확인해 주세요.',
    );
  });

  it('when a single is above the single-folder stake cap, then 20', async () => {
    const member = await bettor(5_000_000n);
    const [pick] = await picksOfFixtures(t.db, 1);
    await expectRefused(
      member,
      { betList: [itemOf(pick as never)], amount: defaultBetLimits.maxSingleBetCash + 1 },
      20,
      cartCheckText.singleMaxBet,
    );
  });

  it('when main markets are mixed with special ones, then 21', async () => {
    const member = await bettor();
    await setBetLimits(t, { isCanNotCombine: true });
    const [main] = await picksOfFixtures(t.db, 1);
    const special = await createBetFixture(t.db, {
      markets: [
        {
          marketId: 5,
          picks: [
            { name: 'Odd', price: 190 },
            { name: 'Even', price: 190 },
          ],
        },
      ],
    });
    await expectRefused(
      member,
      { betList: [itemOf(main as never), itemOf(special.picks[0] as never)], amount: 5_000 },
      21,
      cartCheckText.combination,
    );
  });

  it('when the fixture is finished, then 22', async () => {
    const member = await bettor();
    const fixture = await createBetFixture(t.db, { status: 3 });
    await expectRefused(
      member,
      { betList: [itemOf(fixture.picks[0] as never)], amount: 5_000 },
      22,
      betText.settled,
    );
  });

  it('when the market is settled, then 22', async () => {
    const member = await bettor();
    const [pick] = await picksOfFixtures(t.db, 1);
    await t.db
      .updateTable('market')
      .set({ status: 'settled' })
      .where('fixture_id', '=', BigInt(pick?.fixtureId ?? 0))
      .execute();
    await expectRefused(member, { betList: [itemOf(pick as never)], amount: 5_000 }, 22, betText.settled);
  });

  it('when a visitor bets, then 99 and nothing is written', async () => {
    const [pick] = await picksOfFixtures(t.db, 1);
    const reply = envelope(await sendBet(t.app, '', { betList: [itemOf(pick as never)], amount: 5_000 }));
    expect(reply.code).toBe(99);
  });
});
