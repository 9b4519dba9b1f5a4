import { type MinigameRoundMessage, minigameTopic } from '@hanpan/core/api/minigames';
import { miniGameOf } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { createHmacStream } from '@hanpan/core/minigames/provably-fair';
import type { VirtualCard } from '@hanpan/core/virtual/types';
import type { Db } from '../../lib/db/database.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import { presentRound } from './present.ts';
import {
  closeOpenRound,
  type DueRound,
  dueRounds,
  type RoundOutcome,
  type RoundRow,
} from './round-repository.ts';
import type { SeedChainCache } from './seed-chain.ts';
import { drawVirtual, virtualOf } from './virtual-models.ts';

// Draws the rounds whose draw instant has passed. A round drawn late (after a restart) is still drawn
// with its own seed and message, so its result is the one it committed to; a round later than the
// game's late_void_seconds is voided instead (betting refunds a void round's bets). Every due round
// ends drawn or void: none is skipped.

/** Rounds drawn per pass; a longer backlog is worked off over the next passes. */
const drawBatch = 500;

/**
 * The result of a round's draw from its seed: what the verification page recomputes. A virtual event's
 * is its model's draw on its card; its summary is the finishing order or the final score.
 */
export function drawRound(round: Pick<DueRound, 'gameType' | 'roundKey'> & { card?: unknown }, seed: string) {
  const virtual = virtualOf(round.gameType);
  if (virtual) {
    const result = drawVirtual(virtual, round.card as VirtualCard, seed, round.roundKey);
    const summary = 'order' in result ? { order: result.order } : { home: result.home, away: result.away };
    return { result: result as unknown, summary: summary as unknown };
  }
  const game = miniGameOf(round.gameType);
  if (!game) throw new Error(`unknown mini-game ${round.gameType}`);
  const family = miniFamilies[game.family];
  const result = family.draw(createHmacStream({ seed, game: round.gameType, roundKey: round.roundKey }));
  return { result, summary: family.summarize(result) };
}

/** What the draw pass needs. */
export type DrawDeps = {
  db: Db;
  cache: SeedChainCache;
  realtime: Pick<RealtimePublisher, 'publish'>;
  /** Seconds after its draw instant from which a game's round is voided, by game (absent: never). */
  lateVoidSeconds: ReadonlyMap<number, number | null>;
  /** Told of each virtual event drawn (started) or voided by the pass, after it is written. */
  onVirtualClosed?: (round: RoundRow) => void;
};

/** A draw this long after its instant counts as late (a tick is due every second). */
const lateDrawMs = 5000;

/** What a draw pass did: rounds drawn, voided, and drawn late (after a downtime or a stall). */
export type DrawReport = { drawn: number; voided: number; late: number };

/** One pass: draws (or voids) every due round, publishing each after it is written. */
export async function drawDueRounds(deps: DrawDeps, now: Date): Promise<DrawReport> {
  const due = await dueRounds(deps.db, now, drawBatch);
  let drawn = 0;
  let voided = 0;
  let late = 0;
  for (const round of due) {
    const seed = deps.cache.seedAt(
      { terminalSeed: round.terminalSeed, length: round.chainLength },
      round.chainIndex,
    );
    const voidAfter = deps.lateVoidSeconds.get(round.gameType) ?? null;
    const isTooLate = voidAfter !== null && now.getTime() - round.drawAt.getTime() >= voidAfter * 1000;
    const outcome: RoundOutcome = isTooLate
      ? { status: 'void', seed }
      : { status: 'drawn', seed, ...drawRound(round, seed) };
    const written = await closeOpenRound(deps.db, round.id, outcome, now);
    // Null: another process closed it first and publishes it itself.
    if (!written) continue;
    if (written.status === 'drawn') drawn += 1;
    else voided += 1;
    if (now.getTime() - round.drawAt.getTime() >= lateDrawMs) late += 1;
    const message: MinigameRoundMessage = {
      type: written.status === 'drawn' ? 'roundDrawn' : 'roundVoided',
      round: presentRound(written),
    };
    deps.realtime.publish(minigameTopic(round.gameType), message);
    if (written.card !== null) deps.onVirtualClosed?.(written);
  }
  return { drawn, voided, late };
}
