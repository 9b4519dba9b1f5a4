import { type WalletWinRequest, walletCurrency, walletStatus } from '@hanpan/core/api/casino-wallet';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import { readWalletCall } from './wallet-call-repository.ts';
import {
  judgeTokenRow,
  memberIdOf,
  refusal,
  replayOf,
  type WalletContext,
  type WalletOutcome,
} from './wallet-common.ts';
import { postWalletMovement } from './wallet-posting.ts';

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
 * transaction/win: in one database transaction (the member row locked; one read, one write), a
 * repeat answers as the first time; otherwise the win must name an open round of the member and a
 * posted bet of that round (a rolled-back bet: refused), the amount (0 for a loss) is credited from
 * the house to cash and the round closed unless `round_closed` is false. The token's expiry and
 * session are not checked: a round always finishes.
 */
export async function walletWin(ctx: WalletContext, body: WalletWinRequest): Promise<WalletOutcome> {
  const { db, provider } = ctx;
  if (body.currency !== walletCurrency) return refusal(walletStatus.wrongCurrency);
  const memberId = memberIdOf(body.user);
  if (memberId === null) return refusal(walletStatus.invalidToken);
  const fingerprint = winFingerprintOf(body);
  const amount = BigInt(body.amount);
  return db.transaction().execute(async (trx): Promise<WalletOutcome> => {
    const reads = await readWalletCall(trx, {
      memberId,
      providerId: provider.id,
      uuid: body.transaction_uuid,
      tokenHash: hashToken(body.token),
      gameCode: null,
      round: body.round,
      referenceUuid: body.reference_transaction_uuid,
    });
    if (reads === null) return refusal(walletStatus.invalidToken);
    if (reads.existing) return replayOf(reads.existing, 'win', fingerprint);
    const token = judgeTokenRow(reads.token, provider, memberId, false);
    if (typeof token === 'string') return refusal(token);
    const { round, reference: bet } = reads;
    if (!round || round.memberId !== memberId) return refusal(walletStatus.transactionDoesNotExist);
    if (!bet || bet.kind !== 'bet' || bet.roundId !== round.id) {
      return refusal(walletStatus.transactionDoesNotExist);
    }
    if (bet.status !== 'posted') return refusal(walletStatus.transactionRolledBack);
    if (round.status !== 'open') return refusal(walletStatus.unknown);
    return postWalletMovement(db, trx, {
      providerId: provider.id,
      kind: 'win',
      uuid: body.transaction_uuid,
      referenceUuid: body.reference_transaction_uuid,
      roundId: round.id,
      memberId,
      amount,
      fingerprint,
      cashAccountId: reads.cashAccountId,
      roundChange: { betDelta: 0n, winDelta: amount, status: body.round_closed === false ? null : 'closed' },
    });
  });
}
