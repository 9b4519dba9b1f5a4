import type { MinigameGameList } from '@hanpan/core/api/minigames';
import { staffVirtualReportText } from '@hanpan/core/api/staff-virtual-report';
import { type VirtualEventView, virtualGameTypes } from '@hanpan/core/api/virtual';
import { returnToPlayer } from '@hanpan/core/minigames/markets';
import { kstDateOf, kstDayPlus } from '@hanpan/core/time/kst';
import { listedPickOf, virtualModels } from '@hanpan/core/virtual/models';
import type { RaceCard } from '@hanpan/core/virtual/types';
import { describe, expect, it } from 'vitest';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { gameBetsOf, sendGameBet } from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { recordingEngine, runOnlyGames } from '../../../test/virtual-events.ts';
import { createStaffVirtualReportService } from './virtual-report-service.ts';

// The virtual daily GGR report (issue 25 "Back office") on a greyhound event run to its finish on an
// injected clock: the settled bets by day and market with their stakes and payouts as the ledger paid
// them, the theoretical RTP as the exact expected return of those bets at the odds they took, and the
// bets of an event voided by staff (refunded) left out.

let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
const t = useLedgerCheckedApp({ now: () => clock });
const greyhound = virtualGameTypes.greyhound;
const win = (n: number) => 100 + n;
const forecast = (a: number, b: number) => 10_000 + 100 * a + b;

async function upcomingOf(gameType: number): Promise<VirtualEventView[]> {
  const list =
    envelope<MinigameGameList>(await postJson(t.app, '/api/minigames/games', { family: 'virtual' })).data
      ?.list ?? [];
  return list.find((entry) => entry.gameType === gameType)?.virtual?.upcoming ?? [];
}

const priceOf = (event: VirtualEventView, code: number) =>
  listedPickOf(event.markets, event.card, code)?.odds ?? 0;

describe('virtual daily report', () => {
  it('when a greyhound event finishes, then its bets show by market with the actual and the exact theoretical RTP', async () => {
    // Signed in while the clock is the real time its TOTP code is made for.
    const owner = await signInStaff(t.app, await createStaff(t.db, { role: 'owner' }));
    await runOnlyGames(t.db, [greyhound], clock);
    const { engine } = recordingEngine(t, () => clock);
    await engine.tick();
    const [, event, later] = await upcomingOf(greyhound);
    const member = await signedInMember(t.app, t.db, 100_000n);
    const stakes = [
      { event: event!, choosed: win(3), amount: 10_000 },
      { event: event!, choosed: win(1), amount: 4_000 },
      { event: event!, choosed: forecast(2, 5), amount: 5_000 },
      // On the next event, voided by staff before its off: refunded, out of the report.
      { event: later!, choosed: win(2), amount: 7_000 },
    ];
    for (const stake of stakes) {
      const body = {
        choosed: stake.choosed,
        amount: stake.amount,
        gameUid: stake.event.gameUid,
        odd: priceOf(stake.event, stake.choosed),
      };
      expect(envelope(await sendGameBet(t.app, member.cookie, body)).code).toBe(0);
    }
    clock = new Date(Date.parse(event!.drawAt));
    await engine.tick();
    clock = new Date(Date.parse(event!.finishAt));
    await engine.tick();
    await engine.tick();
    const voided = await postStaff(
      t.app,
      '/api/staff/minigames/rounds/void',
      { gameType: greyhound, roundKey: later!.roundKey, reason: '점검 적특' },
      owner,
    );
    expect(envelope(voided).code).toBe(0);

    const bets = await gameBetsOf(t.db, member.id);
    expect(bets.find((bet) => bet.round_key === later!.roundKey)).toMatchObject({ status: 'void' });
    const settled = bets.filter((bet) => bet.round_key === event!.roundKey);
    expect(settled.map((bet) => bet.status)).not.toContain('open');
    expect(settled).toHaveLength(3);
    const day = kstDateOf(settled[0]?.settled_at ?? clock);
    const report = await createStaffVirtualReportService({ db: t.db }).daily({
      from: kstDayPlus(day, -1),
      until: day,
      gameType: greyhound,
    });

    const card = event!.card as RaceCard;
    const chanceOf = (code: number) =>
      virtualModels.greyhound
        .markets(card)
        .flatMap((market) => market.picks)
        .find((pick) => pick.code === code)!.chance;
    const expectedRow = (marketKey: string, codes: number[]) => {
      const bets = settled.filter((bet) => codes.includes(bet.pick));
      const stake = bets.reduce((sum, bet) => sum + Number(bet.stake), 0);
      const payout = bets.reduce((sum, bet) => sum + Number(bet.payout), 0);
      const expected = bets.reduce(
        (sum, bet) => sum + Number(bet.stake) * returnToPlayer(chanceOf(bet.pick), bet.odds),
        0,
      );
      return {
        day,
        gameType: greyhound,
        marketKey,
        bets: bets.length,
        stakes: stake,
        payouts: payout,
        ggr: stake - payout,
        actualRtpBp: Math.round((payout * 10_000) / stake),
        theoreticalRtpBp: Math.round((expected * 10_000) / stake),
      };
    };
    expect(report.rows).toMatchObject([
      { ...expectedRow('win', [win(3), win(1)]), marketName: '단승' },
      { ...expectedRow('forecast', [forecast(2, 5)]), marketName: '쌍승' },
    ]);
    expect(report.rows[0]!.theoreticalRtpBp).toBeLessThan(10_000);
  });

  it('when the range is reversed or longer than 31 days, then it is refused in Korean', async () => {
    const service = createStaffVirtualReportService({ db: t.db });
    await expect(service.daily({ from: '2026-11-02', until: '2026-11-01' })).rejects.toMatchObject({
      kind: 'invalidInput',
      userMessage: staffVirtualReportText.badDate,
    });
    await expect(service.daily({ from: '2026-10-01', until: '2026-11-01' })).rejects.toMatchObject({
      kind: 'invalidInput',
      userMessage: staffVirtualReportText.badRange,
    });
    expect(await service.daily({ from: '2026-10-02', until: '2026-11-01' })).toEqual({ rows: [] });
  });
});
