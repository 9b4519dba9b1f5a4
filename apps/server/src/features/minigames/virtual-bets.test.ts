import { replyCode } from '@hanpan/core/api/envelope';
import { minigameBetCode, minigameBetText } from '@hanpan/core/api/minigame-bets';
import type { MinigameGameList } from '@hanpan/core/api/minigames';
import { type VirtualEventView, virtualGameTypes } from '@hanpan/core/api/virtual';
import { listedPickOf, virtualModels } from '@hanpan/core/virtual/models';
import type { RaceCard, RaceResult } from '@hanpan/core/virtual/types';
import { describe, expect, it } from 'vitest';
import { cashOf } from '../../../test/betting.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { gameBetsOf, sendGameBet } from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import { recordingEngine, runOnlyGames, upToRealTime } from '../../../test/virtual-events.ts';
import { payoutOf, settleClosedRounds } from './settle-round.ts';
import { finishVirtualEvents } from './virtual-finish.ts';

// Bad input and races on a virtual event (issue 25): a forged price, a pick the event has not, a drawn
// event, 50 parallel bets against one balance and one key on two picks are each refused with nothing
// debited; a settlement cut short by a restart is finished by the next process, each bet paid once.

// The real time at the start: the events' close instants are ones the database clock judges bets by.
let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
const t = useLedgerCheckedApp({ now: () => clock });
const horse = virtualGameTypes.horse;
const win = (n: number) => 100 + n;

/** The horse game's second upcoming event (at least a period before its close) after a tick. */
async function nextEvent(): Promise<VirtualEventView> {
  clock = upToRealTime(clock);
  await runOnlyGames(t.db, [horse], clock);
  await recordingEngine(t, () => clock).engine.tick();
  const reply = envelope<MinigameGameList>(
    await postJson(t.app, '/api/minigames/games', { family: 'virtual' }),
  );
  const game = reply.data?.list.find((entry) => entry.gameType === horse);
  const event = game?.virtual?.upcoming[1];
  if (!event) throw new Error('the horse game lists fewer than two upcoming events');
  return event;
}

const oddsOf = (event: VirtualEventView, code: number) => listedPickOf(event.markets, event.card, code)!.odds;

/** Sends the bet and expects the refusal with nothing debited and no bet written. */
async function expectRefused(
  member: { id: number; cookie: string },
  body: unknown,
  code: number,
  message?: string,
) {
  const cash = await cashOf(t.db, member.id);
  const bets = (await gameBetsOf(t.db, member.id)).length;
  const reply = envelope<{ message: string }>(await sendGameBet(t.app, member.cookie, body));
  expect(reply.code).toBe(code);
  if (message) expect(reply.data?.message).toBe(message);
  expect(await cashOf(t.db, member.id)).toBe(cash);
  expect(await gameBetsOf(t.db, member.id)).toHaveLength(bets);
}

describe('the games list by family', () => {
  it('when the mini-game menus ask for family mini, then they get every mini-game and no virtual game or event', async () => {
    await runOnlyGames(t.db, [horse, 106], clock);
    await recordingEngine(t, () => clock).engine.tick();
    const listOf = async (body: unknown) =>
      envelope<MinigameGameList>(await postJson(t.app, '/api/minigames/games', body)).data?.list ?? [];
    const mini = await listOf({ family: 'mini' });
    expect(mini.map((game) => game.gameType)).toEqual([106]);
    expect(mini.every((game) => game.virtual === undefined)).toBe(true);
    expect((await listOf({ family: 'virtual' })).map((game) => game.gameType)).toEqual([horse]);
    expect((await listOf({})).map((game) => game.gameType).sort()).toEqual([106, horse]);
  });
});

