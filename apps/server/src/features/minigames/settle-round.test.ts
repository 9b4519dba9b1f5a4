import { type BetListData, betListGameType, minigameGameTypes } from '@hanpan/core/api/bet-history';
import { replyCode } from '@hanpan/core/api/envelope';
import type { MinigameBetList } from '@hanpan/core/api/minigame-bets';
import type { MinigameGameList } from '@hanpan/core/api/minigames';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { settlePick } from '@hanpan/core/minigames/markets';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cashOf } from '../../../test/betting.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import {
  drawTestRound,
  gameBetsOf,
  openRound,
  sendGameBet,
  voidTestRound,
} from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import { createMinigameBetsService } from './bet-service.ts';
import { payoutOf, settleClosedRounds } from './settle-round.ts';

// Settling mini-game bets: every open bet of a drawn round paid once through the ledger (however many
// passes race, and after a pass cut short), a voided round refunded, and each member seeing only
// their own bets.

const t = useLedgerCheckedApp();
const oddEven = 106;
const picks = [1, 2, 3, 4];

const settleDeps = (options: { batchSize?: number; maxBatches?: number } = {}) => ({
  db: t.db,
  ...options,
});

/** A member with a bet of 10,000 on each pick of the odd/even game's round. */
async function betEveryPick(round: { gameUid: string }) {
  const member = await signedInMember(t.app, t.db, 1_000_000n);
  for (const choosed of picks) {
    const reply = await sendGameBet(t.app, member.cookie, {
      choosed,
      gameUid: round.gameUid,
      amount: 10_000,
    });
    expect(envelope(reply).code).toBe(0);
  }
  return member;
}

/** What the member's bets should pay on the drawn result, by the core's settlement. */
async function expectedPayout(memberId: number, result: unknown): Promise<bigint> {
  let total = 0n;
  for (const bet of await gameBetsOf(t.db, memberId)) {
    total += payoutOf(settlePick(miniFamilies['odd-even'], bet.pick, result), bet.stake, bet.odds);
  }
  return total;
}

const payoutPostingsOf = (betIds: bigint[]) =>
  t.db
    .selectFrom('ledger_tx')
    .select('idempotency_key')
    .where('kind', '=', 'minigame_payout')
    .where(
      'reference',
      'in',
      betIds.map((id) => `minibet:${id}`),
    )
    .execute();

