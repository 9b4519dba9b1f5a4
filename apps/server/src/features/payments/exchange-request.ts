import { paymentCode, paymentText } from '@hanpan/core/api/payments';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { codeReply, type IdempotentReply } from '../../lib/http/envelope.ts';
import {
  type IdempotencyClaim,
  type IdempotentOutcome,
  runIdempotent,
} from '../../lib/idempotency/repository.ts';
import { getMemberAccounts, memberAccount, moneyRefusalOf, moneyStep, systemSide } from '../wallet/index.ts';
import { insertExchangeRequest, type MemberExchangeRow, nextExchangeRequestId } from './repository.ts';

/** A withdrawal to request: the member, whole won, and their approved payout account (copied into the request). */
export type ExchangeHold = {
  memberId: number;
  amount: bigint;
  bank: { bankName: string; bankAccount: string; bankHolder: string };
  /** The staff member filing it for the member, recorded on the hold's ledger tx. */
  staffId?: number;
};

/** What the request's own reply is made from, inside its transaction (the new row and its hold's ledger tx). */
export type HeldExchange = { row: MemberExchangeRow; holdTxId: bigint };

/**
 * Files a withdrawal (환전) request under its idempotency claim, in one transaction: the hold moves the
 * amount from the member's cash to withdrawals pending by the money step's conditional debit (so
 * requests racing for one balance never overdraw it, and the held amount cannot be bet meanwhile),
 * the request row is written, and `reply` answers (an audit line may go with it). More than the cash
 * is refused with code 6 and nothing of it stays. The member's /amount/exchange and staff's payOut
 * for a blocked member both file through here; staff approve either in the same queue.
 */
export function fileExchangeRequest(
  db: Db,
  claim: IdempotencyClaim,
  hold: ExchangeHold,
  reply: (trx: Trx, held: HeldExchange) => Promise<IdempotentReply>,
): Promise<IdempotentOutcome<IdempotentReply>> {
  return runIdempotent<IdempotentReply>(
    db,
    claim,
    async (trx) => {
      const id = await nextExchangeRequestId(trx);
      const { cash } = await getMemberAccounts(trx, hold.memberId);
      const posting = await moneyStep(db).move(trx, {
        why: 'exchange_hold',
        amount: hold.amount,
        from: memberAccount(cash),
        to: systemSide('withdrawal_pending', hold.memberId),
        key: `exchange_request:${id}:hold`,
        reference: `exchange_request:${id}`,
        staffId: hold.staffId ?? null,
      });
      const row = await insertExchangeRequest(trx, {
        id,
        memberId: hold.memberId,
        amount: hold.amount,
        bank: hold.bank,
        holdTxId: posting.txId,
      });
      return reply(trx, { row, holdTxId: posting.txId });
    },
    (error) =>
      moneyRefusalOf(error) === 'notEnoughMoney'
        ? codeReply(paymentCode.insufficientBalance, { message: paymentText.insufficientBalance })
        : undefined,
  );
}