describe('bets on a virtual event', () => {
  it('when the odd sent is not the event’s price, or the pick is not in the event, then code 2 and nothing is debited', async () => {
    const event = await nextEvent();
    const member = await signedInMember(t.app, t.db, 100_000n);
    const price = oddsOf(event, win(1));
    const bet = { choosed: win(1), gameUid: event.gameUid, amount: 10_000 };
    await expectRefused(
      member,
      { ...bet, odd: price + 100 },
      minigameBetCode.noGame,
      minigameBetText.oddChanged,
    );
    await expectRefused(
      member,
      { ...bet, odd: String(price) },
      minigameBetCode.noGame,
      minigameBetText.oddChanged,
    );
    const size = (event.card as RaceCard).runners.length;
    await expectRefused(
      member,
      { ...bet, choosed: win(size + 1) },
      minigameBetCode.noGame,
      minigameBetText.noGame,
    );
    await expectRefused(member, { ...bet, choosed: 10_000 + 101 }, minigameBetCode.noGame);
    await expectRefused(member, { ...bet, gameUid: `${horse}-2026-01-01-999999` }, minigameBetCode.noGame);
    const taken = envelope(await sendGameBet(t.app, member.cookie, { ...bet, odd: price }));
    expect(taken.code).toBe(0);
    expect(await cashOf(t.db, member.id)).toBe(90_000n);
  });

  it('when 50 bets race against one balance, or one key comes back with another pick, then only what the balance and the key allow is taken', async () => {
    const event = await nextEvent();
    const member = await signedInMember(t.app, t.db, 100_000n);
    const body = { choosed: win(2), gameUid: event.gameUid, amount: 10_000 };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => sendGameBet(t.app, member.cookie, body)),
    );
    const codes = replies.map((reply) => envelope(reply).code);
    // Same-event limits (code 8) are well above 100,000: only the balance (code 3) stops them.
    expect(codes.filter((code) => code === 0)).toHaveLength(10);
    expect(codes.filter((code) => code === minigameBetCode.insufficientBalance)).toHaveLength(40);
    expect(await cashOf(t.db, member.id)).toBe(0n);

    const other = await signedInMember(t.app, t.db, 100_000n);
    const first = { choosed: win(1), gameUid: event.gameUid, amount: 10_000 };
    expect(envelope(await sendGameBet(t.app, other.cookie, first, 'one-key-two-picks')).code).toBe(0);
    const second = envelope(
      await sendGameBet(t.app, other.cookie, { ...first, choosed: win(3) }, 'one-key-two-picks'),
    );
    expect(second.code).toBe(replyCode.idempotencyKeyReused);
    expect(await cashOf(t.db, other.id)).toBe(90_000n);
    expect(await gameBetsOf(t.db, other.id)).toHaveLength(1);
  });

  it('when the event has started, then a bet on it is code 6; when a restart cuts its settlement short, then each bet is still paid once', async () => {
    const event = await nextEvent();
    const card = event.card as RaceCard;
    const members = [];
    for (let i = 0; i < 3; i += 1) {
      const member = await signedInMember(t.app, t.db, 100_000n);
      for (const runner of card.runners) {
        const body = { choosed: win(runner.number), gameUid: event.gameUid, amount: 1_000 };
        expect(envelope(await sendGameBet(t.app, member.cookie, body)).code).toBe(0);
      }
      members.push(member);
    }
    clock = new Date(Date.parse(event.drawAt));
    await recordingEngine(t, () => clock).engine.tick();
    await expectRefused(
      members[0]!,
      { choosed: win(1), gameUid: event.gameUid, amount: 1_000 },
      minigameBetCode.notBettable,
    );
    // The first process settles one bet and stops (killed); the next one finishes the rest.
    clock = new Date(Date.parse(event.finishAt));
    const cut = await settleClosedRounds({ db: t.db, now: () => clock, batchSize: 1, maxBatches: 1 });
    expect(cut.settled).toBe(1);
    // Not announced finished while bets are open: the finish waits for the pass that pays them.
    const early = await finishVirtualEvents({ db: t.db, realtime: { publish: () => undefined } }, clock);
    const waiting = await t.db
      .selectFrom('minigame_round')
      .select('finished_at')
      .where('game_type', '=', horse)
      .where('round_key', '=', event.roundKey)
      .executeTakeFirstOrThrow();
    expect(waiting.finished_at).toBeNull();
    expect(early).toBeLessThanOrEqual(1);
    const next = recordingEngine(t, () => clock);
    await next.engine.tick();
    await recordingEngine(t, () => clock).engine.tick();
    const round = await t.db
      .selectFrom('minigame_round')
      .select(['result', 'finished_at'])
      .where('game_type', '=', horse)
      .where('round_key', '=', event.roundKey)
      .executeTakeFirstOrThrow();
    expect(round.finished_at).not.toBeNull();
    const result = round.result as RaceResult;
    for (const member of members) {
      const bets = await gameBetsOf(t.db, member.id);
      let paid = 0n;
      for (const bet of bets) {
        const settlement = virtualModels.horse.settle(card, result, bet.pick);
        expect(bet.status).toBe(settlement);
        paid += payoutOf(settlement, bet.stake, bet.odds);
      }
      // Exactly one runner wins: one payout posting per member, whatever the passes did.
      expect(bets.filter((bet) => bet.status === 'won')).toHaveLength(1);
      expect(await cashOf(t.db, member.id)).toBe(100_000n - BigInt(card.runners.length) * 1_000n + paid);
      const postings = await t.db
        .selectFrom('ledger_tx')
        .select('id')
        .where('kind', '=', 'minigame_payout')
        .where(
          'reference',
          'in',
          bets.map((bet) => `minibet:${bet.id}`),
        )
        .execute();
      expect(postings).toHaveLength(1);
    }
    // Each runner ran once per finished event it was drawn in (the event before this one finished too).
    const finished = await t.db
      .selectFrom('minigame_round')
      .select('card')
      .where('game_type', '=', horse)
      .where('finished_at', 'is not', null)
      .execute();
    const expectedRuns = new Map<number, number>();
    for (const row of finished) {
      for (const runner of (row.card as RaceCard).runners) {
        expectedRuns.set(runner.runnerId, (expectedRuns.get(runner.runnerId) ?? 0) + 1);
      }
    }
    const runs = await t.db
      .selectFrom('virtual_runner')
      .select(['id', 'runs'])
      .where('kind', '=', 'horse')
      .execute();
    expect(new Map(runs.filter((row) => row.runs > 0).map((row) => [row.id, row.runs]))).toEqual(
      expectedRuns,
    );
  });
});
