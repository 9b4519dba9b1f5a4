import { type AddGameData, minigameBetCode, minigameBetText } from '@hanpan/core/api/minigame-bets';
import type { MinigameGameList } from '@hanpan/core/api/minigames';
import { staffText } from '@hanpan/core/api/staff-codes';
import {
  type StaffMinigameMarketList,
  staffMinigameMarketAuditAction,
  staffMinigameMarketsText,
} from '@hanpan/core/api/staff-minigame-markets';
import {
  type StaffMinigameGameList,
  staffMinigamesAuditAction,
  staffMinigamesText,
} from '@hanpan/core/api/staff-minigames';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { defaultOdds, pickProbabilities, returnToPlayer } from '@hanpan/core/minigames/markets';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashOf } from '../../../test/betting.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { gameBetsOf, openRound, sendGameBet } from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { potentialWinOf } from './place-bet.ts';

// The back office's odds and limits of a game: a market's own margin prices addGame and the public
// games list, a market's own limits refuse with code 7 on top of the game's, the game's limits are
// saved with the settings (bounds checked in Korean), every save audited, and the roles respected.

const t = useLedgerCheckedApp();
const oddEven = 106;
const odd = 1;
const red = 3;
const family = miniFamilies['odd-even'];
const chanceOf = (code: number) => pickProbabilities(family).get(code)!;

let owner: string;
let finance: string;
let support: string;
beforeAll(async () => {
  const signIn = async (role: 'owner' | 'finance' | 'support') =>
    signInStaff(t.app, await createStaff(t.db, { role }));
  owner = await signIn('owner');
  finance = await signIn('finance');
  support = await signIn('support');
});

const call = async (url: string, body: unknown, token = owner) =>
  envelope(await postStaff(t.app, `/api/staff/minigames/${url}`, body, token));

const noSetting = { marginBp: null, maxBet: null, maxWin: null };
const saveMarket = (gameType: number, marketKey: string, setting: object, token = owner) =>
  call(
    'markets/save',
    { gameType, marketKey, setting: { ...noSetting, ...setting }, reason: '배당 조정' },
    token,
  );

const marketsOf = async (gameType: number) =>
  (await call('markets', { gameType })).data as StaffMinigameMarketList;

const publicMarketsOf = async (gameType: number) => {
  const reply = envelope<MinigameGameList>(await postJson(t.app, '/api/minigames/games', {}));
  return reply.data!.list.find((game) => game.gameType === gameType)?.markets ?? [];
};

const auditOf = (action: string, targetId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['staff_id', 'before', 'after', 'reason'])
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();

const placeOn = async (round: { gameUid: string }, choosed: number, amount: number) => {
  const member = await signedInMember(t.app, t.db, 10_000_000n);
  const reply = envelope<AddGameData>(
    await sendGameBet(t.app, member.cookie, { choosed, gameUid: round.gameUid, amount }),
  );
  return { member, reply };
};

const gameOf = async (gameType: number) =>
  ((await call('games', {})).data as StaffMinigameGameList).list.find((game) => game.gameType === gameType)!;

