import {
  type StaffCasinoGgr,
  type StaffCasinoReconciliation,
  staffCasinoText,
} from '@hanpan/core/api/staff-casino';
import { kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import type { Db } from '../../lib/db/database.ts';
import { AppError } from '../../lib/http/app-error.ts';
import type { FetchProviderTransactions } from './provider-report.ts';
import { findProviderById } from './provider-repository.ts';
import { reconcile, totalsOf } from './reconciliation.ts';
import { operatorTransactionsOf, orphanLedgerPostingsOf } from './reconciliation-repository.ts';
import { ggrByGame } from './staff-history-repository.ts';

const maxRangeDays = 92;

/** The instants [from, until) of KST dates, inclusive; code 2 when reversed or longer than 92 days. */
export function kstRangeOf(from: string, until: string): { from: Date; until: Date } {
  const start = kstDayStart(from);
  const end = kstDayStart(kstDayPlus(until, 1));
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) {
    throw new AppError('invalidInput', staffCasinoText.badDate);
  }
  if (end.getTime() - start.getTime() > maxRangeDays * 86_400_000) {
    throw new AppError('invalidInput', staffCasinoText.badRange);
  }
  return { from: start, until: end };
}

/** The back office's casino reports: the daily reconciliation and the GGR per game. */
export function createStaffCasinoReportsService(deps: {
  db: Db;
  now: () => Date;
  fetchProviderTransactions: FetchProviderTransactions;
}) {
  const { db, now } = deps;
  return {
    /**
     * One KST day of a provider: its own transaction list (fetched, signature verified) against our
     * wallet transactions, and ours against the ledger; null when the provider is unknown, a refusal
     * message when its list cannot be read.
     */
    async reconciliation(
      providerId: number,
      date: string,
    ): Promise<StaffCasinoReconciliation | { kind: 'refused'; message: string }> {
      const range = kstRangeOf(date, date);
      const provider = await findProviderById(db, providerId);
      if (!provider) return { kind: 'refused', message: staffCasinoText.unknownProvider };
      let theirs: Awaited<ReturnType<FetchProviderTransactions>>;
      try {
        theirs = await deps.fetchProviderTransactions(provider, date);
      } catch {
        return { kind: 'refused', message: staffCasinoText.providerUnreachable };
      }
      const [ours, orphans] = await Promise.all([
        operatorTransactionsOf(db, providerId, range.from, range.until),
        orphanLedgerPostingsOf(db, providerId, range.from, range.until),
      ]);
      return {
        date,
        provider: { id: provider.id, name: provider.name },
        operatorTotals: totalsOf(
          ours
            .filter((tx) => tx.status !== 'cancelled')
            .map((tx) => ({ kind: tx.kind, amount: Number(tx.amount) })),
        ),
        providerTotals: totalsOf(theirs),
        differences: reconcile(theirs, ours, orphans),
        checkedAt: now().toISOString(),
      };
    },

    /** Gross gaming revenue per game over KST dates, with the total. */
    async ggr(body: { from: string; until: string; category?: 'casino' | 'slot' }): Promise<StaffCasinoGgr> {
      const range = kstRangeOf(body.from, body.until);
      const { rows, totalPlayers } = await ggrByGame(db, { ...range, category: body.category });
      const list = rows.map((row) => {
        const bets = Number(row.bets);
        const wins = Number(row.wins);
        return {
          game: {
            id: row.gameId,
            name: row.gameName,
            providerName: row.providerName,
            category: row.category,
          },
          rounds: Number(row.rounds),
          players: Number(row.players),
          bets,
          wins,
          ggr: bets - wins,
          actualRtpBp: bets > 0 ? Math.round((wins * 10_000) / bets) : null,
          theoreticalRtpBp: row.rtpBp,
        };
      });
      const sum = (pick: (row: (typeof list)[number]) => number) =>
        list.reduce((total, row) => total + pick(row), 0);
      return {
        list,
        total: {
          rounds: sum((row) => row.rounds),
          players: totalPlayers,
          bets: sum((row) => row.bets),
          wins: sum((row) => row.wins),
          ggr: sum((row) => row.ggr),
        },
      };
    },
  };
}
