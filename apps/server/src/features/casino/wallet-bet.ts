import { type WalletBetRequest, walletCurrency, walletStatus } from '@hanpan/core/api/casino-wallet';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import { moneyRefusalOf } from '../wallet/index.ts';
import { findProviderGame } from './provider-repository.ts';
import {
  balanceAnswer,
  judgeToken,
  memberIdOf,
  refusal,
  replayOf,
  type WalletContext,
  type WalletOutcome,
} from './wallet-common.ts';
import { postWalletMovement } from './wallet-posting.ts';
import {
  cashBalanceOf,
  findWalletRound,
  findWalletTx,
  insertWalletRound,
  lockWalletMember,
  updateWalletRound,
} from './wallet-repository.ts';

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
 * transaction/bet: in one database transaction (the member row locked), a repeat of the id answers as
 * the first time; otherwise the token (unexpired, live login session, member may bet) and game (on)
 * are judged, the stake is debited from cash to the house (never below zero: 'not enough money' with
 * the balance, nothing kept) and the transaction row is inserted under the provider's unique id.
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
      const cashAccountId = await lockWalletMember(trx, memberId);
      if (cashAccountId === null) return refusal(walletStatus.invalidToken);
      const existing = await findWalletTx(trx, provider.id, body.transaction_uuid);
      if (existing) return replayOf(existing, 'bet', fingerprint);
      const token = await judgeToken(trx, provider, body.token, memberId, true);
      if (typeof token === 'string') return refusal(token);
      const game = await findProviderGame(trx, provider.id, body.game_code);
      if (!game || !game.isEnabled || game.id !== token.gameId) return refusal(walletStatus.invalidGame);
      const round = await findWalletRound(trx, provider.id, body.round);
      if (round && (round.memberId !== memberId || round.gameId !== game.id || round.status !== 'open')) {
        return refusal(walletStatus.unknown);
      }
      const roundId =
        round?.id ??
        (await insertWalletRound(trx, {
          providerId: provider.id,
          providerRoundId: body.round,
          memberId,
          gameId: game.id,
        }));
      const outcome = await postWalletMovement(db, trx, {
        providerId: provider.id,
        kind: 'bet',
        uuid: body.transaction_uuid,
        referenceUuid: null,
        roundId,
        memberId,
        amount,
        fingerprint,
        cashAccountId,
      });
      await updateWalletRound(trx, roundId, {
        betDelta: amount,
        ...(body.round_closed ? { status: 'closed' as const } : {}),
      });
      return outcome;
    });
  } catch (error) {
    if (moneyRefusalOf(error) !== 'notEnoughMoney') throw error;
    return {
      answer: balanceAnswer(walletStatus.notEnoughMoney, memberId, await cashBalanceOf(db, memberId)),
      movedMemberId: null,
    };
  }
}