describe('staff mini-game markets', () => {
  it("when staff read a game's markets, then each pick has its true probability, the odds at the game margin and its RTP", async () => {
    const list = await marketsOf(oddEven);
    const game = await gameOf(oddEven);
    expect(list.gameMarginBp).toBe(game.marginBp);
    expect(list.limits).toEqual(game.limits);
    expect(list.markets.map((market) => market.key)).toEqual(['odd-even', 'colour']);
    const [oddEvenMarket] = list.markets;
    expect(oddEvenMarket).toMatchObject({ ...noSetting, effectiveMarginBp: game.marginBp, updatedAt: null });
    const oddPicks = oddEvenMarket?.picks ?? [];
    const oddPick = oddPicks.find((pick) => pick.code === odd)!;
    const odds = defaultOdds(chanceOf(odd), game.marginBp);
    expect(oddPick).toEqual({
      code: odd,
      name: '홀',
      probability: chanceOf(odd),
      odds,
      rtp: returnToPlayer(chanceOf(odd), odds),
    });
    expect(oddPick.rtp).toBeLessThanOrEqual(1 - game.marginBp / 10_000 + 1e-9);
    expect((await call('markets', { gameType: 3 })).code).toBe(2);
  });

  it('when a market gets its own margin, then addGame and the public games list price only that market with it', async () => {
    const game = await gameOf(oddEven);
    expect((await saveMarket(oddEven, 'odd-even', { marginBp: 900 })).code).toBe(0);
    const oddOdds = defaultOdds(chanceOf(odd), 900);
    const redOdds = defaultOdds(chanceOf(red), game.marginBp);
    expect(oddOdds).not.toBe(defaultOdds(chanceOf(odd), game.marginBp));
    const shown = await publicMarketsOf(oddEven);
    expect(shown.find((market) => market.key === 'odd-even')?.picks[0]).toMatchObject({
      code: odd,
      odds: oddOdds,
    });
    expect(shown.find((market) => market.key === 'colour')?.picks[0]).toMatchObject({
      code: red,
      odds: redOdds,
    });
    const staffView = await marketsOf(oddEven);
    expect(staffView.markets[0]).toMatchObject({ marginBp: 900, effectiveMarginBp: 900 });
    expect(staffView.markets[0]?.picks[0]?.odds).toBe(oddOdds);
    const round = await openRound(t.db, oddEven);
    const { member, reply } = await placeOn(round, odd, 10_000);
    expect(reply.data?.bet).toMatchObject({
      odds: oddOdds,
      potentialWin: Number(potentialWinOf(10_000n, oddOdds)),
    });
    const redBet = await placeOn(round, red, 10_000);
    expect(redBet.reply.data?.bet.odds).toBe(redOdds);
    const [bet] = await gameBetsOf(t.db, member.id);
    expect(bet?.odds).toBe(oddOdds);
    // Back to the game's margin: null.
    expect((await saveMarket(oddEven, 'odd-even', {})).code).toBe(0);
    const back = await placeOn(round, odd, 10_000);
    expect(back.reply.data?.bet.odds).toBe(defaultOdds(chanceOf(odd), game.marginBp));
  });

  it("when a stake is above the market's max bet or its win above the market's max win, then code 7 with nothing debited; the game's limits still apply", async () => {
    const round = await openRound(t.db, oddEven);
    expect((await saveMarket(oddEven, 'colour', { maxBet: 20_000 })).code).toBe(0);
    const over = await placeOn(round, red, 20_001);
    expect({ code: over.reply.code, message: (over.reply.data as { message?: string })?.message }).toEqual({
      code: minigameBetCode.betLimits,
      message: minigameBetText.betLimits,
    });
    expect(await cashOf(t.db, over.member.id)).toBe(10_000_000n);
    expect(await gameBetsOf(t.db, over.member.id)).toHaveLength(0);
    expect((await placeOn(round, red, 20_000)).reply.code).toBe(0);
    // The other market has no limit of its own.
    expect((await placeOn(round, odd, 20_001)).reply.code).toBe(0);
    const redOdds = (await marketsOf(oddEven)).markets[1]?.picks[0]?.odds ?? 0;
    const maxWin = Number(potentialWinOf(10_000n, redOdds));
    expect((await saveMarket(oddEven, 'colour', { maxWin })).code).toBe(0);
    expect((await placeOn(round, red, 10_000)).reply.code).toBe(0);
    const overWin = await placeOn(round, red, 10_100);
    expect(overWin.reply.code).toBe(minigameBetCode.betLimits);
    expect(await gameBetsOf(t.db, overWin.member.id)).toHaveLength(0);
    // A market limit above the game's max bet does not lift the game's.
    expect((await saveMarket(oddEven, 'colour', { maxBet: 900_000_000 })).code).toBe(0);
    const game = await gameOf(oddEven);
    expect((await placeOn(round, red, game.limits.maxBet + 1)).reply.code).toBe(minigameBetCode.betLimits);
    expect((await saveMarket(oddEven, 'colour', {})).code).toBe(0);
  });

  it('when a market save is malformed, then code 2 with the Korean message and nothing is written', async () => {
    const cases: [unknown, string][] = [
      [
        { gameType: oddEven, marketKey: 'nope', setting: noSetting, reason: '조정' },
        staffMinigameMarketsText.unknownMarket,
      ],
      [
        { gameType: oddEven, marketKey: 'sum-odd-even', setting: noSetting, reason: '조정' },
        staffMinigameMarketsText.unknownMarket,
      ],
      [
        { gameType: oddEven, marketKey: 'colour', setting: { ...noSetting, marginBp: 2001 }, reason: '조정' },
        staffMinigameMarketsText.badMarketMargin,
      ],
      [
        { gameType: oddEven, marketKey: 'colour', setting: { ...noSetting, marginBp: 1.5 }, reason: '조정' },
        staffMinigameMarketsText.badMarketMargin,
      ],
      [
        { gameType: oddEven, marketKey: 'colour', setting: { ...noSetting, maxBet: 0 }, reason: '조정' },
        staffMinigameMarketsText.badMarketLimit,
      ],
      [
        { gameType: oddEven, marketKey: 'colour', setting: { ...noSetting, maxWin: -5 }, reason: '조정' },
        staffMinigameMarketsText.badMarketLimit,
      ],
      [
        { gameType: oddEven, marketKey: 'colour', setting: { ...noSetting, maxWin: '5000' }, reason: '조정' },
        staffMinigameMarketsText.badMarketLimit,
      ],
      [{ gameType: oddEven, marketKey: 'colour', setting: noSetting, reason: ' ' }, staffText.reasonRequired],
      [
        { gameType: 999, marketKey: 'colour', setting: noSetting, reason: '조정' },
        staffMinigamesText.unknownGame,
      ],
    ];
    const rowsBefore = await t.db.selectFrom('minigame_market_setting').selectAll().execute();
    const auditBefore = await auditOf(staffMinigameMarketAuditAction, `${oddEven}:colour`);
    for (const [body, message] of cases) {
      const reply = await call('markets/save', body);
      expect(reply.code, JSON.stringify(body)).toBe(2);
      expect((reply.data as { message: string }).message).toBe(message);
    }
    expect(await t.db.selectFrom('minigame_market_setting').selectAll().execute()).toEqual(rowsBefore);
    expect(await auditOf(staffMinigameMarketAuditAction, `${oddEven}:colour`)).toHaveLength(
      auditBefore.length,
    );
  });

  it('when a market is saved, then one audit line holds before, after and the reason', async () => {
    expect((await saveMarket(442, 'colour', { marginBp: 400, maxBet: 50_000 })).code).toBe(0);
    expect((await saveMarket(442, 'colour', { marginBp: 300, maxWin: 70_000 })).code).toBe(0);
    const lines = await auditOf(staffMinigameMarketAuditAction, '442:colour');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      before: noSetting,
      after: { marginBp: 400, maxBet: 50_000, maxWin: null },
    });
    expect(lines[1]).toMatchObject({
      before: { marginBp: 400, maxBet: 50_000, maxWin: null },
      after: { marginBp: 300, maxBet: null, maxWin: 70_000 },
      reason: '배당 조정',
    });
    expect(lines.every((line) => line.staff_id !== null)).toBe(true);
    expect((await saveMarket(442, 'colour', {})).code).toBe(0);
  });
});

