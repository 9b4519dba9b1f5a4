import {
  closeTimeOf,
  drawTimeOf,
  isRoundPeriod,
  nextRound,
  type RoundPeriod,
  type RoundRef,
  roundAt,
  roundKeyOf,
} from '@hanpan/core/minigames/schedule';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../lib/db/database.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import { drawDueRounds, marginsAtDraw } from './draw-service.ts';
import { type GameSettingsRow, readGameSettings } from './game-repository.ts';
import {
  createMissingRounds,
  existingRoundKeys,
  gameRoundKey,
  latestDrawAts,
  type NewRound,
} from './round-repository.ts';
import { createSeedChainCache, type SeedChainCache, seedChainLength } from './seed-chain.ts';
import { finishVirtualEvents } from './virtual-finish.ts';
import { createVirtualEvents, publishVirtualClosed } from './virtual-opening.ts';

// The round engine: on every tick it first draws every round whose draw instant has passed, then makes
// sure each enabled game's current round (the next to be drawn) exists with its commitment. A round's
// commitment SHA-256(seed[i]) is the previous round's seed seed[i-1] (the hash chain), so no round is
// created ahead of an undrawn one: the commitment of the next round is published only when the round
// before it is drawn, the instant the next round opens for bets. Several processes may run the engine on
// one database: round creation locks the game row and a draw is a conditional update, so each happens
// once.
//
// Virtual games (issue 25) run on the same engine: their events are created ahead (virtual-events.ts),
// drawn at the off, and finished once their race or match has played (virtual-finish.ts), after the
// tick's settlement pass has paid their bets.
//
// Catch-up: rounds a stopped server never created (from its game's latest round to now) are created
// late and drawn late (or voided past the game's late_void_seconds). A game switched off and on again
// (its updated_at after its latest round) restarts at the current round instead: its rounds in
// between were not missed, they never ran.

/** Rounds created per game and tick; a long downtime is worked off over the next ticks. */
const maxRoundsPerTick = 1000;

/**
 * What one tick did; `late` counts the drawn or voided rounds closed well after their draw instant,
 * `finished` the virtual events applied to the rosters after their play.
 */
export type TickReport = { created: number; drawn: number; voided: number; late: number; finished: number };

/** The running engine. */
export type RoundEngine = {
  /** Ticks now, then `tickMs` after each tick ends; the timer never keeps the process alive. */
  start(): void;
  /** Stops ticking and waits for a tick in progress (call before the database closes). */
  stop(): Promise<void>;
  /** One tick now (tests drive the engine with it). */
  tick(): Promise<TickReport>;
};

/** What the engine is built from. */
export type RoundEngineDeps = {
  db: Db;
  now: () => Date;
  realtime: Pick<RealtimePublisher, 'publish'>;
  log: FastifyBaseLogger;
  tickMs?: number;
  cache?: SeedChainCache;
  /** Seeds per new hash chain (default seedChainLength; tests shorten it to see a chain used up). */
  chainLength?: number;
  /** Settles the bets of drawn and voided rounds; run at the end of every tick (bet-service.ts). */
  settleBets?: () => Promise<unknown>;
  /** VIRTUAL_SPEED: simulated seconds per real second of the virtual games (default 1). */
  virtualSpeed?: number;
};

/** The rounds the game should have at `now`: missed ones after its latest round, and the current one. */
export function roundsToEnsure(game: GameSettingsRow, latest: Date | null, now: Date): NewRound[] {
  if (!isRoundPeriod(game.periodMinutes)) return [];
  const period: RoundPeriod = game.periodMinutes;
  const current = roundAt(now.getTime(), period);
  const isResumed = latest !== null && latest.getTime() >= game.updatedAt.getTime();
  let ref: RoundRef = isResumed ? roundAt(latest.getTime(), period) : current;
  if (drawTimeOf(ref, period) > drawTimeOf(current, period)) ref = current;
  const last = drawTimeOf(current, period);
  const rounds: NewRound[] = [];
  while (drawTimeOf(ref, period) <= last && rounds.length < maxRoundsPerTick) {
    rounds.push({
      roundKey: roundKeyOf(ref),
      closeAt: new Date(closeTimeOf(ref, period, game.closeSeconds)),
      drawAt: new Date(drawTimeOf(ref, period)),
    });
    ref = nextRound(ref, period);
  }
  return rounds;
}

