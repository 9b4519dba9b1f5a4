import { isClientSeed } from '@hanpan/core/casino/fair';
import type { FairnessView, HistoryRound, RotateReply } from '../shared/api.ts';
import type { SkyhubContext } from './context.ts';
import {
  findOrCreateActiveSeeds,
  findRevealedSeeds,
  rotateSeeds,
  updateClientSeed,
} from './db/fairness-repository.ts';
import { findOpenRound, listPlayerRounds } from './db/round-repository.ts';
import type { SkyhubSession } from './db/session-repository.ts';
import { SkyhubError } from './errors.ts';

const historyLength = 30;

/** The player's current seeds as the page shows them. */
export async function currentFairness(ctx: SkyhubContext, session: SkyhubSession): Promise<FairnessView> {
  const seeds = await findOrCreateActiveSeeds(ctx.db, session.userId, 'skyhub', ctx.now());
  return { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce };
}

/** Sets the player's client seed (used from the next round). */
export async function setClientSeed(
  ctx: SkyhubContext,
  session: SkyhubSession,
  clientSeed: string,
): Promise<FairnessView> {
  if (!isClientSeed(clientSeed)) throw new SkyhubError('clientSeed');
  await currentFairness(ctx, session);
  await updateClientSeed(ctx.db, session.userId, clientSeed);
  return currentFairness(ctx, session);
}

/**
 * Reveals the server seed and starts a new pair. Refused while a blackjack hand is in play: its
 * shoe comes from the seed, so revealing it would show the cards still to come.
 */
export async function rotateFairness(ctx: SkyhubContext, session: SkyhubSession): Promise<RotateReply> {
  if (await findOpenRound(ctx.db, session.userId, ctx.now())) throw new SkyhubError('handInPlay');
  const { revealed, next } = await rotateSeeds(ctx.db, session.userId, ctx.now());
  return {
    revealed: revealed && {
      serverSeed: revealed.serverSeed,
      serverSeedHash: revealed.serverSeedHash,
      clientSeed: revealed.clientSeed,
      nonce: revealed.nonce,
    },
    fairness: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
  };
}

/** The player's last rounds with their fairness inputs (the server seed once revealed). */
export async function listHistory(ctx: SkyhubContext, session: SkyhubSession): Promise<HistoryRound[]> {
  const rounds = await listPlayerRounds(ctx.db, session.userId, historyLength);
  const seeds = await findRevealedSeeds(ctx.db, [...new Set(rounds.map((round) => round.fairnessId))]);
  return rounds.map((round) => {
    const seed = seeds.get(round.fairnessId.toString());
    return {
      roundId: round.id,
      game: round.gameCode,
      stake: Number(round.stake),
      win: Number(round.win ?? 0n),
      status: round.status,
      createdAt: round.createdAt.toISOString(),
      params: publicParams(round.params),
      // A hand in play shows no outcome yet (its stored state holds the shoe).
      outcome: round.status === 'open' ? null : round.outcome,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      serverSeedHash: seed?.serverSeedHash ?? '',
      serverSeed: seed?.serverSeed ?? '',
    };
  });
}

// The wallet's transaction ids stay on the server.
const publicParams = (params: unknown) => {
  if (typeof params !== 'object' || params === null) return params;
  const { betUuid: _betUuid, ...rest } = params as Record<string, unknown>;
  return rest;
};
