import {
  type Statement,
  type StatementRequest,
  statementKinds,
  statementProducts,
} from '@hanpan/core/api/account-statement';
import { kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import type { Db } from '../../lib/db/database.ts';
import { sumMemberCashByKind } from '../wallet/index.ts';

const sumOf = (totals: ReadonlyMap<string, bigint>, kinds: readonly string[]) =>
  kinds.reduce((sum, kind) => sum + (totals.get(kind) ?? 0n), 0n);

/**
 * 입출금·베팅 요약: the member's approved deposits, paid withdrawals and per product stakes, payouts
 * (wins, refunds, rollbacks, reversals) and net for the KST days from..to, from one grouped ledger read.
 */
export async function buildStatement(db: Db, memberId: number, period: StatementRequest): Promise<Statement> {
  const productKinds = statementProducts.flatMap((p) => [
    ...statementKinds[p].stakes,
    ...statementKinds[p].payouts,
  ]);
  const rows = await sumMemberCashByKind(db, {
    memberId,
    kinds: ['charge', 'exchange_payout', ...productKinds],
    from: kstDayStart(period.from),
    until: kstDayStart(kstDayPlus(period.to, 1)),
  });
  const totals = new Map(rows.map((row) => [row.kind, row.amount]));
  const lines = statementProducts.map((product) => {
    // Stakes post as debits of the member's cash, payouts as credits (a reversal as a debit).
    const stakes = -sumOf(totals, statementKinds[product].stakes);
    const payouts = sumOf(totals, statementKinds[product].payouts);
    return { product, stakes, payouts, net: payouts - stakes };
  });
  const total = lines.reduce(
    (sum, line) => ({
      stakes: sum.stakes + line.stakes,
      payouts: sum.payouts + line.payouts,
      net: sum.net + line.net,
    }),
    { stakes: 0n, payouts: 0n, net: 0n },
  );
  return {
    from: period.from,
    to: period.to,
    deposits: Number(totals.get('charge') ?? 0n),
    withdrawals: Number(-(totals.get('exchange_payout') ?? 0n)),
    lines: lines.map((line) => ({
      product: line.product,
      stakes: Number(line.stakes),
      payouts: Number(line.payouts),
      net: Number(line.net),
    })),
    total: { stakes: Number(total.stakes), payouts: Number(total.payouts), net: Number(total.net) },
  };
}
