import { staffText } from '@hanpan/core/api/staff-codes';
import {
  type StaffMinigameGameList,
  type StaffMinigameRoundList,
  staffMinigamesAuditAction,
  staffMinigamesText,
} from '@hanpan/core/api/staff-minigames';
import { miniGames, virtualGames } from '@hanpan/core/minigames/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createRoundEngine } from './engine.ts';
import { setGameEnabled } from './game-repository.ts';

// The app's clock (staff sessions, saves) starts at the real time; each test's engine may run ahead.
let clock = new Date();
const t = useTestApp({ now: () => clock });
const minuteMs = 60_000;

let owner: string;
let operator: string;
let finance: string;
let support: string;
beforeAll(async () => {
  const signIn = async (role: 'owner' | 'operator' | 'finance' | 'support') =>
    signInStaff(t.app, await createStaff(t.db, { role }));
  owner = await signIn('owner');
  operator = await signIn('operator');
  finance = await signIn('finance');
  support = await signIn('support');
});

/** An engine on the test database reading `now` (as the app's engine would). */
function engine(now: () => Date = () => clock) {
  return createRoundEngine({ db: t.db, now, realtime: { publish: () => undefined }, log: t.app.log });
}

/** Only the given game runs (each test uses its own, so their rounds never mix). */
async function runOnly(gameType: number) {
  const games = await t.db.selectFrom('minigame_game').select('game_type').execute();
  for (const game of games) await setGameEnabled(t.db, game.game_type, game.game_type === gameType, clock);
}

const call = async (url: string, body: unknown, token: string) =>
  envelope(await postStaff(t.app, `/api/staff/minigames/${url}`, body, token));

const settings = {
  isEnabled: true,
  periodMinutes: 1,
  closeSeconds: 20,
  marginBp: 300,
  lateVoidSeconds: null,
};

const gameOf = async (gameType: number) => {
  const reply = await call('games', {}, owner);
  return (reply.data as StaffMinigameGameList).list.find((game) => game.gameType === gameType)!;
};

const auditOf = (gameType: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['staff_id', 'before', 'after', 'reason'])
    .where('action', '=', staffMinigamesAuditAction)
    .where('target_id', '=', String(gameType))
    .orderBy('id')
    .execute();

describe('staff mini-game permissions', () => {
  it('when support calls any mini-game staff call, then code 3; finance reads but may not save; an operator saves', async () => {
    for (const [url, body] of [
      ['games', {}],
      ['rounds', { gameType: 441 }],
      ['games/save', { gameType: 441, settings, reason: '점검' }],
    ] as const) {
      expect(await call(url, body, support)).toEqual({ code: 3, data: { message: staffText.forbidden } });
    }
    expect((await call('games', {}, finance)).code).toBe(0);
    expect((await call('rounds', { gameType: 441 }, finance)).code).toBe(0);
    const save = { gameType: 441, settings: { ...settings, closeSeconds: 25 }, reason: '마감 조정' };
    expect((await call('games/save', save, finance)).code).toBe(3);
    expect(await call('games/save', save, operator)).toEqual({
      code: 0,
      data: { message: staffMinigamesText.saved },
    });
    expect((await gameOf(441)).closeSeconds).toBe(25);
  });
});

