import type { StaffDailyFigures, StaffDailyTotals } from '@hanpan/core/api/staff-settlement';
import { describe, expect, it } from 'vitest';
import {
  betBody,
  createPlayer,
  createTestProvider,
  rollbackBody,
  walletCall,
  winBody,
} from '../../../../test/casino.ts';
import { envelope } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { drawTestRound, gameBetsOf, openRound, sendGameBet } from '../../../../test/minigame-bets.ts';
import { signedInMember } from '../../../../test/payments.ts';
import { createSettlementFixture, fundedBettor, pickOf } from '../../../../test/settlement-staff-setup.ts';
import { insertBet } from '../../../../test/staff-bet-factories.ts';
import { createStaff, postStaff, signInStaff } from '../../../../test/staff-factories.ts';
import { settleClosedRounds } from '../../minigames/settle-round.ts';

// The dashboard's 일별 베팅 합계 (issue 23): every product per KST day, sports, mini-games, casino and
// slots, each with its stakes, payouts, GGR and count, and the day's total over all of them. Bets and
// rounds are made through the real calls, then moved to past KST days so today's traffic stays out.

const t = useLedgerCheckedApp();

const dayMs = 86_400_000;
const kstNoon = (daysAgo: number) => {
  const kstToday = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${kstToday}T12:00:00+09:00`) - daysAgo * dayMs);
};
const kstDay = (daysAgo: number) =>
  new Date(kstNoon(daysAgo).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
const figures = (bets: number, stakes: number, payouts: number): StaffDailyFigures => ({
  bets,
  stakes,
  payouts,
  ggr: stakes - payouts,
});
const none = figures(0, 0, 0);
const oddEven = 106;

/** Four 10,000 bets on an odd/even round, drawn and settled; returns what they paid. */
async function playMinigameRound(): Promise<number> {
  const member = await signedInMember(t.app, t.db, 1_000_000n);
  const round = await openRound(t.db, oddEven);
  for (const choosed of [1, 2, 3, 4]) {
    const reply = await sendGameBet(t.app, member.cookie, {
      choosed,
      gameUid: round.gameUid,
      amount: 10_000,
    });
    expect(envelope(reply).code).toBe(0);
  }
  await drawTestRound(t.db, round);
  await settleClosedRounds({ db: t.db });
  const bets = await gameBetsOf(t.db, member.id);
  expect(bets.every((bet) => bet.status !== 'open')).toBe(true);
  await t.db
    .updateTable('minigame_bet')
    .set({ placed_at: kstNoon(3), settled_at: kstNoon(2) })
    .where('member_id', '=', member.id)
    .execute();
  return bets.reduce((sum, bet) => sum + Number(bet.payout ?? 0n), 0);
}

/** A slot round (2,000 bet, 5,000 win), a rolled-back slot bet and a lost baccarat round (3,000). */
async function playCasinoRounds(): Promise<void> {
  const provider = await createTestProvider(t.db);
  const slot = await createPlayer(t.app, t.db, provider, 100_000n);
  const won = betBody(slot, 2_000);
  await walletCall(t.app, provider, 'transaction/bet', won);
  await walletCall(t.app, provider, 'transaction/win', winBody(slot, won, 5_000));
  const cancelled = betBody(slot, 1_000);
  await walletCall(t.app, provider, 'transaction/bet', cancelled);
  await walletCall(t.app, provider, 'transaction/rollback', rollbackBody(slot, cancelled));
  const table = await createPlayer(t.app, t.db, provider, 100_000n, 'test-baccarat');
  const lost = betBody(table, 3_000);
  await walletCall(t.app, provider, 'transaction/bet', lost);
  await walletCall(t.app, provider, 'transaction/win', winBody(table, lost, 0));
  await t.db
    .updateTable('casino_round')
    .set({ started_at: kstNoon(1) })
    .where('provider_id', '=', provider.id)
    .execute();
}

describe('POST /api/staff/bets/daily', () => {
  it('when every product had bets on past KST days, then each day shows each product’s stakes, payouts, GGR and count, and their total', async () => {
    const picks = await createSettlementFixture(t.db, 54_000_041);
    const bettor = await fundedBettor(t.db);
    await insertBet(t.db, {
      memberId: bettor.id,
      picks: [pickOf(picks, '004101')],
      stake: 10_000,
      placedAt: kstNoon(1),
    });
    const minigamePayouts = await playMinigameRound();
    await playCasinoRounds();

    const staff = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }));
    const reply = envelope<StaffDailyTotals>(await postStaff(t.app, '/api/staff/bets/daily', {}, staff));
    expect(reply.code).toBe(0);
    const dayOf = (daysAgo: number) => reply.data!.days.find((day) => day.day === kstDay(daysAgo));
    expect(dayOf(3)).toEqual({
      day: kstDay(3),
      prematch: none,
      inplay: none,
      minigame: figures(4, 40_000, 0),
      casino: none,
      slot: none,
      total: figures(4, 40_000, 0),
    });
    expect(dayOf(2)).toMatchObject({
      minigame: figures(0, 0, minigamePayouts),
      total: figures(0, 0, minigamePayouts),
    });
    expect(minigamePayouts).toBeGreaterThan(0);
    expect(dayOf(1)).toEqual({
      day: kstDay(1),
      prematch: figures(1, 10_000, 0),
      inplay: none,
      minigame: none,
      casino: figures(1, 3_000, 0),
      slot: figures(1, 2_000, 5_000),
      total: figures(3, 15_000, 5_000),
    });
    expect(reply.data!.total).toMatchObject({
      minigame: figures(4, 40_000, minigamePayouts),
      casino: figures(1, 3_000, 0),
      slot: figures(1, 2_000, 5_000),
    });
  });
});
