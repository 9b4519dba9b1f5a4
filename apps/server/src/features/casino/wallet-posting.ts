import { walletStatus } from '@hanpan/core/api/casino-wallet';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { house, memberAccount, moneyStep } from '../wallet/index.ts';
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
};

/**
 * The end every accepted bet, win and rollback shares, inside its transaction: the ledger posting
 * (`casino_bet` cash -> house, `casino_win` / `casino_rollback` house -> cash; nothing for 0 won; a
 * bet beyond the cash throws the money step's refusal), then the transaction row under the provider's
 * unique id with the answer a repeat will get.
 */
export async function postWalletMovement(db: Db, trx: Trx, movement: WalletMovement): Promise<WalletOutcome> {
  const { amount, memberId, cashAccountId } = movement;
  const member = memberAccount(cashAccountId);
  const isBet = movement.kind === 'bet';
  let ledgerTxId: bigint | null = null;
  if (amount > 0n) {
    // The transaction id's unique row is written in this same transaction: the key moves money once.
    const moved = await moneyStep(db).move(trx, {
      why: `casino_${movement.kind}`,
      amount,
      from: isBet ? member : house(memberId),
      to: isBet ? house(memberId) : member,
      key: `casino:${movement.providerId}:${movement.uuid}`,
      reference: `casino_round:${movement.roundId}`,
    });
    ledgerTxId = moved.txId;
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
