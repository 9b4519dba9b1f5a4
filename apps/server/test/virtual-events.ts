import { createMinigameBetsService } from '../src/features/minigames/bet-service.ts';
import { createRoundEngine } from '../src/features/minigames/engine.ts';
import { setGameEnabled } from '../src/features/minigames/game-repository.ts';
import { createSeedChainCache } from '../src/features/minigames/seed-chain.ts';
import type { Db } from '../src/lib/db/database.ts';
import type { TestApp } from './app.ts';

// Virtual sports test helpers (issue 25): an engine on the test database with a hand-moved clock, what it
// published and whom it told, and the secret seeds of a game's events (what must never be public early).

/**
 * The test's hand-moved clock brought up to the real time when it is behind it: bets are judged by the
 * database clock, so events created for bets must be created at the real time or later.
 */
export function upToRealTime(clock: Date): Date {
  return new Date(Math.max(clock.getTime(), Math.floor(Date.now() / 1000) * 1000));
}

/** Only the given games run (the others switched off), so a test's events never mix with another game's. */
export async function runOnlyGames(db: Db, gameTypes: readonly number[], at: Date): Promise<void> {
  const games = await db.selectFrom('minigame_game').select('game_type').execute();
  for (const game of games) await setGameEnabled(db, game.game_type, gameTypes.includes(game.game_type), at);
}

/**
 * A round engine as a server process runs it, reading `clock()`: its realtime messages, the members whose
 * userContext its settlement pushed and the member queue messages are recorded.
 */
export function recordingEngine(t: TestApp, clock: () => Date, virtualSpeed = 1) {
  const published: { topic: string; payload: { type: string; event?: Record<string, unknown> } }[] = [];
  const pushed: number[] = [];
  const told: { memberId: number; queue: string; payload: unknown }[] = [];
  const bets = createMinigameBetsService({
    db: t.db,
    notifyUserContextChanged: async (memberId) => {
      pushed.push(memberId);
      return null;
    },
    realtime: { sendToMember: (memberId, queue, payload) => told.push({ memberId, queue, payload }) },
    now: clock,
  });
  const engine = createRoundEngine({
    db: t.db,
    now: clock,
    realtime: { publish: (topic, payload) => published.push({ topic, payload: payload as never }) },
    log: t.app.log,
    settleBets: bets.settle,
    virtualSpeed,
  });
  return { engine, bets, published, pushed, told };
}

/** The game's events oldest off first, with each one's secret seed computed from its chain. */
export async function eventsWithSeeds(db: Db, gameType: number) {
  const cache = createSeedChainCache();
  const rows = await db
    .selectFrom('minigame_round as r')
    .innerJoin('minigame_seed_chain as c', 'c.id', 'r.chain_id')
    .selectAll('r')
    .select(['c.terminal_seed as terminalSeed', 'c.length as chainLength'])
    .where('r.game_type', '=', gameType)
    .orderBy('r.draw_at')
    .execute();
  return rows.map((row) => ({
    ...row,
    secret: cache.seedAt({ terminalSeed: row.terminalSeed, length: row.chainLength }, row.chain_index),
  }));
}
