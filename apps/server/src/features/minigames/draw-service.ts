import { type MinigameRoundMessage, minigameTopic } from '@hanpan/core/api/minigames';
import { miniGameOf } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import type { GameMargins } from '@hanpan/core/minigames/pricing';
import { createHmacStream } from '@hanpan/core/minigames/provably-fair';
import type { VirtualCard, VirtualResult } from '@hanpan/core/virtual/types';
import type { Db } from '../../lib/db/database.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import type { GameSettingsRow } from './game-repository.ts';
import { readMarketSettings } from './market-repository.ts';
import { marginsOf } from './market-settings.ts';
import { presentRound } from './present.ts';
import {
  closeOpenRound,
  type DueRound,
  dueRounds,
  type RoundOutcome,
  type RoundRow,
} from './round-repository.ts';
import type { SeedChainCache } from './seed-chain.ts';
import { drawVirtual, virtualOf, virtualPaidPricesOf } from './virtual-models.ts';

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

/**
 * The margins of a game as placement prices them (its row and its market rows), read at most once per
 * game by the returned function: a draw pass prices a virtual event's winners at the margins of its off.
 */
export function marginsAtDraw(
  db: Db,
  games: readonly Pick<GameSettingsRow, 'gameType' | 'marginBp'>[],
): (gameType: number) => Promise<GameMargins> {
  const known = new Map<number, Promise<GameMargins>>();
  return (gameType) => {
    let margins = known.get(gameType);
    if (!margins) {
      const gameBp = games.find((game) => game.gameType === gameType)?.marginBp ?? 0;
      margins = readMarketSettings(db, gameType).then((rules) => marginsOf(gameBp, rules));
      known.set(gameType, margins);
    }
    return margins;
  };
}

/** The outcome of a due round: void when too late, else drawn (a virtual event with its paid prices). */
async function outcomeOf(
  deps: DrawDeps,
  round: DueRound,
  seed: string,
  isTooLate: boolean,
): Promise<RoundOutcome> {
  if (isTooLate) return { status: 'void', seed };
  const drawn = drawRound(round, seed);
  const virtual = virtualOf(round.gameType);
  if (!virtual) return { status: 'drawn', seed, ...drawn };
  const margins = await deps.marginsOf(round.gameType);
  const card = round.card as VirtualCard;
  const paid = virtualPaidPricesOf(virtual, card, drawn.result as VirtualResult, margins);
  return { status: 'drawn', seed, ...drawn, paid };
}

/** What the draw pass needs. */
export type DrawDeps = {
  db: Db;
  cache: SeedChainCache;
  realtime: Pick<RealtimePublisher, 'publish'>;
  /** Seconds after its draw instant from which a game's round is voided, by game (absent: never). */
  lateVoidSeconds: ReadonlyMap<number, number | null>;
  /** The margins in force of a game (marginsAtDraw), for a virtual event's paid prices. */
  marginsOf: (gameType: number) => Promise<GameMargins>;
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
    const outcome = await outcomeOf(deps, round, seed, isTooLate);
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
