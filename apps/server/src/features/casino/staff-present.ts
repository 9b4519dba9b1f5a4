import type { CasinoRoundStatus } from '@hanpan/core/api/casino';
import type { StaffCasinoRoundView, StaffCasinoTransactionView } from '@hanpan/core/api/staff-casino';
import type { pageStaffRounds, pageStaffTransactions } from './staff-history-repository.ts';

type RoundRow = Awaited<ReturnType<typeof pageStaffRounds>>['rows'][number];
type TransactionRow = Awaited<ReturnType<typeof pageStaffTransactions>>['rows'][number];

/** A round as the back office shows it. */
export const presentStaffRound = (row: RoundRow): StaffCasinoRoundView => ({
  id: String(row.id),
  round: row.round,
  member: { id: row.memberId, loginId: row.loginId, nick: row.nick },
  game: { id: row.gameId, name: row.gameName, providerName: row.providerName },
  stake: Number(row.stake),
  win: Number(row.win),
  status: row.status as CasinoRoundStatus,
  transactionCount: Number(row.transactionCount),
  startedAt: row.startedAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/** A wallet transaction as the back office shows it. */
export const presentStaffTransaction = (row: TransactionRow): StaffCasinoTransactionView => ({
  id: String(row.id),
  providerName: row.providerName,
  transactionId: row.transactionId,
  referenceTransactionId: row.referenceTransactionId,
  kind: row.kind,
  status: row.status,
  amount: Number(row.amount),
  balanceAfter: row.balanceAfter === null ? null : Number(row.balanceAfter),
  round: row.round,
  roundId: String(row.roundId),
  game: { id: row.gameId, name: row.gameName },
  member: { id: row.memberId, loginId: row.loginId, nick: row.nick },
  ledgerTxId: row.ledgerTxId === null ? null : String(row.ledgerTxId),
  createdAt: row.createdAt.toISOString(),
});
