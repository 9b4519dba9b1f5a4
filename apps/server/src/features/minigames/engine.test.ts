import { minigameText } from '@hanpan/core/api/minigames';
import { verifyRound } from '@hanpan/core/minigames/verification';
import { describe, expect, it } from 'vitest';
import { envelope, postJson } from '../../../test/http.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import { createRoundEngine } from './engine.ts';
import { setGameEnabled, setLateVoidSeconds } from './game-repository.ts';
import { createSeedChainCache, sha256Text } from './seed-chain.ts';

// The clock the app and the engines read: 2027-03-10 00:00:10 KST (15:00:10Z the day before).
let clock = new Date('2027-03-09T15:00:10.000Z');
const t = useTestApp({ now: () => clock });
const minuteMs = 60_000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** A realtime publisher that records what it was asked to publish. */
function capturingRealtime() {
  const published: { topic: string; payload: Record<string, unknown> }[] = [];
  const realtime: Pick<RealtimePublisher, 'publish'> = {
    publish: (topic, payload) => {
      published.push({ topic, payload: payload as Record<string, unknown> });
    },
  };
  return { published, realtime };
}

/** An engine on the test database (as another server process would run one). */
function engine(chainLength?: number) {
  const capture = capturingRealtime();
  const built = createRoundEngine({
    db: t.db,
    now: () => clock,
    realtime: capture.realtime,
    log: t.app.log,
    ...(chainLength ? { chainLength } : {}),
  });
  return { ...built, published: capture.published };
}

/** Only the given game runs (each test uses its own, so their rounds never mix). */
async function runOnly(gameType: number) {
  const games = await t.db.selectFrom('minigame_game').select('game_type').execute();
  for (const game of games) await setGameEnabled(t.db, game.game_type, game.game_type === gameType, clock);
}

const roundsOf = (gameType: number) =>
  t.db
    .selectFrom('minigame_round')
    .selectAll()
    .where('game_type', '=', gameType)
    .orderBy('draw_at')
    .execute();

/** Every seed of the game's open rounds, computed from the secret chain (what must never be public). */
async function secretsOf(gameType: number): Promise<string[]> {
  const cache = createSeedChainCache();
  const rows = await t.db
    .selectFrom('minigame_round as r')
    .innerJoin('minigame_seed_chain as c', 'c.id', 'r.chain_id')
    .select(['r.chain_index', 'r.status', 'c.terminal_seed', 'c.length'])
    .where('r.game_type', '=', gameType)
    .execute();
  const open = rows.filter((row) => row.status === 'open');
  return [
    ...new Set(rows.map((row) => row.terminal_seed)),
    ...open.map((row) =>
      cache.seedAt({ terminalSeed: row.terminal_seed, length: row.length }, row.chain_index),
    ),
  ];
}

const post = async (url: string, body: unknown) => (await postJson(t.app, url, body)).body;

