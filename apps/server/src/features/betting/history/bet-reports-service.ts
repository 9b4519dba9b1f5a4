import { staffPageSize } from '@hanpan/core/api/staff-codes';
import type {
  StaffBetDetail,
  StaffDailyTotals,
  StaffDebtList,
  StaffLedgerTx,
  StaffUnsettled,
} from '@hanpan/core/api/staff-settlement';
import { marketName } from '@hanpan/core/sports/markets';
import { cartPickText } from '@hanpan/core/sports/picks';
import type { Db } from '../../../lib/db/database.ts';
import { dailyTotalsOf } from '../limits/daily-totals.ts';
import {
  findBet,
  readBetDebtTxIds,
  readBetDetailLegs,
  readBetLedger,
  readBetSettlements,
} from './bet-detail-repository.ts';
import { listBetDebts, listUnsettledBets } from './bet-reports-repository.ts';

const hourMs = 60 * 60 * 1000;
const unsettledLimit = 500;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The back office's bet detail and betting reports (unsettled queue, debts, daily totals). */
export function createBetReportsService(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return {
    /** One bet with its legs (feed, manual and leg values), ledger lines and settlements; null when unknown. */
    async betDetail(betId: bigint): Promise<StaffBetDetail | null> {
      const bet = await findBet(deps.db, betId);
      if (!bet) return null;
      const [legs, settlements, debtTxIds] = await Promise.all([
        readBetDetailLegs(deps.db, betId),
        readBetSettlements(deps.db, betId),
        readBetDebtTxIds(deps.db, betId),
      ]);
      const txIds = [bet.stakeTxId, ...debtTxIds];
      for (const settlement of settlements) {
        if (settlement.reversalTxId !== null) txIds.push(settlement.reversalTxId);
        if (settlement.payoutTxId !== null) txIds.push(settlement.payoutTxId);
      }
      const ledger: StaffLedgerTx[] = [];
      for (const line of await readBetLedger(deps.db, txIds)) {
        let tx = ledger.at(-1);
        if (tx?.txId !== String(line.txId)) {
          tx = {
            txId: String(line.txId),
            kind: line.kind,
            reference: line.reference,
            createdAt: new Date(line.createdAt).toISOString(),
            entries: [],
          };
          ledger.push(tx);
        }
        tx.entries.push({
          accountId: line.accountId,
          accountKind: line.accountKind,
          loginId: line.loginId,
          amount: Number(line.amount),
        });
      }
      return {
        bet: {
          id: String(bet.id),
          memberId: bet.memberId,
          loginId: bet.loginId,
          nick: bet.nick,
          kind: bet.kind,
          status: bet.status,
          stake: Number(bet.stake),
          totalOdds: bet.totalOdds,
          bonusRate: bet.bonusRate,
          potentialPayout: Number(bet.potentialPayout),
          payout: bet.payout === null ? null : Number(bet.payout),
          settledOdds: bet.settledOdds,
          settleVersion: bet.settleVersion,
          placedAt: bet.placedAt.toISOString(),
          settledAt: iso(bet.settledAt),
        },
        legs: legs.map((leg) => ({
          legNo: leg.legNo,
          fixtureId: Number(leg.fixtureId),
          fixtureStatus: leg.fixtureStatus,
          startAt: leg.startAt.toISOString(),
          leagueName: leg.leagueName ?? '',
          homeName: leg.homeName,
          awayName: leg.awayName,
          marketId: leg.marketId,
          marketName: marketName(leg.sportId, leg.marketId),
          outcomeId: String(leg.outcomeId),
          pickText: cartPickText(leg.pickName, leg.baseLine ?? ''),
          odds: leg.odds,
          status: leg.status,
          settlement: leg.settlement,
          feedSettlement: leg.feedSettlement,
          manualSettlement: leg.manualSettlement,
        })),
        ledger,
        settlements: settlements.map((row) => ({
          version: row.version,
          status: row.status,
          payout: Number(row.payout),
          previousPayout: Number(row.previousPayout),
          source: row.source,
          payoutTxId: row.payoutTxId === null ? null : String(row.payoutTxId),
          reversalTxId: row.reversalTxId === null ? null : String(row.reversalTxId),
          createdAt: new Date(row.createdAt).toISOString(),
        })),
      };
    },

    /** Markets with open legs and no result although their fixture finished or started `hours` ago. */
    async unsettled(hours: number): Promise<StaffUnsettled> {
      const rows = await listUnsettledBets(
        deps.db,
        new Date(now().getTime() - hours * hourMs),
        unsettledLimit,
      );
      const items = rows.map((row) => ({
        fixtureId: Number(row.fixtureId),
        leagueName: row.leagueName ?? '',
        homeName: row.homeName,
        awayName: row.awayName,
        startAt: row.startAt.toISOString(),
        fixtureStatus: row.fixtureStatus,
        marketId: row.marketId,
        marketName: marketName(row.sportId, row.marketId),
        legs: row.legs,
        bets: row.bets,
        stake: Number(row.stake),
      }));
      return {
        hours,
        items,
        totals: {
          fixtures: new Set(items.map((item) => item.fixtureId)).size,
          // A combination with legs in two waiting markets counts in both rows; the total counts legs' bets per market.
          bets: items.reduce((sum, item) => sum + item.bets, 0),
          stake: items.reduce((sum, item) => sum + item.stake, 0),
        },
      };
    },

    /** One page of member debts (open only, or all). */
    async debts(filter: { status: 'open' | 'all'; page: number }): Promise<StaffDebtList> {
      const result = await listBetDebts(deps.db, {
        isOpenOnly: filter.status === 'open',
        offset: (filter.page - 1) * staffPageSize,
        limit: staffPageSize,
      });
      return {
        items: result.rows.map((row) => ({
          id: String(row.id),
          memberId: row.memberId,
          loginId: row.loginId,
          nick: row.nick,
          betId: row.betId === null ? null : String(row.betId),
          amount: Number(row.amount),
          repaid: Number(row.repaid),
          createdAt: new Date(row.createdAt).toISOString(),
          clearedAt: iso(row.clearedAt),
        })),
        page: filter.page,
        pageSize: staffPageSize,
        total: result.total,
        totals: { openCount: result.openCount, outstanding: Number(result.outstanding) },
      };
    },

    /** Stakes, payouts, GGR and counts per product for the last 14 KST days, newest first. */
    dailyTotals(): Promise<StaffDailyTotals> {
      return dailyTotalsOf(deps.db, now());
    },
  };
}

/** The bet reports service. */
export type BetReportsService = ReturnType<typeof createBetReportsService>;