describe('staff mini-game games', () => {
  it('when staff list the games, then every catalogue game in lobby order with its lobby, Korean name and settings, the virtual games last', async () => {
    const { list } = (await call('games', {}, owner)).data as StaffMinigameGameList;
    expect(list.map((game) => game.gameType)).toEqual(
      [...miniGames, ...virtualGames].map((game) => game.gameType),
    );
    expect(list.at(-1)).toMatchObject({
      gameType: 124,
      lobbyName: '가상게임',
      family: 'virtual',
      closeSeconds: 10,
    });
    const first = list[0]!;
    expect(first).toMatchObject({
      gameType: 101,
      name: '파워볼 5분',
      lobbyName: '미니게임',
      periodMinutes: 5,
    });
    expect(first.marginBp).toBeTypeOf('number');
    expect(first.closeSeconds).toBeTypeOf('number');
  });

  it('when a save is malformed or out of range, then code 2 with the Korean message and nothing is written', async () => {
    const cases: [unknown, string][] = [
      [{ gameType: 441, settings, reason: '사유\u0000' }, '사유'],
      [{ gameType: 441, settings, reason: '가'.repeat(100_000) }, '사유'],
      [{ gameType: 441, settings, reason: '   ' }, staffText.reasonRequired],
      [{ gameType: 999, settings, reason: '점검' }, staffMinigamesText.unknownGame],
      [{ gameType: '441', settings, reason: '점검' }, staffMinigamesText.badGame],
      [
        { gameType: 441, settings: { ...settings, periodMinutes: 4 }, reason: '점검' },
        staffMinigamesText.badPeriod,
      ],
      [
        { gameType: 441, settings: { ...settings, closeSeconds: 4 }, reason: '점검' },
        staffMinigamesText.badCloseSeconds,
      ],
      // A 1-minute round must stay open at least 10 s: 51 s before the draw is too early a close.
      [
        { gameType: 441, settings: { ...settings, closeSeconds: 51 }, reason: '점검' },
        staffMinigamesText.badCloseSeconds,
      ],
      [
        { gameType: 441, settings: { ...settings, closeSeconds: 2.5 }, reason: '점검' },
        staffMinigamesText.badCloseSeconds,
      ],
      [
        { gameType: 441, settings: { ...settings, marginBp: 2001 }, reason: '점검' },
        staffMinigamesText.badMargin,
      ],
      [
        { gameType: 441, settings: { ...settings, marginBp: -1 }, reason: '점검' },
        staffMinigamesText.badMargin,
      ],
      [
        { gameType: 441, settings: { ...settings, lateVoidSeconds: 59 }, reason: '점검' },
        staffMinigamesText.badLateVoid,
      ],
      [
        { gameType: 441, settings: { ...settings, lateVoidSeconds: 86_401 }, reason: '점검' },
        staffMinigamesText.badLateVoid,
      ],
      [
        { gameType: 441, settings: { ...settings, isEnabled: 'yes' }, reason: '점검' },
        staffMinigamesText.badEnabled,
      ],
    ];
    const before = await auditOf(441);
    const gameBefore = await gameOf(441);
    for (const [body, message] of cases) {
      const reply = await call('games/save', body, owner);
      expect(reply.code, JSON.stringify(body).slice(0, 80)).toBe(2);
      expect((reply.data as { message: string }).message).toContain(message);
    }
    expect(await auditOf(441)).toHaveLength(before.length);
    expect(await gameOf(441)).toEqual(gameBefore);
  });

  it('when a game is saved, then one audit line holds the staff member, before, after and the reason', async () => {
    await call(
      'games/save',
      { gameType: 442, settings: { ...settings, marginBp: 250 }, reason: '초기화' },
      owner,
    );
    const after = { ...settings, closeSeconds: 40, marginBp: 500, lateVoidSeconds: 600 };
    expect(
      (await call('games/save', { gameType: 442, settings: after, reason: '마진 인상' }, owner)).code,
    ).toBe(0);
    const lines = await auditOf(442);
    expect(lines.at(-1)).toMatchObject({
      before: { ...settings, marginBp: 250 },
      after,
      reason: '마진 인상',
    });
    expect(await gameOf(442)).toMatchObject(after);
  });

  it('when the period changes while the game runs or ran today, then refused in Korean; off and unused today, then saved', async () => {
    await runOnly(441);
    await engine().tick();
    const faster = { ...settings, periodMinutes: 2 };
    const running = await call('games/save', { gameType: 441, settings: faster, reason: '주기 변경' }, owner);
    expect(running).toEqual({ code: 1, data: { message: staffMinigamesText.periodChangeWhileRunning } });
    const off = { ...faster, isEnabled: false };
    const ranToday = await call('games/save', { gameType: 441, settings: off, reason: '주기 변경' }, owner);
    expect(ranToday.code).toBe(1);
    // 412 (PBG 파워사다리, 5 minutes) never ran in this file.
    const slower = { ...settings, periodMinutes: 3, closeSeconds: 30, isEnabled: false };
    expect(
      (await call('games/save', { gameType: 412, settings: slower, reason: '주기 변경' }, owner)).code,
    ).toBe(0);
    expect(await gameOf(412)).toMatchObject({ periodMinutes: 3, isEnabled: false });
  });
});

describe('staff mini-game switch and rounds', () => {
  it('when staff switch a game off, then the engine draws its open round and makes no new one; on again, it resumes at the current round', async () => {
    await runOnly(402);
    const roundEngine = engine();
    await roundEngine.tick();
    const keys = async () =>
      (
        await t.db
          .selectFrom('minigame_round')
          .select(['round_key', 'status'])
          .where('game_type', '=', 402)
          .orderBy('draw_at')
          .execute()
      ).map((row) => `${row.round_key}:${row.status}`);
    expect(await keys()).toHaveLength(1);
    const off = { ...settings, isEnabled: false };
    expect((await call('games/save', { gameType: 402, settings: off, reason: '점검' }, owner)).code).toBe(0);
    clock = new Date(clock.getTime() + 2 * minuteMs);
    await roundEngine.tick();
    const whileOff = await keys();
    expect(whileOff).toHaveLength(1);
    expect(whileOff[0]).toMatch(/:drawn$/);
    expect((await gameOf(402)).currentRound?.status).toBe('drawn');
    expect((await call('games/save', { gameType: 402, settings, reason: '재개' }, owner)).code).toBe(0);
    await roundEngine.tick();
    const resumed = await keys();
    expect(resumed).toHaveLength(2);
    expect(resumed[1]).toMatch(/:open$/);
    expect((await gameOf(402)).currentRound).toMatchObject({
      status: 'open',
      roundKey: resumed[1]!.split(':')[0],
    });
  });

  it('when staff page through the rounds of a game, then newest first, 50 a page, seeds only on closed rounds', async () => {
    await runOnly(106);
    let engineClock = clock;
    const roundEngine = engine(() => engineClock);
    await roundEngine.tick();
    engineClock = new Date(clock.getTime() + 60 * minuteMs);
    await roundEngine.tick();
    const first = (await call('rounds', { gameType: 106 }, owner)).data as StaffMinigameRoundList;
    const second = (await call('rounds', { gameType: 106, page: 2 }, owner)).data as StaffMinigameRoundList;
    expect(first.total).toBeGreaterThan(50);
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(first.total - 50);
    const all = [...first.items, ...second.items];
    const draws = all.map((round) => Date.parse(round.drawAt));
    expect(draws).toEqual([...draws].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({ status: 'open', seed: null, summary: null });
    expect(all.slice(1).every((round) => round.status !== 'open' && round.seed !== null)).toBe(true);
    expect((await call('rounds', { gameType: 106, page: 0 }, owner)).code).toBe(2);
    expect((await call('rounds', { gameType: 3 }, owner)).code).toBe(2);
  });
});
