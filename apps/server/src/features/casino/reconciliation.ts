import type {
  CasinoTransactionKind,
  ReconciliationDifference,
  ReconciliationTotals,
} from '@hanpan/core/api/staff-casino';
import type { ProviderReportTransaction } from './provider-report.ts';

// The daily reconciliation's comparison, pure: the provider's list against our wallet transactions,
// and our wallet transactions against their ledger postings.

/** One of our wallet transactions with its ledger posting's amount on the member's cash. */
export type OperatorTransaction = {
  transactionId: string;
  kind: CasinoTransactionKind;
  status: 'posted' | 'rolled_back' | 'cancelled';
  amount: bigint;
  ledgerTxId: bigint | null;
  ledgerKind: string | null;
  ledgerAmount: string | null;
};

/** A casino posting of the provider no wallet transaction points at. */
export type OrphanPosting = { kind: string; idempotencyKey: string; memberAmount: string };

const ledgerKindOf = { bet: 'casino_bet', win: 'casino_win', rollback: 'casino_rollback' } as const;

/** Totals of transactions by kind (amounts in won). */
export function totalsOf(list: { kind: CasinoTransactionKind; amount: number }[]): ReconciliationTotals {
  const totals = { count: list.length, bet: 0, win: 0, rollback: 0 };
  for (const item of list) totals[item.kind] += item.amount;
  return totals;
}

/**
 * Every difference: a transaction only one side has, another kind or amount (a rollback's amount is
 * not compared: ours is what was refunded, 0 when the bet never came or was undone before), a posting
 * of ours without its ledger transaction or with another amount, and a ledger posting without ours.
 * A bet we keep as 'cancelled' (its rollback came first) is never flagged: nothing was posted for it.
 */
export function reconcile(
  provider: ProviderReportTransaction[],
  operator: OperatorTransaction[],
  orphans: OrphanPosting[],
): ReconciliationDifference[] {
  const differences: ReconciliationDifference[] = [];
  const ours = new Map(operator.map((tx) => [tx.transactionId, tx]));
  const theirs = new Map(provider.map((tx) => [tx.transaction_uuid, tx]));
  const flag = (
    transactionId: string,
    issue: ReconciliationDifference['issue'],
    kind: CasinoTransactionKind | null,
    amounts: { operator?: bigint | null; provider?: number | null; ledger?: string | null } = {},
  ) =>
    differences.push({
      transactionId,
      issue,
      kind,
      operatorAmount:
        amounts.operator === undefined || amounts.operator === null ? null : Number(amounts.operator),
      providerAmount: amounts.provider ?? null,
      ledgerAmount: amounts.ledger === undefined || amounts.ledger === null ? null : Number(amounts.ledger),
    });
  for (const tx of provider) {
    const mine = ours.get(tx.transaction_uuid);
    if (!mine) flag(tx.transaction_uuid, 'missing_at_operator', tx.kind, { provider: tx.amount });
    else if (mine.kind !== tx.kind)
      flag(tx.transaction_uuid, 'kind_differs', tx.kind, { operator: mine.amount, provider: tx.amount });
    else if (mine.status !== 'cancelled' && tx.kind !== 'rollback' && mine.amount !== BigInt(tx.amount)) {
      flag(tx.transaction_uuid, 'amount_differs', tx.kind, { operator: mine.amount, provider: tx.amount });
    }
  }
  for (const tx of operator) {
    if (tx.status === 'cancelled') continue;
    if (!theirs.has(tx.transactionId))
      flag(tx.transactionId, 'missing_at_provider', tx.kind, { operator: tx.amount });
    if (tx.amount === 0n) continue;
    if (tx.ledgerTxId === null || tx.ledgerKind !== ledgerKindOf[tx.kind] || tx.ledgerAmount === null) {
      flag(tx.transactionId, 'ledger_missing', tx.kind, { operator: tx.amount, ledger: tx.ledgerAmount });
    } else if (BigInt(tx.ledgerAmount) !== tx.amount) {
      flag(tx.transactionId, 'ledger_amount_differs', tx.kind, {
        operator: tx.amount,
        ledger: tx.ledgerAmount,
      });
    }
  }
  for (const orphan of orphans) {
    const transactionId = orphan.idempotencyKey.split(':').slice(2).join(':');
    const kind = (Object.entries(ledgerKindOf).find(([, ledger]) => ledger === orphan.kind)?.[0] ??
      null) as CasinoTransactionKind | null;
    const amount = BigInt(orphan.memberAmount);
    flag(transactionId, 'missing_at_operator', kind, { ledger: String(amount < 0n ? -amount : amount) });
  }
  return differences;
}
