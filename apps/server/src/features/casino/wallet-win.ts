import { type WalletWinRequest, walletCurrency, walletStatus } from '@hanpan/core/api/casino-wallet';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import {
  judgeToken,
  memberIdOf,
  refusal,
  replayOf,
  type WalletContext,
  type WalletOutcome,
} from './wallet-common.ts';
import { postWalletMovement } from './wallet-posting.ts';
import { findWalletRound, findWalletTx, lockWalletMember, updateWalletRound } from './wallet-repository.ts';

/** The fingerprint that tells a repeat of a win from another transaction under the same id. */
export const winFingerprintOf = (body: WalletWinRequest) =>
  fingerprintOf({
    kind: 'win',
    user: body.user,
    round: body.round,
    game: body.game_code,
    amount: body.amount,
    reference: body.reference_transaction_uuid,
  });

/**
 * transaction/win: in one database transaction, a repeat answers as the first time; otherwise the win
 * must name an open round of the member and a posted bet of that round (a rolled-back bet: refused),
 * the amount (0 for a loss) is credited from the house to cash and the round closed unless
 * `round_closed` is false. The token's expiry and session are not checked: a round always finishes.
 */
export async function walletWin(ctx: WalletContext, body: WalletWinRequest): Promise<WalletOutcome> {
  const { db, provider } = ctx;
  if (body.currency !== walletCurrency) return refusal(walletStatus.wrongCurrency);
  const memberId = memberIdOf(body.user);
  if (memberId === null) return refusal(walletStatus.invalidToken);
  const fingerprint = winFingerprintOf(body);
  const amount = BigInt(body.amount);
  return db.transaction().execute(async (trx): Promise<WalletOutcome> => {
    const cashAccountId = await lockWalletMember(trx, memberId);
    if (cashAccountId === null) return refusal(walletStatus.invalidToken);
    const existing = await findWalletTx(trx, provider.id, body.transaction_uuid);
    if (existing) return replayOf(existing, 'win', fingerprint);
    const token = await judgeToken(trx, provider, body.token, memberId, false);
    if (typeof token === 'string') return refusal(token);
    const round = await findWalletRound(trx, provider.id, body.round);
    if (!round || round.memberId !== memberId) return refusal(walletStatus.transactionDoesNotExist);
    const bet = await findWalletTx(trx, provider.id, body.reference_transaction_uuid);
    if (!bet || bet.kind !== 'bet' || bet.roundId !== round.id) {
      return refusal(walletStatus.transactionDoesNotExist);
    }
    if (bet.status !== 'posted') return refusal(walletStatus.transactionRolledBack);
    if (round.status !== 'open') return refusal(walletStatus.unknown);
    const outcome = await postWalletMovement(db, trx, {
      providerId: provider.id,
      kind: 'win',
      uuid: body.transaction_uuid,
      referenceUuid: body.reference_transaction_uuid,
      roundId: round.id,
      memberId,
      amount,
      fingerprint,
      cashAccountId,
    });
    await updateWalletRound(trx, round.id, {
      winDelta: amount,
      ...(body.round_closed === false ? {} : { status: 'closed' as const }),
    });
    return outcome;
  });
}
