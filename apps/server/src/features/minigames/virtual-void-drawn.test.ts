import { staffCode } from '@hanpan/core/api/staff-codes';
import { staffMinigameVoidAuditAction } from '@hanpan/core/api/staff-minigame-markets';
import { virtualText } from '@hanpan/core/api/staff-virtual';
import { virtualGameTypes } from '@hanpan/core/api/virtual';
import type { RaceCard } from '@hanpan/core/virtual/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashOf } from '../../../test/betting.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { gameBetsOf, sendGameBet } from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import {
  eventsWithSeeds,
  recordingEngine,
  runOnlyGames,
  upToRealTime,
} from '../../../test/virtual-events.ts';
import { createSeedChainCache } from './seed-chain.ts';
import { settleClosedRounds } from './settle-round.ts';
import { voidRoundByStaff } from './void-round.ts';

// A staff void (적특) of a virtual event already drawn but not settled (between the off and finish_at, or
// after a settlement cut short): every open stake refunded once, never both paid and refunded, even
// against a racing settlement pass; a fully settled event is refused; the void is audited.

let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
const t = useLedgerCheckedApp({ now: () => clock });
const greyhound = virtualGameTypes.greyhound;
const win = (n: number) => 100 + n;

let owner: string;
let ownerId: number;
beforeAll(async () => {
  const staff = await createStaff(t.db, { role: 'owner' });
  ownerId = staff.id;
  owner = await signInStaff(t.app, staff);
});

const voidOf = async (roundKey: string) =>
  envelope<{ message: string }>(
    await postStaff(
      t.app,
      '/api/staff/minigames/rounds/void',
      { gameType: greyhound, roundKey, reason: '영상 오류' },
      owner,
    ),
  );

/**
 * The game's second open event after a tick (a whole period before its close, as the database clock that
 * judges bets sees it: the clock is first brought up to the real time), with one member's 1,000 on each
 * runner to win.
 */
async function eventWithBets() {
  clock = upToRealTime(clock);
  await runOnlyGames(t.db, [greyhound], clock);
  await recordingEngine(t, () => clock).engine.tick();
  const event = (await eventsWithSeeds(t.db, greyhound)).filter((row) => row.status === 'open')[1];
  if (!event?.finish_at) throw new Error('no open greyhound event');
  const member = await signedInMember(t.app, t.db, 100_000n);
  const gameUid = `${greyhound}-${event.round_key}`;
  for (const runner of (event.card as RaceCard).runners) {
    const body = { choosed: win(runner.number), gameUid, amount: 1_000 };
    expect(envelope(await sendGameBet(t.app, member.cookie, body)).code).toBe(0);
  }
  return { event, member, finishAt: event.finish_at };
}

