import type { BetListData } from '@hanpan/core/api/bet-history';
import { betListGameType } from '@hanpan/core/api/bet-history';
import type { AddGameData } from '@hanpan/core/api/minigame-bets';
import { minigameBetCode } from '@hanpan/core/api/minigame-bets';
import type { MinigameGameList, MinigameVerifyData } from '@hanpan/core/api/minigames';
import { type VirtualEventView, virtualGameTypes, virtualTopic } from '@hanpan/core/api/virtual';
import { isSeedOfVirtualCommitment, virtualCommitment } from '@hanpan/core/virtual/commitment';
import { drawVirtualEvent, listedPickOf, virtualModels } from '@hanpan/core/virtual/models';
import type { RaceCard, RaceResult } from '@hanpan/core/virtual/types';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cashOf } from '../../../test/betting.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { gameBetsOf, sendGameBet } from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import { eventsWithSeeds, recordingEngine, runOnlyGames } from '../../../test/virtual-events.ts';
import { sha256Text } from './seed-chain.ts';
import { payoutOf } from './settle-round.ts';

// A virtual greyhound game through its whole cycle on an injected clock (issue 25): events created ahead
// with commitments that reveal nothing, bets priced from the card, the close by the database clock, the
// off (result drawn from the seed and verifiable), the finish (bets settled once through the ledger, the
// member told) and the kennel's form updated once.

// The engine's clock starts at the real time, so the events' close instants are real ones the database
// clock judges bets against; the test moves it forward to the off and the finish by hand.
let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
const t = useLedgerCheckedApp({ now: () => clock });
const greyhound = virtualGameTypes.greyhound;
const win = (n: number) => 100 + n;
const forecast = (a: number, b: number) => 10_000 + 100 * a + b;

const listVirtualGames = async () =>
  envelope<MinigameGameList>(await postJson(t.app, '/api/minigames/games', { family: 'virtual' })).data
    ?.list ?? [];

async function upcomingOf(gameType: number): Promise<VirtualEventView[]> {
  const game = (await listVirtualGames()).find((entry) => entry.gameType === gameType);
  return game?.virtual?.upcoming ?? [];
}

const priceOf = (event: VirtualEventView, code: number) =>
  listedPickOf(event.markets, event.card, code)?.odds ?? 0;