describe('mini-game round engine', () => {
  it('when the engine ticks, then the current round exists with its commitment, the next one only after the draw, and no public call shows a seed', async () => {
    await runOnly(106);
    const first = engine();
    expect((await first.tick()).created).toBe(1);
    const rounds = await roundsOf(106);
    expect(rounds.map((round) => round.round_key)).toEqual(['2027-03-10-1']);
    for (const round of rounds) {
      expect(round).toMatchObject({ status: 'open', seed: null, result: null });
      expect(round.commitment).toMatch(/^[0-9a-f]{64}$/);
    }
    const secrets = await secretsOf(106);
    expect(secrets).toHaveLength(2);
    const bodies = [
      await post('/api/minigames/games', {}),
      await post('/api/minigames/rounds', { gameType: 106, limit: 100 }),
      await post('/api/minigames/verify', { gameType: 106, roundKey: '2027-03-10-1' }),
    ];
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
    const games = JSON.parse(bodies[0]!).data.list;
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({
      gameType: 106,
      periodMinutes: 1,
      closeSeconds: 30,
      current: { roundKey: '2027-03-10-1', status: 'open', seed: null, commitment: rounds[0]!.commitment },
    });
    expect(games[0].current.closeAt).toBe('2027-03-09T15:00:30.000Z');
    expect(games[0].current.drawAt).toBe('2027-03-09T15:01:00.000Z');
    expect(JSON.parse(bodies[2]!).data.round.seed).toBeNull();
    // Ticking again creates nothing more: the next round's commitment would be this round's seed.
    expect((await first.tick()).created).toBe(0);
    advance(minuteMs);
    await first.tick();
    const next = await roundsOf(106);
    expect(next.map((round) => [round.round_key, round.status])).toEqual([
      ['2027-03-10-1', 'drawn'],
      ['2027-03-10-2', 'open'],
    ]);
    const [drawn] = next;
    expect(sha256Text(drawn?.seed ?? '')).toBe(drawn?.commitment);
  });

  it('when two engines tick at once after the draw time, then each round is drawn once and published once', async () => {
    await runOnly(101);
    const [a, b] = [engine(), engine()];
    await Promise.all([a.tick(), b.tick()]);
    expect(await roundsOf(101)).toHaveLength(1);
    advance(5 * minuteMs);
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    const rounds = await roundsOf(101);
    expect(rounds.map((round) => round.status)).toEqual(['drawn', 'open']);
    const messages = [...a.published, ...b.published].filter((m) => m.topic === '/topic/minigames/101');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      payload: { type: 'roundDrawn', round: { roundKey: rounds[0]!.round_key, seed: rounds[0]!.seed } },
    });
  });

  it('when a round is drawn, then its revealed seed hashes to its commitment and verifyRound reproduces its result', async () => {
    await runOnly(105);
    const e = engine();
    await e.tick();
    advance(minuteMs);
    await e.tick();
    const reply = envelope<{ list: { roundKey: string }[] }>(
      await postJson(t.app, '/api/minigames/rounds', { gameType: 105, limit: 10 }),
    );
    expect(reply.data?.list.length).toBeGreaterThanOrEqual(1);
    for (const { roundKey } of reply.data!.list) {
      const verify = envelope<{
        round: { seed: string; commitment: string; result: unknown; summary: unknown; status: string };
        anchor: string;
        chainSteps: number;
        message: string;
      }>(await postJson(t.app, '/api/minigames/verify', { gameType: 105, roundKey }));
      const data = verify.data!;
      expect(data.round.status).toBe('drawn');
      expect(sha256Text(data.round.seed)).toBe(data.round.commitment);
      expect(data.message).toBe(`105:${roundKey}:0`);
      const checked = verifyRound({
        gameType: 105,
        roundKey,
        seed: data.round.seed,
        commitment: data.round.commitment,
        anchor: data.anchor,
        maxChainSteps: data.chainSteps,
      });
      expect(checked).toMatchObject({ commitmentMatches: true, chainSteps: data.chainSteps });
      expect(checked?.result).toEqual(data.round.result);
      expect(checked?.summary).toEqual(data.round.summary);
    }
    const published = e.published[0]?.payload as { round: { seed: string | null } };
    expect(published.round.seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('when the server was down for 7 rounds, then the missed rounds are created and all drawn late, none skipped', async () => {
    await runOnly(442);
    const e = engine();
    await e.tick();
    const before = await roundsOf(442);
    advance(7 * minuteMs + 5000);
    await e.tick();
    const rounds = await roundsOf(442);
    const numbers = rounds.map((round) => Number(round.round_key.split('-')[3]));
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    const closed = rounds.filter((round) => round.status !== 'open');
    expect(closed.every((round) => round.status === 'drawn')).toBe(true);
    expect(closed).toHaveLength(7);
    expect(closed[0]!.round_key).toBe(before[0]!.round_key);
    for (const round of closed) expect(round.drawn_at!.getTime()).toBeGreaterThan(round.draw_at.getTime());
    expect(rounds.filter((round) => round.status === 'open')).toHaveLength(1);
    expect(e.published.filter((m) => m.topic === '/topic/minigames/442')).toHaveLength(7);
  });

  it('when four engines catch up the same downtime at once, then each round is created once, drawn once and published once', async () => {
    await runOnly(451);
    const engines = [engine(), engine(), engine(), engine()];
    await Promise.all(engines.map((e) => e.tick()));
    advance(10 * minuteMs);
    const reports = await Promise.all(engines.map((e) => e.tick()));
    await Promise.all(engines.map((e) => e.tick()));
    const rounds = await roundsOf(451);
    const closed = rounds.filter((round) => round.status === 'drawn');
    expect(closed).toHaveLength(10);
    expect(rounds.filter((round) => round.status === 'open')).toHaveLength(1);
    expect(new Set(rounds.map((round) => `${round.chain_id}:${round.chain_index}`)).size).toBe(rounds.length);
    const messages = engines.flatMap((e) => e.published).filter((m) => m.topic === '/topic/minigames/451');
    const keys = messages.map((m) => (m.payload.round as { roundKey: string }).roundKey);
    expect(keys.toSorted()).toEqual(closed.map((round) => round.round_key).toSorted());
    expect(reports.reduce((sum, report) => sum + report.late, 0)).toBeGreaterThanOrEqual(10);
  });

  it('when rounds are later than the game allows, then they are voided with their seed revealed, never skipped', async () => {
    await runOnly(402);
    await setLateVoidSeconds(t.db, 402, 150);
    const e = engine();
    await e.tick();
    advance(5 * minuteMs);
    await e.tick();
    const rounds = await roundsOf(402);
    // Five rounds came due over the last five minutes: those 150 seconds late or more are voided.
    const closed = rounds.filter((round) => round.status !== 'open');
    expect(closed).toHaveLength(5);
    for (const round of closed) {
      const isLate = clock.getTime() - round.draw_at.getTime() >= 150_000;
      expect(round.status).toBe(isLate ? 'void' : 'drawn');
    }
    const voided = rounds.filter((round) => round.status === 'void');
    expect(voided.length).toBeGreaterThanOrEqual(2);
    for (const round of voided) {
      expect(round.result).toBeNull();
      expect(sha256Text(round.seed!)).toBe(round.commitment);
    }
    const own = e.published.filter((m) => m.topic === '/topic/minigames/402');
    expect(own.filter((m) => m.payload.type === 'roundVoided')).toHaveLength(voided.length);
  });

  it('when a game is switched off, then it gets no new rounds but its open rounds are still drawn', async () => {
    await runOnly(441);
    const e = engine();
    await e.tick();
    await setGameEnabled(t.db, 441, false, clock);
    advance(3 * minuteMs);
    const report = await e.tick();
    expect(report.created).toBe(0);
    const rounds = await roundsOf(441);
    expect(rounds).toHaveLength(1);
    expect(rounds.every((round) => round.status === 'drawn')).toBe(true);
    const games = envelope<{ list: { gameType: number }[] }>(
      await postJson(t.app, '/api/minigames/games', {}),
    );
    expect(games.data?.list.map((game) => game.gameType)).not.toContain(441);
  });

  it('when a hash chain is used up, then the next round starts a new chain and every round verifies against its own anchor', async () => {
    await runOnly(493);
    const e = engine(3);
    await e.tick();
    for (let i = 0; i < 6; i += 1) {
      advance(minuteMs);
      await e.tick();
    }
    const rounds = await roundsOf(493);
    expect(rounds).toHaveLength(7);
    expect(rounds.map((round) => round.chain_index)).toEqual([0, 1, 2, 0, 1, 2, 0]);
    expect(new Set(rounds.map((round) => round.chain_id)).size).toBe(3);
    for (const round of rounds.filter((row) => row.status === 'drawn')) {
      const data = envelope<{
        round: { seed: string; commitment: string; result: unknown };
        anchor: string;
        chainSteps: number;
      }>(await postJson(t.app, '/api/minigames/verify', { gameType: 493, roundKey: round.round_key })).data!;
      expect(data.chainSteps).toBe(round.chain_index + 1);
      const checked = verifyRound({
        gameType: 493,
        roundKey: round.round_key,
        seed: data.round.seed,
        commitment: data.round.commitment,
        anchor: data.anchor,
        maxChainSteps: 3,
      });
      expect(checked).toMatchObject({ commitmentMatches: true, chainSteps: round.chain_index + 1 });
      expect(checked?.result).toEqual(data.round.result);
    }
  });

  it('when the input is bad, then the calls answer code 2 with a Korean message', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/minigames/rounds', { gameType: 999, limit: 10 }, minigameText.unknownGame],
      ['/api/minigames/rounds', { gameType: '106', limit: 10 }, minigameText.badGame],
      ['/api/minigames/rounds', { gameType: 106, limit: 101 }, minigameText.badLimit],
      ['/api/minigames/rounds', { gameType: 106, limit: 1.5 }, minigameText.badLimit],
      ['/api/minigames/verify', { gameType: 106, roundKey: '2027-02-30-1' }, minigameText.badRoundKey],
      ['/api/minigames/verify', { gameType: 106, roundKey: '2027-03-10-1441' }, minigameText.badRoundKey],
      ['/api/minigames/verify', { gameType: 106, roundKey: '2027-03-10-1\u0000' }, minigameText.badRoundKey],
      ['/api/minigames/verify', { gameType: 106, roundKey: 'x'.repeat(900_000) }, minigameText.badRoundKey],
      ['/api/minigames/verify', { gameType: 106 }, minigameText.badRoundKey],
      ['/api/minigames/verify', null, minigameText.badGame],
    ];
    for (const [url, body, message] of cases) {
      const reply = envelope(await postJson(t.app, url, body));
      expect(reply, JSON.stringify(body).slice(0, 80)).toEqual({ code: 2, data: { message } });
    }
    const tooLarge = await postJson(t.app, '/api/minigames/verify', { roundKey: 'x'.repeat(1_100_000) });
    expect(tooLarge.statusCode).toBe(413);
    expect(envelope<{ message: string }>(tooLarge).data?.message).toMatch(/[가-힣]/);
    const missing = envelope(
      await postJson(t.app, '/api/minigames/verify', { gameType: 106, roundKey: '2020-01-01-5' }),
    );
    expect(missing).toEqual({ code: 3, data: { message: minigameText.roundNotFound } });
  });
});
