import { staffCode } from '@hanpan/core/api/staff-codes';
import { staffMinigameVoidAuditAction } from '@hanpan/core/api/staff-minigame-markets';
import type { StaffMinigameRoundList } from '@hanpan/core/api/staff-minigames';
import {
  type StaffRunner,
  type StaffTeam,
  type StaffVirtualMarkets,
  staffVirtualAuditAction,
  virtualText,
} from '@hanpan/core/api/staff-virtual';
import { type VirtualLeagueData, virtualGameTypes } from '@hanpan/core/api/virtual';
import { parseGameUid } from '@hanpan/core/minigames/catalogue';
import type { MatchCard, SoccerResult } from '@hanpan/core/virtual/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashOf } from '../../../test/betting.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { sendGameBet } from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import {
  eventsWithSeeds,
  recordingEngine,
  runOnlyGames,
  upToRealTime,
} from '../../../test/virtual-events.ts';
import { virtualEventsToEnsure } from './virtual-events.ts';

// The league a played match updates once, the back office's virtual calls (prices with their RTP, the
// rosters with an audited rating edit, events with their GGR, a void with refunds) and VIRTUAL_SPEED.

let clock = new Date(Math.floor(Date.now() / 1000) * 1000);
const t = useLedgerCheckedApp({ now: () => clock });
const { soccer, greyhound } = virtualGameTypes;

let owner: string;
beforeAll(async () => {
  owner = await signInStaff(t.app, await createStaff(t.db, { role: 'owner' }));
});

const staffCall = async <T>(path: string, body: unknown) =>
  envelope<T & { message?: string }>(await postStaff(t.app, `/api/staff/${path}`, body, owner));