describe('virtual greyhound events', () => {
  it('when the engine ticks, then the next four events exist with cards and distinct commitments that reveal no seed', async () => {
    await runOnlyGames(t.db, [greyhound], clock);
    const { engine, published } = recordingEngine(t, () => clock);
    expect((await engine.tick()).created).toBe(4);
    const events = await eventsWithSeeds(t.db, greyhound);
    expect(events).toHaveLength(4);
    expect(new Set(events.map((event) => event.commitment)).size).toBe(4);
    const secrets = events.map((event) => event.secret);
    for (const event of events) {
      expect(event.commitment).toBe(virtualCommitment(event.secret));
      expect(event.seed).toBeNull();
      // Neither a seed nor a hash of one is public: the chain's own hash of a later seed is an earlier seed.
      for (const secret of secrets) {
        expect(event.commitment).not.toBe(secret);
        expect(event.commitment).not.toBe(sha256Text(secret));
      }
      expect((event.card as RaceCard).runners).toHaveLength(6);
      expect(event.finish_at?.getTime()).toBe(event.draw_at.getTime() + 40_000);
      expect(event.close_at.getTime()).toBe(event.draw_at.getTime() - 10_000);
    }
    expect(published.filter((message) => message.payload.type === 'eventOpened')).toHaveLength(4);
    expect(published.every((message) => message.topic === virtualTopic(greyhound))).toBe(true);
    const upcoming = await upcomingOf(greyhound);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    const text = JSON.stringify(upcoming);
    for (const secret of secrets) expect(text).not.toContain(secret);
    const open = upcoming.find((event) => event.markets.length > 0);
    expect(open?.markets.map((market) => market.key)).toEqual([
      'win',
      'place',
      'forecast',
      'reverse-forecast',
      'tricast',
    ]);
    for (const market of open?.markets ?? []) expect(market.rtp).toBeLessThan(1);
    expect((await engine.tick()).created).toBe(0);
  });

  it('when a member bets, the event closes, starts and finishes, then it is drawn from its seed, settled once and the kennel updated once', async () => {
    await runOnlyGames(t.db, [greyhound], clock);
    const { engine, published, pushed, told } = recordingEngine(t, () => clock);
    await engine.tick();
    // The second upcoming event: its close is at least a period away on the database clock too.
    const event = (await upcomingOf(greyhound))[1]!;
    const card = event.card as RaceCard;
    const member = await signedInMember(t.app, t.db, 100_000n);
    const stakes = [
      { choosed: win(3), amount: 10_000 },
      { choosed: forecast(2, 5), amount: 5_000 },
    ];
    for (const stake of stakes) {
      const body = { ...stake, gameUid: event.gameUid, odd: priceOf(event, stake.choosed) };
      const reply = envelope<AddGameData>(await sendGameBet(t.app, member.cookie, body));
      expect(reply.code).toBe(0);
      expect(reply.data?.bet.odds).toBe(priceOf(event, stake.choosed));
    }
    expect(await cashOf(t.db, member.id)).toBe(85_000n);
    const history = envelope<BetListData>(
      await postJson(
        t.app,
        '/api/bet/list',
        { gameType: betListGameType.virtual },
        { cookie: member.cookie },
      ),
    );
    expect(history.data?.games?.map((bet) => bet.pickName).sort()).toEqual(
      ['3번 그레이하운드 단승', '쌍승 2-5'].sort(),
    );

    // One second after the close (the database clock decides): code 6, nothing debited.
    await t.db
      .updateTable('minigame_round')
      .set({ close_at: sql<Date>`clock_timestamp() - interval '1 second'` })
      .where('game_type', '=', greyhound)
      .where('round_key', '=', event.roundKey)
      .execute();
    const late = await sendGameBet(t.app, member.cookie, {
      choosed: win(1),
      gameUid: event.gameUid,
      amount: 1000,
    });
    expect(envelope(late), JSON.stringify(envelope(late))).toMatchObject({
      code: minigameBetCode.notBettable,
    });
    expect(await cashOf(t.db, member.id)).toBe(85_000n);

    // The off: drawn from the seed, published, verifiable; the bets wait for the finish.
    clock = new Date(Date.parse(event.drawAt));
    await engine.tick();
    const verify = envelope<MinigameVerifyData>(
      await postJson(t.app, '/api/minigames/verify', { gameType: greyhound, roundKey: event.roundKey }),
    ).data!;
    const seed = verify.round.seed!;
    expect(isSeedOfVirtualCommitment(seed, event.commitment)).toBe(true);
    const result = verify.round.virtual?.result as RaceResult;
    expect(result).toEqual(drawVirtualEvent('greyhound', card, seed, greyhound, event.roundKey).result);
    const started = published.find(
      (message) =>
        message.payload.type === 'eventStarted' && message.payload.event?.roundKey === event.roundKey,
    );
    expect(started?.payload.event).toMatchObject({ status: 'drawn', seed, result });
    expect((await gameBetsOf(t.db, member.id)).every((bet) => bet.status === 'open')).toBe(true);
    clock = new Date(Date.parse(event.finishAt) - 1);
    await engine.tick();
    expect((await gameBetsOf(t.db, member.id)).every((bet) => bet.status === 'open')).toBe(true);
    const runsBefore = await runsOf(card);

    // The finish: settled by the model through the ledger, the member told, the form updated once.
    clock = new Date(Date.parse(event.finishAt));
    const report = await engine.tick();
    expect(report.finished).toBeGreaterThanOrEqual(1);
    await engine.tick();
    const bets = await gameBetsOf(t.db, member.id);
    let expected = 0n;
    for (const bet of bets) {
      const settlement = virtualModels.greyhound.settle(card, result, bet.pick);
      expect(bet.status).toBe(settlement);
      expected += payoutOf(settlement, bet.stake, bet.odds);
    }
    expect(await cashOf(t.db, member.id)).toBe(85_000n + expected);
    if (expected > 0n) expect(pushed.filter((id) => id === member.id)).toHaveLength(1);
    expect(told.filter((entry) => entry.memberId === member.id)).toHaveLength(1);
    const finished = published.filter(
      (message) =>
        message.payload.type === 'eventFinished' && message.payload.event?.roundKey === event.roundKey,
    );
    expect(finished).toHaveLength(1);
    const runsAfter = await runsOf(card);
    for (const runner of card.runners) {
      const position = result.order.indexOf(runner.number) + 1;
      expect(runsAfter.get(runner.runnerId)).toEqual({
        runs: runsBefore.get(runner.runnerId)!.runs + 1,
        latest: position,
      });
    }
  });
});

/** Each runner of the card's runs and latest finishing position. */
async function runsOf(card: RaceCard) {
  const rows = await t.db
    .selectFrom('virtual_runner')
    .select(['id', 'runs', 'form'])
    .where(
      'id',
      'in',
      card.runners.map((runner) => runner.runnerId),
    )
    .execute();
  return new Map(rows.map((row) => [row.id, { runs: row.runs, latest: row.form[0] ?? null }]));
}
