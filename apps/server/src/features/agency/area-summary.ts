import { type AgencyProduct, agencyProducts } from '@hanpan/core/agency/products';
import type { AgencySummaryData, AgencySummaryDay } from '@hanpan/core/api/agency';
import { kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import type { Db } from '../../lib/db/database.ts';
import { presentMoney } from '../../lib/http/money.ts';
import { emptyFigures, type PlayFigures, presentFigures } from './area-figures.ts';
import type { AgencyScope } from './area-scope.ts';
import { settledCommission } from './statements-repository.ts';
import { approvedByDay, memberCounts, playByDay } from './summary-repository.ts';

/** The subtree's members, sign-ups, money and play over the KST days [from, to]. */
export async function readAgencySummary(
  db: Db,
  scope: AgencyScope,
  from: string,
  to: string,
): Promise<AgencySummaryData> {
  const ids = [...scope.partners.keys()];
  const start = kstDayStart(from);
  const end = kstDayStart(kstDayPlus(to, 1));
  const [play, deposits, withdrawals, members, commission] = await Promise.all([
    playByDay(db, ids, start, end),
    approvedByDay(db, 'deposit', ids, start, end),
    approvedByDay(db, 'withdrawal', ids, start, end),
    memberCounts(db, ids, start, end),
    settledCommission(db, scope.rootId, from, to),
  ]);
  const days = new Map<
    string,
    { joined: bigint; deposits: bigint; withdrawals: bigint; stakes: bigint; payouts: bigint }
  >();
  for (let day = from; day <= to; day = kstDayPlus(day, 1)) {
    days.set(day, { joined: 0n, deposits: 0n, withdrawals: 0n, ...emptyFigures() });
  }
  const products = new Map<AgencyProduct, PlayFigures>(
    agencyProducts.map((product) => [product, emptyFigures()]),
  );
  const totals = emptyFigures();
  for (const row of play) {
    const day = days.get(row.day);
    const product = products.get(row.product);
    if (day) {
      day.stakes += row.stakes;
      day.payouts += row.payouts;
    }
    if (product) {
      product.stakes += row.stakes;
      product.payouts += row.payouts;
    }
    totals.stakes += row.stakes;
    totals.payouts += row.payouts;
  }
  for (const row of deposits) {
    const day = days.get(row.day);
    if (day) day.deposits += row.amount;
  }
  for (const row of withdrawals) {
    const day = days.get(row.day);
    if (day) day.withdrawals += row.amount;
  }
  for (const row of members.joinedByDay) {
    const day = days.get(row.day);
    if (day) day.joined += row.amount;
  }
  const dayList: AgencySummaryDay[] = [...days].map(([day, figures]) => ({
    day,
    newMembers: Number(figures.joined),
    deposits: presentMoney(figures.deposits),
    withdrawals: presentMoney(figures.withdrawals),
    ...presentFigures(figures),
  }));
  return {
    from,
    to,
    members: members.total,
    newMembers: dayList.reduce((sum, day) => sum + day.newMembers, 0),
    deposits: dayList.reduce((sum, day) => sum + day.deposits, 0),
    withdrawals: dayList.reduce((sum, day) => sum + day.withdrawals, 0),
    totals: presentFigures(totals),
    commission: commission === null ? null : presentMoney(commission),
    days: dayList,
    products: [...products].map(([product, figures]) => ({ product, ...presentFigures(figures) })),
  };
}
