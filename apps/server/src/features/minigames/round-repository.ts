import { createTerminalSeed } from '@hanpan/core/minigames/provably-fair';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { type SeedChainCache, sha256Text } from './seed-chain.ts';

// Reads and writes of minigame_seed_chain and minigame_round (minigame_game locked only). The terminal seed is read
// only by the draw (dueRounds) and round creation; the public reads never select it.

/** A round to create: its key and instants (a virtual event's also when its race or match ends). */
export type NewRound = { roundKey: string; closeAt: Date; drawAt: Date; finishAt?: Date };

/**
 * How a virtual event is created (issue 25): it may be created ahead of undrawn events, as its
 * commitment is not the previous seed (core virtual/commitment.ts), and it carries its card.
 */
export type EventPlan = {
  commitmentOf(seed: string): string;
  /** The event's card, drawn in the creating transaction from the rosters as they are. */
  cardOf(trx: Trx): Promise<unknown>;
};

/** An open round past its draw time with what its draw needs (the chain's secret included). */
export type DueRound = {
  id: bigint;
  gameType: number;
  roundKey: string;
  drawAt: Date;
  chainIndex: number;
  terminalSeed: string;
  chainLength: number;
  /** A virtual event's card (null for a mini-game's round). */
  card: unknown;
};

/** A round row as the public calls present it (never the chain's secret). */
export type RoundRow = {
  gameType: number;
  roundKey: string;
  status: 'open' | 'drawn' | 'void';
  closeAt: Date;
  drawAt: Date;
  drawnAt: Date | null;
  commitment: string;
  seed: string | null;
  result: unknown;
  summary: unknown;
  chainId: number;
  chainIndex: number;
  card: unknown;
  finishAt: Date | null;
  finishedAt: Date | null;
  /** A drawn virtual event's paid prices (VirtualPaidMarket[]); null otherwise. */
  paid: unknown;
};

/**
 * The draw instant of every game's latest round (a game before its first round is absent), in one
 * statement: the engine's tick asks for all games at once, each found through the (game_type, draw_at)
 * index, where a query per game cost a round trip per game and tick.
 */
export async function latestDrawAts(db: Db): Promise<Map<number, Date>> {
  const rows = await db
    .selectFrom('minigame_game as g')
    .select((eb) => [
      'g.game_type',
      eb
        .selectFrom('minigame_round as r')
        .select('r.draw_at')
        .whereRef('r.game_type', '=', 'g.game_type')
        .orderBy('r.draw_at', 'desc')
        .limit(1)
        .as('draw_at'),
    ])
    .execute();
  return new Map(rows.flatMap((row) => (row.draw_at ? [[row.game_type, row.draw_at] as const] : [])));
}

/**
 * Which of the wanted rounds exist already, as `gameType:roundKey`, in one unlocked read: the engine's
 * tick looks for every game's rounds at once and opens a locking transaction only for a game that
 * lacks one (createMissingRounds checks again under the lock).
 */
export async function existingRoundKeys(
  db: Db,
  wanted: readonly { gameType: number; roundKey: string }[],
): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const rows = await db
    .selectFrom('minigame_round')
    .select(['game_type', 'round_key'])
    .where(
      sql<boolean>`(game_type, round_key) in (${sql.join(wanted.map((round) => sql`(${round.gameType}, ${round.roundKey})`))})`,
    )
    .execute();
  return new Set(rows.map((row) => gameRoundKey(row.game_type, row.round_key)));
}

/** A round's key across games, as existingRoundKeys returns it. */
export const gameRoundKey = (gameType: number, roundKey: string) => `${gameType}:${roundKey}`;

/** Where round seeds come from: the process's chain cache and the length of chains made from now on. */
export type SeedSource = { cache: SeedChainCache; newChainLength: number };

/** The game's chain with seeds left, made (and its anchor computed) when there is none. */
async function usableChain(trx: Trx, { cache, newChainLength }: SeedSource, gameType: number) {
  const chain = await trx
    .selectFrom('minigame_seed_chain')
    .select(['id', 'terminal_seed as terminalSeed', 'length', 'next_index as nextIndex'])
    .where('game_type', '=', gameType)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (chain && chain.nextIndex < chain.length) return chain;
  const terminalSeed = createTerminalSeed();
  const anchor = sha256Text(cache.seedAt({ terminalSeed, length: newChainLength }, 0));
  const created = await trx
    .insertInto('minigame_seed_chain')
    .values({ game_type: gameType, anchor, length: newChainLength, terminal_seed: terminalSeed })
    .returning(['id', 'terminal_seed as terminalSeed', 'length', 'next_index as nextIndex'])
    .executeTakeFirstOrThrow();
  return created;
}

/**
 * Creates the rounds of the game that do not exist yet, in order, each with the next seed of the
 * game's chain and its commitment (a virtual event's as its plan says, with its card). The game row is locked first, so processes creating the same
 * rounds take turns and each round (and each seed) is created once. A round still to be drawn is
 * created only when the game's latest round is not an open one still to be drawn: its commitment
 * would be that round's seed (engine.ts); a virtual event has no such limit. Returns the keys created.
 */
