import { walletCurrency, walletStatus } from '@hanpan/core/api/casino-wallet';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { house, memberAccount, moneyStep } from '../wallet/index.ts';
import { postWalletCall, type WalletCallWrite } from './wallet-call-repository.ts';
import { balanceAnswer, type WalletOutcome } from './wallet-common.ts';

/** One accepted wallet transaction: what moves (whole won, >= 0) between the member's cash and the house. */
export type WalletMovement = Omit<
  WalletCallWrite,
  'answer' | 'posting' | 'newRound' | 'roundChange' | 'undoneBetId'
> &
  Partial<Pick<WalletCallWrite, 'newRound' | 'roundChange' | 'undoneBetId'>>;

const noRoundChange: WalletCallWrite['roundChange'] = { betDelta: 0n, winDelta: 0n, status: null };

/**
 * The end every accepted bet, win and rollback shares, inside its transaction, in one statement
 * (casino_wallet_post): the ledger posting planned by the money step (`casino_bet` cash -> house,
 * `casino_win` / `casino_rollback` house -> cash; nothing for 0 won; a bet beyond the cash throws the
 * money step's refusal), then the transaction row under the provider's unique id with the answer a
 * repeat will get, and the round's new totals (a bet's new round inserted first).
 */
export async function postWalletMovement(db: Db, trx: Trx, movement: WalletMovement): Promise<WalletOutcome> {
  const { amount, memberId, cashAccountId } = movement;
  const member = memberAccount(cashAccountId);
  const isBet = movement.kind === 'bet';
  const step = moneyStep(db);
  // The transaction id's unique row is written in this same statement: the key moves money once.
  const posting =
    amount > 0n
      ? await step.plan(trx, {
          why: `casino_${movement.kind}`,
          amount,
          from: isBet ? member : house(memberId),
          to: isBet ? house(memberId) : member,
          key: `casino:${movement.providerId}:${movement.uuid}`,
          reference: `casino_round:${movement.roundId}`,
        })
      : null;
  const posted = await step.post(
    () =>
      postWalletCall(trx, {
        ...movement,
        newRound: movement.newRound ?? null,
        roundChange: movement.roundChange ?? noRoundChange,
        undoneBetId: movement.undoneBetId ?? null,
        // balanceAnswer's fields but the balance, which the statement adds after the posting.
        answer: { status: walletStatus.ok, user: String(memberId), currency: walletCurrency },
        posting,
      }),
    (written) => written.kind === 'duplicate',
  );
  if (posted.kind === 'duplicate') throw new Error('A ledger key used before was not refused');
  return {
    answer: balanceAnswer(walletStatus.ok, memberId, posted.balance),
    movedMemberId: amount > 0n ? memberId : null,
  };
}