describe('staff mini-game limits', () => {
  const settingsOf = (game: Awaited<ReturnType<typeof gameOf>>) => ({
    isEnabled: game.isEnabled,
    periodMinutes: game.periodMinutes,
    closeSeconds: game.closeSeconds,
    marginBp: game.marginBp,
    lateVoidSeconds: game.lateVoidSeconds,
  });
  const limits = { minBet: 5_000, maxBet: 50_000, maxWin: 80_000, roundMaxBet: 60_000, roundMaxWin: 100_000 };

  it('when the limits are saved, then addGame refuses by them (codes 7 and 8) and the audit line holds before and after', async () => {
    const gameType = 442;
    const game = await gameOf(gameType);
    const save = await call('games/save', {
      gameType,
      settings: { ...settingsOf(game), limits },
      reason: '한도 조정',
    });
    expect(save).toEqual({ code: 0, data: { message: staffMinigamesText.saved } });
    expect((await gameOf(gameType)).limits).toEqual(limits);
    const [line] = (await auditOf(staffMinigamesAuditAction, String(gameType))).slice(-1);
    expect(line).toMatchObject({ before: { limits: game.limits }, after: { limits }, reason: '한도 조정' });
    const round = await openRound(t.db, gameType);
    expect((await placeOn(round, odd, 4_999)).reply.code).toBe(minigameBetCode.betLimits);
    expect((await placeOn(round, odd, 50_001)).reply.code).toBe(minigameBetCode.betLimits);
    const member = await signedInMember(t.app, t.db, 1_000_000n);
    const bet = (amount: number) =>
      sendGameBet(t.app, member.cookie, { choosed: red, gameUid: round.gameUid, amount }).then(envelope);
    expect((await bet(30_000)).code).toBe(0);
    expect((await bet(30_001)).code).toBe(minigameBetCode.roundLimits);
    // A save without limits leaves them as they are.
    expect(
      (await call('games/save', { gameType, settings: settingsOf(game), reason: '마감 유지' })).code,
    ).toBe(0);
    expect((await gameOf(gameType)).limits).toEqual(limits);
  });

  it('when limits are out of bounds or inconsistent, then code 2 with the Korean message and nothing is written', async () => {
    const gameType = 441;
    const game = await gameOf(gameType);
    const cases: [object, string][] = [
      [{ ...limits, minBet: 0 }, staffMinigamesText.badLimitAmount],
      [{ ...limits, maxBet: 2.5 }, staffMinigamesText.badLimitAmount],
      [{ ...limits, maxWin: 1_000_000_000_001 }, staffMinigamesText.badLimitAmount],
      [{ ...limits, roundMaxWin: '100000' }, staffMinigamesText.badLimitAmount],
      [{ ...limits, maxBet: 4_000 }, staffMinigamesText.badMaxBet],
      [{ ...limits, maxWin: 4_000 }, staffMinigamesText.badMaxWin],
      [{ ...limits, roundMaxBet: 40_000 }, staffMinigamesText.badRoundMaxBet],
      [{ ...limits, roundMaxWin: 70_000 }, staffMinigamesText.badRoundMaxWin],
    ];
    const auditBefore = await auditOf(staffMinigamesAuditAction, String(gameType));
    for (const [bad, message] of cases) {
      const reply = await call('games/save', {
        gameType,
        settings: { ...settingsOf(game), limits: bad },
        reason: '한도',
      });
      expect(reply.code, JSON.stringify(bad)).toBe(2);
      expect((reply.data as { message: string }).message).toBe(message);
    }
    expect(await gameOf(gameType)).toEqual(game);
    expect(await auditOf(staffMinigamesAuditAction, String(gameType))).toHaveLength(auditBefore.length);
  });
});