describe('mini-game settlement', () => {
  it('when a round is drawn and two passes race, then every bet settles by its pick and is paid once', async () => {
    const round = await openRound(t.db, oddEven);
    const members = [await betEveryPick(round), await betEveryPick(round)];
    const result = await drawTestRound(t.db, round);
    const [first, second] = await Promise.all([
      settleClosedRounds(settleDeps({ batchSize: 3 })),
      settleClosedRounds(settleDeps({ batchSize: 3 })),
    ]);
    expect(first.settled + second.settled).toBe(8);
    for (const member of members) {
      const bets = await gameBetsOf(t.db, member.id);
      expect(bets.every((bet) => bet.status !== 'open' && bet.settled_at !== null)).toBe(true);
      expect(bets.map((bet) => bet.status)).toEqual(
        bets.map((bet) => settlePick(miniFamilies['odd-even'], bet.pick, result)),
      );
      const payout = await expectedPayout(member.id, result);
      expect(payout).toBeGreaterThan(0n);
      expect(await cashOf(t.db, member.id)).toBe(960_000n + payout);
      const paid = bets.filter((bet) => (bet.payout ?? 0n) > 0n);
      expect(await payoutPostingsOf(bets.map((bet) => bet.id))).toHaveLength(paid.length);
    }
    expect((await settleClosedRounds(settleDeps())).settled).toBe(0);
  });

  it('when a pass stops halfway (a restart), then the next pass settles the rest and nothing is paid twice', async () => {
    const round = await openRound(t.db, oddEven);
    const member = await betEveryPick(round);
    const result = await drawTestRound(t.db, round);
    const cut = await settleClosedRounds(settleDeps({ batchSize: 1, maxBatches: 1 }));
    expect(cut.settled).toBe(1);
    expect((await gameBetsOf(t.db, member.id)).filter((bet) => bet.status === 'open')).toHaveLength(3);
    const rest = await settleClosedRounds(settleDeps());
    expect(rest.settled).toBe(3);
    expect(await cashOf(t.db, member.id)).toBe(960_000n + (await expectedPayout(member.id, result)));
  });

  it('when a round is voided, then every open bet is refunded its stake', async () => {
    const round = await openRound(t.db, oddEven);
    const member = await betEveryPick(round);
    expect(await cashOf(t.db, member.id)).toBe(960_000n);
    await voidTestRound(t.db, round);
    const report = await settleClosedRounds(settleDeps());
    expect(report).toMatchObject({ settled: 4, paid: 40_000n, paidMembers: [member.id] });
    expect(await cashOf(t.db, member.id)).toBe(1_000_000n);
    const bets = await gameBetsOf(t.db, member.id);
    expect(bets.map((bet) => [bet.status, bet.payout])).toEqual(picks.map(() => ['void', 10_000n]));
  });

  it('when the round engine ticks past a round’s draw instant, then it draws the round and settles its bets in the same tick', async () => {
    const round = await openRound(t.db, oddEven);
    const member = await betEveryPick(round);
    await t.db
      .updateTable('minigame_round')
      .set({
        close_at: sql<Date>`clock_timestamp() - interval '31 seconds'`,
        draw_at: sql<Date>`clock_timestamp() - interval '1 second'`,
      })
      .where('id', '=', round.id)
      .execute();
    const report = await t.app.services.minigameEngine.tick();
    expect(report.drawn).toBeGreaterThanOrEqual(1);
    const drawn = await t.db
      .selectFrom('minigame_round')
      .select(['status', 'result'])
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(drawn.status).toBe('drawn');
    const bets = await gameBetsOf(t.db, member.id);
    expect(bets.every((bet) => bet.status !== 'open')).toBe(true);
    expect(await cashOf(t.db, member.id)).toBe(960_000n + (await expectedPayout(member.id, drawn.result)));
  });

  it('when a pass pays members, then each paid member’s userContext is pushed once after the commit', async () => {
    const round = await openRound(t.db, oddEven);
    const member = await betEveryPick(round);
    await voidTestRound(t.db, round);
    const pushed: { memberId: number; cash: bigint }[] = [];
    // The service does not wait for its pushes: the test waits for each one's cash read.
    const pushes: Promise<unknown>[] = [];
    const service = createMinigameBetsService({
      db: t.db,
      notifyUserContextChanged: (memberId) => {
        const push = cashOf(t.db, memberId).then((cash) => pushed.push({ memberId, cash }));
        pushes.push(push);
        return push.then(() => null);
      },
      realtime: { sendToMember: () => undefined },
    });
    await service.settle();
    await service.settle();
    await Promise.all(pushes);
    expect(pushed).toEqual([{ memberId: member.id, cash: 1_000_000n }]);
  });

  it('when a pass settles a round, then each member with bets in it is told once on the minigame queue, winners and losers alike', async () => {
    const round = await openRound(t.db, oddEven);
    const [first, second] = [await betEveryPick(round), await betEveryPick(round)];
    await drawTestRound(t.db, round);
    const sent: { memberId: number; queue: string; payload: unknown }[] = [];
    const service = createMinigameBetsService({
      db: t.db,
      notifyUserContextChanged: async () => null,
      realtime: { sendToMember: (memberId, queue, payload) => sent.push({ memberId, queue, payload }) },
    });
    await service.settle();
    await service.settle();
    const message = { type: 'minigameBetsSettled', gameType: oddEven, roundKey: round.roundKey };
    expect(sent.sort((a, b) => a.memberId - b.memberId)).toEqual(
      [first, second]
        .map((member) => ({ memberId: member.id, queue: 'minigame', payload: message }))
        .sort((a, b) => a.memberId - b.memberId),
    );
  });
});