/** Builds the round engine. */
export function createRoundEngine(deps: RoundEngineDeps): RoundEngine {
  const cache = deps.cache ?? createSeedChainCache();
  const seeds = { cache, newChainLength: deps.chainLength ?? seedChainLength };
  const tickMs = deps.tickMs ?? 1000;
  let timer: NodeJS.Timeout | null = null;
  let isRunning = false;
  let running: Promise<TickReport> | null = null;

  const runTick = async (): Promise<TickReport> => {
    const now = deps.now();
    const games = await readGameSettings(deps.db);
    const lateVoidSeconds = new Map(games.map((game) => [game.gameType, game.lateVoidSeconds]));
    const onVirtualClosed = publishVirtualClosed(deps.realtime);
    const marginsOf = marginsAtDraw(deps.db, games);
    const drawDeps = {
      db: deps.db,
      cache,
      realtime: deps.realtime,
      lateVoidSeconds,
      marginsOf,
      onVirtualClosed,
    };
    const draw = () => drawDueRounds(drawDeps, now);
    const before = await draw();
    let created = 0;
    const latest = await latestDrawAts(deps.db);
    const wanted: { gameType: number; rounds: NewRound[] }[] = [];
    for (const game of games) {
      if (!game.isEnabled) continue;
      const virtual = { db: deps.db, seeds, realtime: deps.realtime, speed: deps.virtualSpeed ?? 1 };
      const virtualCreated = await createVirtualEvents(virtual, game, now);
      if (virtualCreated !== null) {
        created += virtualCreated;
        continue;
      }
      wanted.push({
        gameType: game.gameType,
        rounds: roundsToEnsure(game, latest.get(game.gameType) ?? null, now),
      });
    }
    // One read for every game's rounds; a game's locking transaction only when it lacks one.
    const existing = await existingRoundKeys(
      deps.db,
      wanted.flatMap(({ gameType, rounds }) =>
        rounds.map((round) => ({ gameType, roundKey: round.roundKey })),
      ),
    );
    for (const { gameType, rounds } of wanted) {
      const missing = rounds.filter((round) => !existing.has(gameRoundKey(gameType, round.roundKey)));
      created += (await createMissingRounds(deps.db, seeds, gameType, missing, now)).length;
    }
    // Rounds created late (after a downtime) are drawn in the same tick.
    const after = created > 0 ? await draw() : { drawn: 0, voided: 0, late: 0 };
    // Every tick, not only one that drew: a pass cut short (a crash, a restart) is finished by the next.
    await deps.settleBets?.();
    // After the settlement pass: an event is announced finished once its bets are paid.
    const finished = await finishVirtualEvents({ db: deps.db, realtime: deps.realtime }, now);
    const drawn = before.drawn + after.drawn;
    const voided = before.voided + after.voided;
    const late = before.late + after.late;
    return { created, drawn, voided, late, finished };
  };

  const tick = (): Promise<TickReport> => {
    // One tick at a time per engine: a slow tick is not overlapped by the next.
    running ??= runTick().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      tick()
        .then((report) => {
          // Late and void rounds are said out loud: a downtime is never caught up silently.
          if (report.late + report.voided > 0) deps.log.warn(report, 'Mini-game rounds closed late');
          else if (report.created + report.drawn > 0) deps.log.debug(report, 'Mini-game tick');
        })
        .catch((error: unknown) => deps.log.error({ err: error }, 'Mini-game tick failed; retried next tick'))
        .finally(() => {
          if (isRunning) schedule(tickMs);
        });
    }, delayMs);
    timer.unref();
  };

  return {
    start() {
      if (isRunning) return;
      isRunning = true;
      schedule(0);
    },
    async stop() {
      isRunning = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    tick,
  };
}