describe('staff mini-game market permissions', () => {
  it('when support calls the market calls, then code 3; finance reads but may not save', async () => {
    const save = { gameType: oddEven, marketKey: 'colour', setting: noSetting, reason: '조정' };
    const forbidden = { code: 3, data: { message: staffText.forbidden } };
    expect(await call('markets', { gameType: oddEven }, support)).toEqual(forbidden);
    expect(await call('markets/save', save, support)).toEqual(forbidden);
    expect(
      await call('rounds/void', { gameType: oddEven, roundKey: '2027-01-01-1', reason: '취소' }, support),
    ).toEqual(forbidden);
    expect((await call('markets', { gameType: oddEven }, finance)).code).toBe(0);
    expect(await call('markets/save', save, finance)).toEqual(forbidden);
    expect(
      await call('rounds/void', { gameType: oddEven, roundKey: '2027-01-01-1', reason: '취소' }, finance),
    ).toEqual(forbidden);
    const game = await gameOf(oddEven);
    const { limits: _limits, ...settings } = { ...game };
    const limitSave = {
      gameType: oddEven,
      settings: {
        isEnabled: settings.isEnabled,
        periodMinutes: settings.periodMinutes,
        closeSeconds: settings.closeSeconds,
        marginBp: settings.marginBp,
        lateVoidSeconds: settings.lateVoidSeconds,
        limits: { ...game.limits, maxBet: game.limits.maxBet - 1 },
      },
      reason: '한도',
    };
    expect(await call('games/save', limitSave, finance)).toEqual(forbidden);
    expect((await gameOf(oddEven)).limits).toEqual(game.limits);
  });
});