describe('the member’s mini-game bets', () => {
  it('when two members bet on a round, then each lists only their own bets', async () => {
    const round = await openRound(t.db, oddEven);
    const mine = await betEveryPick(round);
    const other = await betEveryPick(round);
    const listOf = async (cookie: string, body: unknown) =>
      envelope<MinigameBetList>(await postJson(t.app, '/api/minigames/bets', body, { cookie }));
    const reply = await listOf(mine.cookie, { gameUid: round.gameUid });
    expect(reply.code).toBe(0);
    expect(reply.data?.list).toHaveLength(4);
    const myIds = (await gameBetsOf(t.db, mine.id)).map((bet) => String(bet.id));
    expect(reply.data?.list.map((bet) => bet.id).sort()).toEqual(myIds.sort());
    const otherIds = (await gameBetsOf(t.db, other.id)).map((bet) => String(bet.id));
    expect((await listOf(other.cookie, {})).data?.list.map((bet) => bet.id).sort()).toEqual(otherIds.sort());
    const anonymous = envelope<MinigameBetList>(await postJson(t.app, '/api/minigames/bets', {}));
    expect(anonymous.code).toBe(replyCode.sessionGone);
    expect(anonymous.data).toBeUndefined();
  });

  it('when the member opens the history’s mini-game tab, then their own settled bets show with round, pick, odds and payout', async () => {
    const round = await openRound(t.db, oddEven);
    const mine = await betEveryPick(round);
    const other = await betEveryPick(round);
    await voidTestRound(t.db, round);
    await settleClosedRounds(settleDeps());
    const historyOf = async (cookie: string, body: unknown) =>
      envelope<BetListData>(await postJson(t.app, '/api/bet/list', body, { cookie }));
    const reply = await historyOf(mine.cookie, { gameType: betListGameType.oddEven });
    expect(reply.code).toBe(0);
    expect(reply.data?.list).toEqual([]);
    expect(reply.data?.total).toBe(4);
    const myIds = (await gameBetsOf(t.db, mine.id)).map((bet) => String(bet.id));
    expect(reply.data?.games?.map((bet) => bet.id).sort()).toEqual(myIds.sort());
    expect(reply.data?.games?.[0]).toMatchObject({
      gameUid: round.gameUid,
      status: 'void',
      stake: 10_000,
      payout: 10_000,
    });
    expect(reply.data?.games?.every((bet) => bet.pickName !== '' && bet.odds > 101)).toBe(true);
    const open = await historyOf(mine.cookie, { gameType: betListGameType.oddEven, status: 'open' });
    expect(open.data).toMatchObject({ total: 0, games: [] });
    const powerball = await historyOf(mine.cookie, { gameType: betListGameType.powerball });
    expect(powerball.data).toMatchObject({ total: 0, games: [] });
    const page = await historyOf(other.cookie, { gameType: [...minigameGameTypes], pageSize: 3 });
    expect(page.data?.total).toBe(4);
    expect(page.data?.games).toHaveLength(3);
    expect(page.data?.games?.some((bet) => myIds.includes(bet.id))).toBe(false);
  });

  it('when the lobby reads the games, then each game carries its markets priced by the server', async () => {
    const reply = envelope<MinigameGameList>(await postJson(t.app, '/api/minigames/games', {}));
    const game = reply.data?.list.find((entry) => entry.gameType === oddEven);
    expect(game?.markets.map((market) => market.picks.map((pick) => pick.code))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    for (const market of game?.markets ?? []) {
      for (const pick of market.picks) expect(pick.odds).toBeGreaterThan(101);
    }
  });
});
