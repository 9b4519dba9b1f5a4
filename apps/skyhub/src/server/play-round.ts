import { randomUUID } from 'node:crypto';
import { walletCurrency, walletStatus } from '@hanpan/core/api/casino-wallet';
import type { FairnessView, RoundReply } from '../shared/api.ts';
import type { SkyhubContext } from './context.ts';
import { type ActiveSeeds, findOrCreateActiveSeeds, takeNextNonce } from './db/fairness-repository.ts';
import {
  cancelRoundWithRollback,
  finishRoundWithWin,
  insertExtraBet,
  insertRoundWithBet,
  markWalletTx,
  type RoundRecord,
} from './db/round-repository.ts';
import type { SkyhubSession } from './db/session-repository.ts';
import { SkyhubError } from './errors.ts';
import { answerBalance, answerStatus } from './wallet-client.ts';

// A round is one bet (blackjack: one more per double or split), the outcome, and one win that closes
// it (0 for a loss). Every wallet call is stored before it is made: a bet without a clear answer is
// rolled back, and a win or rollback not yet acknowledged stays in the outbox until it is.

/** The bet was taken: the round, the seeds it plays with, the balance after the bet. */
export type PlacedBet = { round: RoundRecord; seeds: ActiveSeeds; betUuid: string; balance: number };

const fairnessAfter = (seeds: ActiveSeeds): FairnessView => ({
  serverSeedHash: seeds.serverSeedHash,
  clientSeed: seeds.clientSeed,
  nonce: seeds.nonce + 1,
});

const betRefusalError = (status: string | null, balance: number | undefined) => {
  if (status === walletStatus.invalidToken || status === walletStatus.tokenExpired) {
    return new SkyhubError('sessionGone', balance);
  }
  if (status === walletStatus.userDisabled) return new SkyhubError('userDisabled', balance);
  if (status === null || status === walletStatus.unknown) return new SkyhubError('walletFailed', balance);
  return new SkyhubError('walletRefused', balance);
};

/**
 * Posts one bet of the round. RS_OK -> the balance; not enough money -> refused, nothing owed;
 * anything else (another status, an error, a timeout) -> the bet is rolled back through the outbox.
 * Throws a SkyhubError when the bet was not taken (`onNotTaken` runs first, e.g. to cancel the round).
 */
async function postBet(
  ctx: SkyhubContext,
  session: SkyhubSession,
  round: { id: string; gameCode: string },
  betUuid: string,
  body: string,
  onNotTaken: (rollback: { uuid: string; body: string; amount: number } | null) => Promise<void>,
): Promise<number> {
  const answer = await ctx.wallet.post('transaction/bet', body);
  const status = answerStatus(answer);
  const balance = answerBalance(answer) ?? undefined;
  if (status === walletStatus.ok && balance !== undefined) {
    await markWalletTx(ctx.db, betUuid, 'ok', status, ctx.now());
    return balance;
  }
  if (status === walletStatus.notEnoughMoney) {
    await markWalletTx(ctx.db, betUuid, 'refused', status, ctx.now());
    await onNotTaken(null);
    throw new SkyhubError('notEnoughMoney', balance);
  }
  await markWalletTx(
    ctx.db,
    betUuid,
    'unclear',
    status ?? (answer.kind === 'failed' ? answer.reason : null),
    ctx.now(),
  );
  const rollbackUuid = randomUUID();
  const rollbackBody = JSON.stringify({
    request_uuid: randomUUID(),
    token: session.token,
    user: session.userId,
    game_code: round.gameCode,
    round: round.id,
    transaction_uuid: rollbackUuid,
    reference_transaction_uuid: betUuid,
  });
  const amount = (JSON.parse(body) as { amount: number }).amount;
  await onNotTaken({ uuid: rollbackUuid, body: rollbackBody, amount });
  ctx.log.warn({ round: round.id, bet: betUuid, status }, 'skyhub: bet not clearly taken; rolled back');
  // First attempt now; the outbox loop repeats it until acknowledged.
  await ctx.outbox.send({
    transactionUuid: rollbackUuid,
    kind: 'rollback',
    roundId: round.id,
    body: rollbackBody,
    attempts: 0,
  });
  throw betRefusalError(status, balance);
}

const rollbackTx = (
  session: SkyhubSession,
  roundId: string,
  betUuid: string,
  rollback: { uuid: string; body: string; amount: number },
) => ({
  transactionUuid: rollback.uuid,
  kind: 'rollback' as const,
  roundId,
  userId: session.userId,
  amount: BigInt(rollback.amount),
  referenceTransactionUuid: betUuid,
  body: rollback.body,
});

