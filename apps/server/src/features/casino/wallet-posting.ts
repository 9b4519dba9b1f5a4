import { walletStatus } from '@hanpan/core/api/casino-wallet';
import type { Trx } from '../../lib/db/transaction.ts';
import { postTransfer } from '../wallet/index.ts';
import { balanceAnswer, type WalletOutcome } from './wallet-common.ts';
import { cashBalanceOf, insertWalletTx } from './wallet-repository.ts';

/** One accepted wallet transaction: what moves (whole won, >= 0) between the member's cash and the house. */
export type WalletMovement = {
  providerId: number;
  kind: 'bet' | 'win' | 'rollback';
  uuid: string;
  referenceUuid: string | null;
  roundId: bigint;
  memberId: number;
  amount: bigint;
  fingerprint: string;
  cashAccountId: number;
  house: number;
};

/**
 * The end every accepted bet, win and rollback shares, inside its transaction: the ledger posting
 * (`casino_bet` cash -> house, `casino_win` / `casino_rollback` house -> cash; nothing for 0 won; a
 * bet beyond the cash throws InsufficientFundsError), then the transaction row under the provider's
 * unique id with the answer a repeat will get.
 */
export async function postWalletMovement(trx: Trx, movement: WalletMovement): Promise<WalletOutcome> {
  const { amount, memberId, cashAccountId, house } = movement;
  let ledgerTxId: bigint | null = null;
  if (amount > 0n) {
    const toHouse = movement.kind === 'bet';
    const posting = await postTransfer(trx, {
      kind: `casino_${movement.kind}`,
      reference: `casino_round:${movement.roundId}`,
      idempotencyKey: `casino:${movement.providerId}:${movement.uuid}`,
      legs: [
        { accountId: cashAccountId, amount: toHouse ? -amount : amount },
        { accountId: house, amount: toHouse ? amount : -amount },
      ],
    });
    // The transaction id's unique row is written in this same transaction: a posted key means a bug.
    if (posting.kind === 'duplicate')
      throw new Error(`Casino ${movement.kind} ${movement.uuid} posted twice`);
    ledgerTxId = posting.txId;
  }
  const balance = await cashBalanceOf(trx, memberId);
  const answer = balanceAnswer(walletStatus.ok, memberId, balance);
  await insertWalletTx(trx, {
    providerId: movement.providerId,
    uuid: movement.uuid,
    kind: movement.kind,
    referenceUuid: movement.referenceUuid,
    roundId: movement.roundId,
    memberId,
    amount,
    balanceAfter: balance,
    ledgerTxId,
    fingerprint: movement.fingerprint,
    answer,
  });
  return { answer, movedMemberId: amount > 0n ? memberId : null };
}
