import { type WalletBetRequest, walletCurrency, walletStatus } from '@hanpan/core/api/casino-wallet';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import { moneyRefusalOf, stakeRefusalOf } from '../wallet/index.ts';
import { readWalletCall } from './wallet-call-repository.ts';
import {
  balanceAnswer,
  judgeTokenRow,
  memberIdOf,
  refusal,
  replayOf,
  type WalletContext,
  type WalletOutcome,
} from './wallet-common.ts';
import { postWalletMovement } from './wallet-posting.ts';
import { cashBalanceOf } from './wallet-repository.ts';

/** The fingerprint that tells a repeat of a bet from another bet under the same id. */
export const betFingerprintOf = (body: WalletBetRequest) =>
  fingerprintOf({
    kind: 'bet',
    user: body.user,
    round: body.round,
    game: body.game_code,
    amount: body.amount,
  });

/**
 * transaction/bet: in one database transaction (the member row locked; one read, one write), a
 * repeat of the id answers as the first time; otherwise the token (unexpired, live login session,
 * member may bet) and game (on) are judged, the stake is debited from cash to the house (never below
 * zero: 'not enough money' with the balance, nothing kept) and the transaction row is inserted under
 * the provider's unique id.
 */
export async function walletBet(ctx: WalletContext, body: WalletBetRequest): Promise<WalletOutcome> {
  const { db, provider } = ctx;
  if (body.currency !== walletCurrency) return refusal(walletStatus.wrongCurrency);
  const memberId = memberIdOf(body.user);
  if (memberId === null) return refusal(walletStatus.invalidToken);
  const fingerprint = betFingerprintOf(body);
  const amount = BigInt(body.amount);
  try {
    return await db.transaction().execute(async (trx): Promise<WalletOutcome> => {
      const reads = await readWalletCall(trx, {
        memberId,
        providerId: provider.id,
        uuid: body.transaction_uuid,
        tokenHash: hashToken(body.token),
        gameCode: body.game_code,
        round: body.round,
        referenceUuid: null,
      });
      if (reads === null) return refusal(walletStatus.invalidToken);
      if (reads.existing) return replayOf(reads.existing, 'bet', fingerprint);
      const token = judgeTokenRow(reads.token, provider, memberId, true);
      if (typeof token === 'string') return refusal(token);
      const { game, round } = reads;
      if (!game || !game.isEnabled || game.id !== token.gameId) return refusal(walletStatus.invalidGame);
      if (round && (round.memberId !== memberId || round.gameId !== game.id || round.status !== 'open')) {
        return refusal(walletStatus.unknown);
      }
      const roundId = round?.id ?? reads.newRoundId;
      if (roundId === null) throw new Error('No round id was reserved for a new round');
      return postWalletMovement(db, trx, {
        providerId: provider.id,
        kind: 'bet',
        uuid: body.transaction_uuid,
        referenceUuid: null,
        roundId,
        memberId,
        amount,
        fingerprint,
        cashAccountId: reads.cashAccountId,
        newRound: round ? null : { providerRoundId: body.round, gameId: game.id },
        roundChange: { betDelta: amount, winDelta: 0n, status: body.round_closed ? 'closed' : null },
      });
    });
  } catch (error) {
    // Player protection (issue 27): the player may not bet now (a block or a limit); no money moved.
    if (stakeRefusalOf(error)) return refusal(walletStatus.userDisabled);
    if (moneyRefusalOf(error) !== 'notEnoughMoney') throw error;
    return {
      answer: balanceAnswer(walletStatus.notEnoughMoney, memberId, await cashBalanceOf(db, memberId)),
      movedMemberId: null,
    };
  }
}