/** Opens a round on the player's next nonce and takes its bet (refusals throw a Korean SkyhubError). */
export async function placeBet(
  ctx: SkyhubContext,
  session: SkyhubSession,
  stake: number,
  params: unknown,
): Promise<PlacedBet> {
  let seeds = await takeNextNonce(ctx.db, session.userId);
  if (!seeds) {
    await findOrCreateActiveSeeds(ctx.db, session.userId, 'skyhub', ctx.now());
    seeds = await takeNextNonce(ctx.db, session.userId);
  }
  if (!seeds) throw new Error('skyhub: no active seeds');
  const roundId = randomUUID();
  const betUuid = randomUUID();
  const body = JSON.stringify({
    request_uuid: randomUUID(),
    token: session.token,
    user: session.userId,
    currency: walletCurrency,
    game_code: session.gameCode,
    round: roundId,
    transaction_uuid: betUuid,
    amount: stake,
    round_closed: false,
  });
  const round = {
    id: roundId,
    sessionId: session.id,
    userId: session.userId,
    gameCode: session.gameCode,
    fairnessId: seeds.id,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    stake: BigInt(stake),
    params,
  };
  await insertRoundWithBet(
    ctx.db,
    round,
    {
      transactionUuid: betUuid,
      kind: 'bet',
      roundId,
      userId: session.userId,
      amount: BigInt(stake),
      referenceTransactionUuid: null,
      body,
    },
    ctx.now(),
  );
  const balance = await postBet(ctx, session, round, betUuid, body, (rollback) =>
    cancelRoundWithRollback(
      ctx.db,
      roundId,
      rollback ? rollbackTx(session, roundId, betUuid, rollback) : null,
      ctx.now(),
    ),
  );
  return {
    round: { ...round, win: null, outcome: null, state: null, status: 'open', createdAt: ctx.now() },
    seeds,
    betUuid,
    balance,
  };
}

/**
 * One more bet in an open round (blackjack double or split). Not enough money -> refused, the hand
 * goes on unchanged; an unclear answer -> that bet is rolled back and the action refused.
 */
export async function placeExtraBet(
  ctx: SkyhubContext,
  session: SkyhubSession,
  round: RoundRecord,
  amount: number,
): Promise<{ betUuid: string; balance: number }> {
  const betUuid = randomUUID();
  const body = JSON.stringify({
    request_uuid: randomUUID(),
    token: session.token,
    user: session.userId,
    currency: walletCurrency,
    game_code: round.gameCode,
    round: round.id,
    transaction_uuid: betUuid,
    amount,
    round_closed: false,
  });
  await insertExtraBet(
    ctx.db,
    round.id,
    {
      transactionUuid: betUuid,
      kind: 'bet',
      roundId: round.id,
      userId: session.userId,
      amount: BigInt(amount),
      referenceTransactionUuid: null,
      body,
    },
    ctx.now(),
  );
  const balance = await postBet(ctx, session, round, betUuid, body, async (rollback) => {
    if (rollback) {
      await insertExtraBet(ctx.db, round.id, rollbackTx(session, round.id, betUuid, rollback), ctx.now());
    }
  });
  return { betUuid, balance };
}

/**
 * Stores the outcome, queues the round's win (0 for a loss) and sends it once. When the wallet has
 * not acknowledged it the round is 'pending': the page shows the win as waiting, not as credited.
 */
export async function settleRound(
  ctx: SkyhubContext,
  session: SkyhubSession,
  placed: { round: RoundRecord; fairness: FairnessView; betUuid: string; balance: number | null },
  result: { outcome: unknown; state: unknown; params: unknown; win: number; stake: number },
): Promise<RoundReply> {
  const winUuid = randomUUID();
  const body = JSON.stringify({
    request_uuid: randomUUID(),
    token: session.token,
    user: session.userId,
    currency: walletCurrency,
    game_code: placed.round.gameCode,
    round: placed.round.id,
    transaction_uuid: winUuid,
    reference_transaction_uuid: placed.betUuid,
    amount: result.win,
    round_closed: true,
  });
  await finishRoundWithWin(
    ctx.db,
    {
      id: placed.round.id,
      outcome: result.outcome,
      state: result.state,
      params: result.params,
      win: BigInt(result.win),
      stake: BigInt(result.stake),
    },
    {
      transactionUuid: winUuid,
      kind: 'win',
      roundId: placed.round.id,
      userId: session.userId,
      amount: BigInt(result.win),
      referenceTransactionUuid: placed.betUuid,
      body,
    },
    ctx.now(),
  );
  const answer = await ctx.outbox.send({
    transactionUuid: winUuid,
    kind: 'win',
    roundId: placed.round.id,
    body,
    attempts: 0,
  });
  const credited = answer !== null && answerStatus(answer) === walletStatus.ok;
  return {
    roundId: placed.round.id,
    stake: result.stake,
    win: result.win,
    outcome: result.outcome,
    status: credited ? 'settled' : 'pending',
    balance: (credited ? answerBalance(answer) : null) ?? placed.balance,
    fairness: placed.fairness,
  };
}

/** The fairness view after a round that used `seeds`: the same seeds, the next nonce. */
export const fairnessAfterRound = fairnessAfter;
