import { type WalletRollbackRequest, walletStatus } from '@hanpan/core/api/casino-wallet';
import { hashToken } from '../../lib/crypto/tokens.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import { readWalletCall, type WalletCallReads } from './wallet-call-repository.ts';
import {
  judgeTokenRow,
  memberIdOf,
  refusal,
  replayOf,
  type WalletContext,
  type WalletOutcome,
} from './wallet-common.ts';
import { postWalletMovement } from './wallet-posting.ts';
import { insertWalletRound, insertWalletTx } from './wallet-repository.ts';

/** The fingerprint that tells a repeat of a rollback from another transaction under the same id. */
export const rollbackFingerprintOf = (body: WalletRollbackRequest) =>
  fingerprintOf({
    kind: 'rollback',
    user: body.user,
    round: body.round,
    game: body.game_code,
    reference: body.reference_transaction_uuid,
  });

/**
 * transaction/rollback: undoes a bet once. A posted bet whose round has no win is refunded (house to
 * cash) and marked rolled back; a bet already undone answers OK and credits nothing; a bet not seen
 * yet is remembered as a 'cancelled' row under its id (the late bet is refused); a win, or a bet whose
 * round has a win, is refused. The token's expiry and session are not checked.
 */
export async function walletRollback(
  ctx: WalletContext,
  body: WalletRollbackRequest,
): Promise<WalletOutcome> {
  const { db, provider } = ctx;
  const memberId = memberIdOf(body.user);
  if (memberId === null) return refusal(walletStatus.invalidToken);
  const fingerprint = rollbackFingerprintOf(body);
  return db.transaction().execute(async (trx): Promise<WalletOutcome> => {
    const reads = await readWalletCall(trx, {
      memberId,
      providerId: provider.id,
      uuid: body.transaction_uuid,
      tokenHash: hashToken(body.token),
      gameCode: body.game_code,
      round: body.round,
      referenceUuid: body.reference_transaction_uuid,
    });
    if (reads === null) return refusal(walletStatus.invalidToken);
    if (reads.existing) return replayOf(reads.existing, 'rollback', fingerprint);
    const token = judgeTokenRow(reads.token, provider, memberId, false);
    if (typeof token === 'string') return refusal(token);
    const { cashAccountId, reference: bet } = reads;
    if (bet && bet.memberId !== memberId) return refusal(walletStatus.transactionDoesNotExist);
    if (bet && bet.kind !== 'bet') return refusal(walletStatus.rollbackRefused);
    const record = (roundId: bigint, amount: bigint, undoneBetId: bigint | null = null) =>
      postWalletMovement(db, trx, {
        providerId: provider.id,
        kind: 'rollback',
        uuid: body.transaction_uuid,
        referenceUuid: body.reference_transaction_uuid,
        roundId,
        memberId,
        amount,
        fingerprint,
        cashAccountId,
        roundChange: { betDelta: -amount, winDelta: 0n, status: null },
        undoneBetId,
      });
    if (!bet) {
      const roundId = await rememberCancelledBet(trx, ctx, body, memberId, reads);
      return typeof roundId === 'string' ? refusal(roundId) : record(roundId, 0n);
    }
    // Undone before (by another rollback id): acknowledged, nothing credited again.
    if (bet.status !== 'posted') return record(bet.roundId, 0n);
    if (reads.referenceRoundHasWin) return refusal(walletStatus.rollbackRefused);
    // The write marks the bet rolled back, takes its stake off the round (rolled back with its last
    // standing bet) and refunds it.
    return record(bet.roundId, bet.amount, bet.id);
  });
}

/**
 * A rollback of a bet not seen yet: the bet's id is kept as a 'cancelled' bet (nothing posted) in its
 * round (made, rolled back, when new), so the bet arriving later is refused. Returns the round's id,
 * or a refusal (another member's round, a round with a win, an unknown game).
 */
async function rememberCancelledBet(
  trx: Trx,
  ctx: WalletContext,
  body: WalletRollbackRequest,
  memberId: number,
  reads: WalletCallReads,
): Promise<bigint | WalletOutcome['answer']['status']> {
  const { provider } = ctx;
  const { round, game } = reads;
  if (round && round.memberId !== memberId) return walletStatus.transactionDoesNotExist;
  if (round && reads.roundHasWin) return walletStatus.rollbackRefused;
  let roundId = round?.id;
  if (roundId === undefined) {
    if (!game) return walletStatus.invalidGame;
    roundId = await insertWalletRound(trx, {
      id: reads.newRoundId,
      providerId: provider.id,
      providerRoundId: body.round,
      memberId,
      gameId: game.id,
      status: 'rolled_back',
    });
  }
  await insertWalletTx(trx, {
    providerId: provider.id,
    uuid: body.reference_transaction_uuid,
    kind: 'bet',
    status: 'cancelled',
    referenceUuid: null,
    roundId,
    memberId,
    amount: 0n,
    balanceAfter: null,
    ledgerTxId: null,
    fingerprint: null,
    answer: null,
  });
  return roundId;
}