/** The event's status by id. */
const statusOf = async (id: bigint) =>
  (
    await t.db
      .selectFrom('minigame_round')
      .select(['status', 'result'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

/** Every bet of the member left open once, one posting per bet paid, the cash what the bets say. */
async function expectSettledOnce(memberId: number) {
  const bets = await gameBetsOf(t.db, memberId);
  expect(bets.every((bet) => bet.status !== 'open')).toBe(true);
  const postings = await t.db
    .selectFrom('ledger_tx')
    .select('reference')
    .where('kind', '=', 'minigame_payout')
    .where(
      'reference',
      'in',
      bets.map((bet) => `minibet:${bet.id}`),
    )
    .execute();
  expect(postings).toHaveLength(bets.filter((bet) => (bet.payout ?? 0n) > 0n).length);
  const paid = bets.reduce((sum, bet) => sum + (bet.payout ?? 0n) - bet.stake, 0n);
  expect(await cashOf(t.db, memberId)).toBe(100_000n + paid);
  return bets;
}

describe('staff void of a drawn virtual event', () => {
  it('when the event has started but not finished, then staff void it: every stake refunded once, audited; again it is refused', async () => {
    const { event, member } = await eventWithBets();
    clock = new Date(event.draw_at.getTime());
    await recordingEngine(t, () => clock).engine.tick();
    expect(await statusOf(event.id)).toBe('drawn');
    // Before finish_at the engine settles nothing: the bets are open.
    expect((await gameBetsOf(t.db, member.id)).every((bet) => bet.status === 'open')).toBe(true);

    const reply = await voidOf(event.round_key);
    expect(reply.code).toBe(0);
    expect(await statusOf(event.id)).toBe('void');
    const bets = await expectSettledOnce(member.id);
    expect(bets.every((bet) => bet.status === 'void' && bet.payout === bet.stake)).toBe(true);
    expect(await cashOf(t.db, member.id)).toBe(100_000n);

    const audits = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after', 'reason'])
      .where('action', '=', staffMinigameVoidAuditAction)
      .where('target_id', '=', `${greyhound}-${event.round_key}`)
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: { status: 'drawn' },
      after: { status: 'void' },
      reason: '영상 오류',
    });

    const again = await voidOf(event.round_key);
    expect(again.code).toBe(staffCode.refused);
    // The engine's next ticks after the finish pay nothing more.
    clock = new Date(event.finish_at!.getTime() + 1000);
    await recordingEngine(t, () => clock).engine.tick();
    expect(await cashOf(t.db, member.id)).toBe(100_000n);
  });

  it('when the event is drawn and fully settled, then the void is refused in Korean and nothing changes', async () => {
    const { event, member, finishAt } = await eventWithBets();
    clock = new Date(finishAt.getTime());
    const { engine } = recordingEngine(t, () => clock);
    await engine.tick();
    await engine.tick();
    const cash = await cashOf(t.db, member.id);
    expect(await voidOf(event.round_key)).toEqual({
      code: staffCode.refused,
      data: { message: virtualText.eventSettled },
    });
    expect(await statusOf(event.id)).toBe('drawn');
    expect(await cashOf(t.db, member.id)).toBe(cash);
    await expectSettledOnce(member.id);
  });

  it('when a void races a settlement pass, then each bet is either settled on the result before the void or refunded after it, once', async () => {
    const actor = { staffId: ownerId, ip: null };
    const outcomes = new Set<string>();
    for (const order of ['void first', 'settle first', 'together', 'together', 'together']) {
      const { event, member, finishAt } = await eventWithBets();
      clock = new Date(event.draw_at.getTime());
      await recordingEngine(t, () => clock).engine.tick();
      clock = new Date(finishAt.getTime());
      // One bet per batch, so a void can land between two batches of one pass.
      const settle = () => settleClosedRounds({ db: t.db, now: () => clock, batchSize: 1 });
      // The void's own refund pass is left out: only the racing pass settles.
      const deps = {
        db: t.db,
        now: () => clock,
        seeds: createSeedChainCache(),
        realtime: { publish: () => undefined },
        settleBets: async () => undefined,
      };
      const staffVoid = () =>
        voidRoundByStaff(deps, actor, { gameType: greyhound, roundKey: event.round_key }, '경기 오류');
      let reply: Awaited<ReturnType<typeof staffVoid>>;
      if (order === 'void first') {
        reply = await staffVoid();
        await settle();
      } else if (order === 'settle first') {
        await settle();
        reply = await staffVoid();
      } else {
        [, reply] = await Promise.all([settle(), staffVoid()]);
      }
      await settle();
      const status = await statusOf(event.id);
      const bets = await expectSettledOnce(member.id);
      const refunded = bets.filter((bet) => bet.status === 'void');
      if (reply.kind === 'ok') {
        expect(status).toBe('void');
        // Open bets at the void are refunded: the settled ones are the first batches, the rest refunded.
        expect(refunded.length).toBeGreaterThan(0);
        const firstRefund = bets.findIndex((bet) => bet.status === 'void');
        expect(bets.slice(firstRefund).every((bet) => bet.status === 'void')).toBe(true);
        outcomes.add(refunded.length === bets.length ? 'all refunded' : 'some settled, rest refunded');
      } else {
        expect(reply).toEqual({ kind: 'refused', message: virtualText.eventSettled });
        expect(status).toBe('drawn');
        expect(refunded).toHaveLength(0);
        outcomes.add('settled');
      }
      clock = new Date(finishAt.getTime() + 60_000);
    }
    expect(outcomes.has('all refunded')).toBe(true);
    expect(outcomes.has('settled')).toBe(true);
  });
});
