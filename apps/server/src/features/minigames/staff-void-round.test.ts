import { minigameTopic } from '@hanpan/core/api/minigames';
import { staffText } from '@hanpan/core/api/staff-codes';
import {
  staffMinigameMarketsText,
  staffMinigameVoidAuditAction,
} from '@hanpan/core/api/staff-minigame-markets';
import type { StaffMinigameRoundList } from '@hanpan/core/api/staff-minigames';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cashOf } from '../../../test/betting.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { drawTestRound, gameBetsOf, openRound, sendGameBet } from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { createRoundEngine } from './engine.ts';
import { setGameEnabled } from './game-repository.ts';
import { sha256Text } from './seed-chain.ts';

// A round voided by staff (적특): only an open round, exactly once against the engine's draw, its seed
// revealed, every open bet refunded once through the settlement pass, the void published and audited,
// and the engine carrying on with the next round.

// The app's clock: the real time at the start (staff sign-in), moved ahead by the last test.
let clock = new Date();
const t = useLedgerCheckedApp({ now: () => clock });
const oddEven = 106;
const picks = [1, 2, 3, 4];

let owner: string;
beforeAll(async () => {
  owner = await signInStaff(t.app, await createStaff(t.db, { role: 'owner' }));
});

const voidRound = async (round: { gameType: number; roundKey: string }, reason = '결과 오류') =>
  envelope<{ message: string }>(
    await postStaff(
      t.app,
      '/api/staff/minigames/rounds/void',
      { gameType: round.gameType, roundKey: round.roundKey, reason },
      owner,
    ),
  );

/** Only the given game runs (null: none), so an engine tick touches no other game. */
async function runOnly(gameType: number | null) {
  const games = await t.db.selectFrom('minigame_game').select('game_type').execute();
  for (const game of games) await setGameEnabled(t.db, game.game_type, game.game_type === gameType, clock);
}

/** Two members, each with 10,000 on every pick of the round; returns them with their cash before. */
async function betOn(round: { gameUid: string }) {
  const members = [];
  for (let i = 0; i < 2; i += 1) {
    const member = await signedInMember(t.app, t.db, 100_000n);
    for (const choosed of picks) {
      const reply = await sendGameBet(t.app, member.cookie, {
        choosed,
        gameUid: round.gameUid,
        amount: 10_000,
      });
      expect(envelope(reply).code).toBe(0);
    }
    members.push(member);
  }
  return members;
}

const roundRow = (id: bigint) =>
  t.db.selectFrom('minigame_round').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const payoutPostingsOf = async (memberId: number) => {
  const bets = await gameBetsOf(t.db, memberId);
  return t.db
    .selectFrom('ledger_tx')
    .select(['reference', 'idempotency_key'])
    .where('kind', '=', 'minigame_payout')
    .where(
      'reference',
      'in',
      bets.map((bet) => `minibet:${bet.id}`),
    )
    .execute();
};

/** Every bet of the members refunded once: void, payout = stake, one posting each, cash back. */
async function expectRefundedOnce(members: { id: number }[]) {
  for (const member of members) {
    const bets = await gameBetsOf(t.db, member.id);
    expect(bets.every((bet) => bet.status === 'void' && bet.payout === bet.stake)).toBe(true);
    const postings = await payoutPostingsOf(member.id);
    expect(postings).toHaveLength(bets.length);
    expect(new Set(postings.map((posting) => posting.reference)).size).toBe(bets.length);
    expect(await cashOf(t.db, member.id)).toBe(100_000n);
  }
}

