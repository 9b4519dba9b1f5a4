import type { FairnessView, RoundReply } from '../shared/api.ts';
import {
  actBlackjackHand,
  type BlackjackAction,
  blackjackProgress,
  isSlotGame,
  playBaccaratRound,
  playRouletteRound,
  playSlotRound,
  slotStakeAllowed,
  startBlackjackHand,
  tableBetsOf,
} from '../shared/engine.ts';
import type { SkyhubContext } from './context.ts';
import { findOrCreateActiveSeeds } from './db/fairness-repository.ts';
import { findOpenRound, type RoundRecord, saveRoundState } from './db/round-repository.ts';
import { claimSpinSlot, type SkyhubSession } from './db/session-repository.ts';
import { SkyhubError } from './errors.ts';
import { fairnessAfterRound, placeBet, placeExtraBet, settleRound } from './play-round.ts';

/** One slot spin: at most one per rules.minSpinMs (checked on the server), bet -> outcome -> win. */
export async function spinSlot(
  ctx: SkyhubContext,
  session: SkyhubSession,
  stake: number,
): Promise<RoundReply> {
  if (!isSlotGame(session.gameCode)) throw new SkyhubError('wrongGame');
  if (!slotStakeAllowed(session.gameCode, stake)) throw new SkyhubError('invalidStake');
  if (!(await claimSpinSlot(ctx.db, session.id, ctx.now(), session.rules.minSpinMs))) {
    throw new SkyhubError('tooFast');
  }
  const placed = await placeBet(ctx, session, stake, { stake });
  const { outcome, win } = playSlotRound(session.gameCode, placed.seeds, stake);
  return settleRound(
    ctx,
    session,
    { ...placed, fairness: fairnessAfterRound(placed.seeds) },
    { outcome, state: null, params: { stake }, win, stake },
  );
}

/** A roulette or baccarat round: the bets are checked first (nothing is posted for bad bets). */
export async function playTable(
  ctx: SkyhubContext,
  session: SkyhubSession,
  kind: 'roulette' | 'baccarat',
  rawBets: unknown,
): Promise<RoundReply> {
  if (session.gameCode !== kind) throw new SkyhubError('wrongGame');
  const bets = tableBetsOf(kind, rawBets);
  if (bets === null) throw new SkyhubError('badInput');
  const placed = await placeBet(ctx, session, bets.stake, { bets: bets.bets });
  const result =
    kind === 'roulette'
      ? playRouletteRound(placed.seeds, bets.bets)
      : playBaccaratRound(placed.seeds, bets.bets);
  return settleRound(
    ctx,
    session,
    { ...placed, fairness: fairnessAfterRound(placed.seeds) },
    { outcome: result.outcome, state: null, params: { bets: bets.bets }, win: result.win, stake: bets.stake },
  );
}

/** What a blackjack round keeps in params: the first stake, the actions so far, the first bet's id. */
type BlackjackParams = { stake: number; actions: BlackjackAction[]; betUuid: string };

/** Deals a blackjack hand; it is stored (state) between requests until it ends. */
export async function dealBlackjack(
  ctx: SkyhubContext,
  session: SkyhubSession,
  stake: number,
): Promise<RoundReply> {
  if (session.gameCode !== 'blackjack') throw new SkyhubError('wrongGame');
  if (await findOpenRound(ctx.db, session.userId, ctx.now(), 'blackjack'))
    throw new SkyhubError('handInPlay');
  const placed = await placeBet(ctx, session, stake, { stake, actions: [] });
  const state = startBlackjackHand(placed.seeds, stake);
  const params: BlackjackParams = { stake, actions: [], betUuid: placed.betUuid };
  return continueBlackjack(
    ctx,
    session,
    placed.round,
    fairnessAfterRound(placed.seeds),
    state,
    params,
    placed.balance,
  );
}

/** Plays one action of the session's hand (double and split post one more bet first). */
export async function actBlackjack(
  ctx: SkyhubContext,
  session: SkyhubSession,
  action: BlackjackAction,
): Promise<RoundReply> {
  if (session.gameCode !== 'blackjack') throw new SkyhubError('wrongGame');
  const round = await findOpenRound(ctx.db, session.userId, ctx.now(), 'blackjack');
  if (!round || round.status !== 'open' || round.state === null) throw new SkyhubError('noHand');
  const next = actBlackjackHand(round.state, action);
  if (next === null) throw new SkyhubError('actionNotAllowed');
  const added = blackjackProgress(next).stake - blackjackProgress(round.state).stake;
  // The extra bet first: refused (not enough money) -> the hand stays as it was.
  const balance = added > 0 ? (await placeExtraBet(ctx, session, round, added)).balance : null;
  const params = round.params as BlackjackParams;
  const seeds = await findOrCreateActiveSeeds(ctx.db, session.userId, round.clientSeed, ctx.now());
  const fairness: FairnessView = {
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
  };
  return continueBlackjack(
    ctx,
    session,
    round,
    fairness,
    next,
    { ...params, actions: [...params.actions, action] },
    balance,
  );
}

async function continueBlackjack(
  ctx: SkyhubContext,
  session: SkyhubSession,
  round: RoundRecord,
  fairness: FairnessView,
  state: unknown,
  params: BlackjackParams,
  balance: number | null,
): Promise<RoundReply> {
  const progress = blackjackProgress(state);
  if (progress.done) {
    return settleRound(
      ctx,
      session,
      { round, fairness, betUuid: params.betUuid, balance },
      { outcome: progress.view, state, params, win: progress.win, stake: progress.stake },
    );
  }
  await saveRoundState(ctx.db, round.id, state, params, BigInt(progress.stake));
  return {
    roundId: round.id,
    stake: progress.stake,
    win: 0,
    outcome: progress.view,
    state: progress.view,
    status: 'open',
    balance,
    fairness,
  };
}

/** The player's blackjack hand left in play (e.g. the page was reloaded), to resume it; else null. */
export async function openBlackjackHand(
  ctx: SkyhubContext,
  session: SkyhubSession,
): Promise<RoundReply | null> {
  if (session.gameCode !== 'blackjack') return null;
  const round = await findOpenRound(ctx.db, session.userId, ctx.now(), 'blackjack');
  if (!round || round.status !== 'open' || round.state === null) return null;
  const progress = blackjackProgress(round.state);
  const seeds = await findOrCreateActiveSeeds(ctx.db, session.userId, round.clientSeed, ctx.now());
  return {
    roundId: round.id,
    stake: progress.stake,
    win: 0,
    outcome: progress.view,
    state: progress.view,
    status: 'open',
    balance: null,
    fairness: { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
  };
}