export async function createMissingRounds(
  db: Db,
  seeds: SeedSource,
  gameType: number,
  rounds: readonly NewRound[],
  now: Date,
  plan?: EventPlan,
): Promise<string[]> {
  if (rounds.length === 0) return [];
  // Most calls find every round made already: an unlocked read answers them without a transaction.
  const made = await existingRoundKeys(
    db,
    rounds.map((round) => ({ gameType, roundKey: round.roundKey })),
  );
  if (rounds.every((round) => made.has(gameRoundKey(gameType, round.roundKey)))) return [];
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('minigame_game')
      .select('game_type')
      .where('game_type', '=', gameType)
      .forUpdate()
      .execute();
    const existing = await trx
      .selectFrom('minigame_round')
      .select('round_key')
      .where('game_type', '=', gameType)
      .where(
        'round_key',
        'in',
        rounds.map((round) => round.roundKey),
      )
      .execute();
    const known = new Set(existing.map((row) => row.round_key));
    const created: string[] = [];
    for (const round of rounds) {
      if (known.has(round.roundKey)) continue;
      if (!plan && round.drawAt > now && (await hasUndrawnFutureRound(trx, gameType, now))) break;
      const chain = await usableChain(trx, seeds, gameType);
      const seed = seeds.cache.seedAt(chain, chain.nextIndex);
      await trx
        .insertInto('minigame_round')
        .values({
          game_type: gameType,
          round_key: round.roundKey,
          chain_id: chain.id,
          chain_index: chain.nextIndex,
          close_at: round.closeAt,
          draw_at: round.drawAt,
          commitment: plan ? plan.commitmentOf(seed) : sha256Text(seed),
          ...(plan
            ? { card: JSON.stringify(await plan.cardOf(trx)), finish_at: round.finishAt ?? null }
            : {}),
        })
        .execute();
      await trx
        .updateTable('minigame_seed_chain')
        .set({ next_index: chain.nextIndex + 1 })
        .where('id', '=', chain.id)
        .execute();
      created.push(round.roundKey);
    }
    return created;
  });
}

/** True while the game's latest created round is open and not yet due. */
async function hasUndrawnFutureRound(trx: Trx, gameType: number, now: Date): Promise<boolean> {
  const latest = await trx
    .selectFrom('minigame_round')
    .select(['status', 'draw_at'])
    .where('game_type', '=', gameType)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest !== undefined && latest.status === 'open' && latest.draw_at > now;
}

/** Open rounds whose draw instant has come, oldest first, with their chains. */
export async function dueRounds(db: Db, now: Date, limit: number): Promise<DueRound[]> {
  return db
    .selectFrom('minigame_round as r')
    .innerJoin('minigame_seed_chain as c', 'c.id', 'r.chain_id')
    .select([
      'r.id',
      'r.game_type as gameType',
      'r.round_key as roundKey',
      'r.draw_at as drawAt',
      'r.chain_index as chainIndex',
      'c.terminal_seed as terminalSeed',
      'c.length as chainLength',
      'r.card',
    ])
    .where('r.status', '=', 'open')
    .where('r.draw_at', '<=', now)
    .orderBy('r.draw_at')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** What a draw or void writes. */
export type RoundOutcome =
  | { status: 'drawn'; seed: string; result: unknown; summary: unknown; paid?: unknown }
  | { status: 'void'; seed: string };

/**
 * Settles an open round as drawn or void, only if it is still open: of processes racing for the
 * round exactly one gets the row back. Returns the round as written, or null when another won.
 */
export async function closeOpenRound(
  db: Db,
  id: bigint,
  outcome: RoundOutcome,
  drawnAt: Date,
): Promise<RoundRow | null> {
  const row = await db
    .updateTable('minigame_round')
    .set({
      status: outcome.status,
      seed: outcome.seed,
      result: outcome.status === 'drawn' ? JSON.stringify(outcome.result) : null,
      summary: outcome.status === 'drawn' ? JSON.stringify(outcome.summary) : null,
      paid: outcome.status === 'drawn' && outcome.paid !== undefined ? JSON.stringify(outcome.paid) : null,
      drawn_at: drawnAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(roundColumns)
    .executeTakeFirst();
  return row ?? null;
}

/** The columns of a round as RoundRow names them. */
export const roundColumns = [
  'game_type as gameType',
  'round_key as roundKey',
  'status',
  'close_at as closeAt',
  'draw_at as drawAt',
  'drawn_at as drawnAt',
  'commitment',
  'seed',
  'result',
  'summary',
  'chain_id as chainId',
  'chain_index as chainIndex',
  'card',
  'finish_at as finishAt',
  'finished_at as finishedAt',
  'paid',
] as const;

/** The game's rounds by key (any status). */
export async function roundsByKey(
  db: Db,
  gameType: number,
  roundKeys: readonly string[],
): Promise<RoundRow[]> {
  if (roundKeys.length === 0) return [];
  return db
    .selectFrom('minigame_round')
    .select(roundColumns)
    .where('game_type', '=', gameType)
    .where('round_key', 'in', [...roundKeys])
    .execute();
}

/** The rounds of several games by key, in one query (the games list). */
export async function roundsOfGames(
  db: Db,
  keys: readonly { gameType: number; roundKey: string }[],
): Promise<RoundRow[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('minigame_round')
    .select(roundColumns)
    .where((eb) =>
      eb.or(
        keys.map((key) => eb.and([eb('game_type', '=', key.gameType), eb('round_key', '=', key.roundKey)])),
      ),
    )
    .execute();
}

/** The game's drawn and void rounds, newest first. */
export async function recentClosedRounds(db: Db, gameType: number, limit: number): Promise<RoundRow[]> {
  return db
    .selectFrom('minigame_round')
    .select(roundColumns)
    .where('game_type', '=', gameType)
    .where('status', '<>', 'open')
    .orderBy('draw_at', 'desc')
    .limit(limit)
    .execute();
}

/** The published anchor of a chain. */
export async function chainAnchor(db: Db, chainId: number): Promise<string> {
  const row = await db
    .selectFrom('minigame_seed_chain')
    .select('anchor')
    .where('id', '=', chainId)
    .executeTakeFirstOrThrow();
  return row.anchor;
}