describe('staff void of a mini-game round', () => {
  it('when staff void an open round with bets, then it is void with its seed, every bet refunded once, published once and audited', async () => {
    await runOnly(oddEven);
    const round = await openRound(t.db, oddEven);
    const members = await betOn(round);
    const publish = vi.spyOn(t.app.services.realtime, 'publish');
    try {
      const reply = await voidRound(round, '추첨 장애');
      expect(reply).toEqual({ code: 0, data: { message: staffMinigameMarketsText.roundVoided } });
      const messages = publish.mock.calls.filter(([topic]) => topic === minigameTopic(oddEven));
      expect(messages).toHaveLength(1);
      expect(messages[0]![1]).toMatchObject({
        type: 'roundVoided',
        round: { roundKey: round.roundKey, status: 'void', result: null },
      });
    } finally {
      publish.mockRestore();
    }
    const row = await roundRow(round.id);
    expect(row).toMatchObject({ status: 'void', result: null });
    // openRound's chain: one seed, its terminal (64 hex digits).
    expect(row.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(row.drawn_at).not.toBeNull();
    await expectRefundedOnce(members);
    // Another pass (the engine's next tick) finds nothing left to pay.
    expect((await t.app.services.minigameBets.settle()).settled).toBe(0);
    await expectRefundedOnce(members);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['staff_id', 'before', 'after', 'reason', 'target_type'])
      .where('action', '=', staffMinigameVoidAuditAction)
      .where('target_id', '=', round.gameUid)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      target_type: 'minigame_round',
      before: { status: 'open' },
      after: { status: 'void', seed: row.seed },
      reason: '추첨 장애',
    });
    // A bet on the voided round is refused (round no longer takes bets).
    const late = await signedInMember(t.app, t.db, 100_000n);
    const refused = envelope(
      await sendGameBet(t.app, late.cookie, { choosed: 1, gameUid: round.gameUid, amount: 10_000 }),
    );
    expect(refused.code).toBe(6);
  });

  it('when the round is drawn, already void or unknown, then code 1 in Korean and nothing changes; bad input is code 2', async () => {
    await runOnly(oddEven);
    const drawn = await openRound(t.db, oddEven);
    const members = await betOn(drawn);
    await drawTestRound(t.db, drawn);
    const before = await roundRow(drawn.id);
    expect(await voidRound(drawn)).toEqual({
      code: 1,
      data: { message: staffMinigameMarketsText.roundNotOpen },
    });
    expect(await roundRow(drawn.id)).toEqual(before);
    const bets = await gameBetsOf(t.db, members[0]!.id);
    expect(bets.every((bet) => bet.status === 'open')).toBe(true);
    const voided = await openRound(t.db, oddEven);
    expect((await voidRound(voided)).code).toBe(0);
    const voidedRow = await roundRow(voided.id);
    expect(await voidRound(voided)).toEqual({
      code: 1,
      data: { message: staffMinigameMarketsText.roundNotOpen },
    });
    expect(await roundRow(voided.id)).toEqual(voidedRow);
    expect(await voidRound({ gameType: oddEven, roundKey: '2027-12-31-1439' })).toEqual({
      code: 1,
      data: { message: staffMinigameMarketsText.roundNotFound },
    });
    const badKey = await voidRound({ gameType: oddEven, roundKey: 'x' });
    expect(badKey).toEqual({ code: 2, data: { message: staffMinigameMarketsText.badRoundKey } });
    const open = await openRound(t.db, oddEven);
    expect(await voidRound(open, '  ')).toEqual({ code: 2, data: { message: staffText.reasonRequired } });
    expect((await roundRow(open.id)).status).toBe('open');
    const voidAudits = await t.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', staffMinigameVoidAuditAction)
      .where('target_id', 'in', [drawn.gameUid, voided.gameUid, open.gameUid])
      .execute();
    expect(voidAudits.map((line) => line.target_id)).toEqual([voided.gameUid]);
    await t.app.services.minigameBets.settle();
  });

  it('when a staff void races the engine draw, then exactly one of them closes the round and every bet settles once', async () => {
    const outcomes: string[] = [];
    for (const order of ['void first', 'draw first', 'together', 'together']) {
      await runOnly(oddEven);
      const round = await openRound(t.db, oddEven, 60_000);
      const members = await betOn(round);
      // The engine creates nothing (every game off); it only draws the due round and settles.
      await runOnly(null);
      const published: string[] = [];
      const engine = createRoundEngine({
        db: t.db,
        // Past the round's draw instant (close + 30 s), not yet late enough for anything else.
        now: () => new Date(Date.now() + 120_000),
        realtime: { publish: (_topic, payload) => published.push((payload as { type: string }).type) },
        log: t.app.log,
        settleBets: () => t.app.services.minigameBets.settle(),
      });
      let reply: Awaited<ReturnType<typeof voidRound>>;
      let report: Awaited<ReturnType<typeof engine.tick>>;
      if (order === 'void first') {
        reply = await voidRound(round);
        report = await engine.tick();
      } else if (order === 'draw first') {
        report = await engine.tick();
        reply = await voidRound(round);
      } else {
        [report, reply] = await Promise.all([engine.tick(), voidRound(round)]);
      }
      await t.app.services.minigameBets.settle();
      const row = await roundRow(round.id);
      if (row.status === 'void') {
        expect(reply.code).toBe(0);
        expect(report.drawn).toBe(0);
        expect(published).toEqual([]);
        await expectRefundedOnce(members);
      } else {
        expect(row.status).toBe('drawn');
        expect(reply).toEqual({ code: 1, data: { message: staffMinigameMarketsText.roundNotOpen } });
        expect(report.drawn).toBe(1);
        expect(published).toEqual(['roundDrawn']);
        for (const member of members) {
          const bets = await gameBetsOf(t.db, member.id);
          expect(bets.every((bet) => bet.status === 'won' || bet.status === 'lost')).toBe(true);
          expect(await payoutPostingsOf(member.id)).toHaveLength(
            bets.filter((bet) => bet.status === 'won').length,
          );
        }
      }
      outcomes.push(`${order}:${row.status}`);
    }
    expect(outcomes.slice(0, 2)).toEqual(['void first:void', 'draw first:drawn']);
  });

  it("when staff void the engine's current round, then its seed hashes to its commitment and the engine goes on with the next round", async () => {
    const gameType = 402;
    await runOnly(gameType);
    const engine = t.app.services.minigameEngine;
    await engine.tick();
    const [current] = await t.db
      .selectFrom('minigame_round')
      .selectAll()
      .where('game_type', '=', gameType)
      .execute();
    expect(current?.status).toBe('open');
    expect((await voidRound({ gameType, roundKey: current!.round_key })).code).toBe(0);
    const voided = await roundRow(current!.id);
    expect(voided.status).toBe('void');
    expect(sha256Text(voided.seed!)).toBe(voided.commitment);
    // Still the same period: no next round yet (its commitment is this seed, now public).
    await engine.tick();
    clock = new Date(clock.getTime() + 60_000);
    await engine.tick();
    const rounds = await t.db
      .selectFrom('minigame_round')
      .selectAll()
      .where('game_type', '=', gameType)
      .orderBy('draw_at')
      .execute();
    expect(rounds.map((round) => round.status)).toEqual(['void', 'open']);
    expect(rounds[0]).toEqual(voided);
    expect(rounds[1]!.commitment).toBe(voided.seed);
    const list = envelope<StaffMinigameRoundList>(
      await postStaff(t.app, '/api/staff/minigames/rounds', { gameType }, owner),
    );
    expect(list.data?.items.map((round) => round.status)).toEqual(['open', 'void']);
  });
});

describe('staff rounds list with bet totals', () => {
  it('when staff list rounds, then each has its bet count, total stake and total payout', async () => {
    await runOnly(442);
    const round = await openRound(t.db, 442);
    await betOn(round);
    const totalsOf = async () => {
      const list = envelope<StaffMinigameRoundList>(
        await postStaff(t.app, '/api/staff/minigames/rounds', { gameType: 442 }, owner),
      );
      const items = list.data?.items ?? [];
      return items.find((item) => item.roundKey === round.roundKey);
    };
    expect(await totalsOf()).toMatchObject({ betCount: 8, totalStake: 80_000, totalPayout: 0 });
    expect((await voidRound(round)).code).toBe(0);
    expect(await totalsOf()).toMatchObject({ betCount: 8, totalStake: 80_000, totalPayout: 80_000 });
  });
});