describe('the virtual soccer league', () => {
  it('when a match finishes, then both teams’ table rows count it once and the league call shows it', async () => {
    await runOnlyGames(t.db, [soccer], clock);
    const { engine } = recordingEngine(t, () => clock);
    await engine.tick();
    const events = await eventsWithSeeds(t.db, soccer);
    // Four matches drawn ahead book eight different teams: none plays two at once.
    const booked = events.flatMap((event) => [
      (event.card as MatchCard).home.teamId,
      (event.card as MatchCard).away.teamId,
    ]);
    expect(new Set(booked).size).toBe(8);
    const [first] = events;
    if (!first?.finish_at) throw new Error('no soccer event was created');
    const card = first.card as MatchCard;
    clock = new Date(first.finish_at.getTime());
    await engine.tick();
    await engine.tick();
    const drawn = await t.db
      .selectFrom('minigame_round')
      .select(['result', 'finished_at'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const result = drawn.result as SoccerResult;
    const league = envelope<VirtualLeagueData>(
      await postJson(t.app, '/api/virtual/league', { gameType: soccer }),
    );
    expect(league.data?.list).toHaveLength(16);
    const rowOf = (teamId: number) => league.data?.list.find((row) => row.teamId === teamId);
    const points = (scored: number, conceded: number) =>
      scored > conceded ? 3 : scored === conceded ? 1 : 0;
    expect(rowOf(card.home.teamId)).toMatchObject({
      played: 1,
      scored: result.home,
      conceded: result.away,
      points: points(result.home, result.away),
    });
    expect(rowOf(card.away.teamId)).toMatchObject({
      played: 1,
      scored: result.away,
      conceded: result.home,
      points: points(result.away, result.home),
    });
    expect(league.data?.list.reduce((sum, row) => sum + row.played, 0)).toBe(2);
    const race = envelope(await postJson(t.app, '/api/virtual/league', { gameType: greyhound }));
    expect(race).toMatchObject({ code: 2, data: { message: virtualText.notLeague } });
  });
});

describe('the back office’s virtual calls', () => {
  it('when staff read the next event’s markets, then each carries its margin and an RTP below 1', async () => {
    await runOnlyGames(t.db, [greyhound], clock);
    await recordingEngine(t, () => clock).engine.tick();
    const reply = await staffCall<StaffVirtualMarkets>('virtual/markets', { gameType: greyhound });
    expect(reply.code).toBe(0);
    const win = reply.data?.markets.find((market) => market.key === 'win');
    expect(win).toMatchObject({ marginBp: 1000, ownMarginBp: 1000 });
    // A 10 % margin, prices rounded down: the market returns a little under 90 %.
    expect(win?.rtp).toBeGreaterThan(0.85);
    expect(win?.rtp).toBeLessThanOrEqual(0.9);
  });

  it('when staff change a runner’s rating with a reason, then it is saved and audited; without a reason it is refused', async () => {
    const runners = (await staffCall<{ list: StaffRunner[] }>('virtual/runners', { gameType: greyhound }))
      .data?.list;
    expect(runners?.length).toBeGreaterThanOrEqual(24);
    const runner = runners?.[0];
    if (!runner) throw new Error('the kennel is empty');
    const refused = await staffCall('virtual/runners/save', { id: runner.id, rating: 70, reason: ' ' });
    expect(refused.code).toBe(staffCode.invalidInput);
    const saved = await staffCall('virtual/runners/save', {
      id: runner.id,
      rating: 70,
      reason: '능력치 조정',
    });
    expect(saved.code).toBe(0);
    const row = await t.db
      .selectFrom('virtual_runner')
      .select('rating')
      .where('id', '=', runner.id)
      .executeTakeFirst();
    expect(row?.rating).toBe(70);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', staffVirtualAuditAction.runnerRating)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ target_id: String(runner.id), reason: '능력치 조정' });
    const teams = (await staffCall<{ list: StaffTeam[] }>('virtual/teams', { gameType: soccer })).data?.list;
    expect(teams?.map((team) => team.position)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
  });

  it('when staff void an open event, then the earlier open ones go first, its bets are refunded and the void is audited', async () => {
    clock = upToRealTime(clock);
    await runOnlyGames(t.db, [greyhound], clock);
    await recordingEngine(t, () => clock).engine.tick();
    const open = (await eventsWithSeeds(t.db, greyhound)).filter((event) => event.status === 'open');
    const [earlier, later] = [open[0]!, open[1]!];
    const member = await signedInMember(t.app, t.db, 50_000n);
    const gameUid = `${greyhound}-${later.round_key}`;
    expect(
      envelope(await sendGameBet(t.app, member.cookie, { choosed: 101, gameUid, amount: 10_000 })).code,
    ).toBe(0);
    const voidOf = (roundKey: string) =>
      staffCall('minigames/rounds/void', { gameType: greyhound, roundKey, reason: '경기 오류' });
    const first = await voidOf(later.round_key);
    expect(first).toMatchObject({ code: staffCode.refused, data: { message: virtualText.earlierEventOpen } });
    expect((await voidOf(earlier.round_key)).code).toBe(0);
    expect((await voidOf(later.round_key)).code).toBe(0);
    expect(await cashOf(t.db, member.id)).toBe(50_000n);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', staffMinigameVoidAuditAction)
      .execute();
    expect(audits.map((row) => row.target_id)).toEqual(
      expect.arrayContaining([`${greyhound}-${earlier.round_key}`, `${greyhound}-${later.round_key}`]),
    );
    const rounds = await staffCall<StaffMinigameRoundList>('minigames/rounds', { gameType: greyhound });
    const voided = rounds.data?.items.find((item) => item.roundKey === later.round_key);
    expect(voided).toMatchObject({ status: 'void', totalStake: 10_000, totalPayout: 10_000, ggr: 0 });
    expect(voided?.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(voided?.virtual?.card).toEqual(later.card);
  });
});

describe('VIRTUAL_SPEED', () => {
  it('when the virtual games run 60 times faster, then period, close and play shrink 60 times and the keys still parse', () => {
    const at = new Date('2027-03-10T14:59:59.500Z');
    const events = virtualEventsToEnsure({ periodMinutes: 2, closeSeconds: 10 }, { playSeconds: 40 }, 60, at);
    expect(events).toHaveLength(4);
    const offs = events.map((event) => event.drawAt.getTime());
    expect(offs[1]! - offs[0]!).toBe(2_000);
    expect(offs[0]).toBeGreaterThan(at.getTime());
    for (const event of events) {
      expect(event.drawAt.getTime() - event.closeAt.getTime()).toBe(167);
      expect(event.finishAt!.getTime() - event.drawAt.getTime()).toBe(667);
      expect(parseGameUid(`${greyhound}-${event.roundKey}`, null)).not.toBeNull();
    }
    // 2027-03-10 23:59:59.5 KST: the day's last events (43,200 at this speed), then the next day's first.
    expect(events.map((event) => event.roundKey)).toEqual([
      '2027-03-10-43200',
      '2027-03-11-1',
      '2027-03-11-2',
      '2027-03-11-3',
    ]);
  });
});
