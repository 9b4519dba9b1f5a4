import {
  type WalletBalanceReply,
  type WalletStatus,
  walletCurrency,
  walletStatus,
} from '@hanpan/core/api/casino-wallet';
import { hashToken } from '../../lib/crypto/tokens.ts';
import type { Db } from '../../lib/db/database.ts';
import { uniqueViolationConstraint } from '../../lib/db/errors.ts';
import { sessionPolicy } from '../auth/index.ts';
import type { WalletProviderRow } from './provider-repository.ts';
import { findWalletToken, type WalletTokenRow, type WalletTxRow } from './wallet-repository.ts';

// What the wallet's calls share: the answer shapes, judging a token, and replaying a transaction id.

/** An answer without the request id (stored for repeats; the service echoes each request's id). */
export type WalletAnswer = Omit<WalletBalanceReply, 'request_uuid'>;

/** What a transaction call did: its answer, and the member whose cash moved (null when none did). */
export type WalletOutcome = { answer: WalletAnswer; movedMemberId: number | null };

/** What the transaction calls need. */
export type WalletContext = {
  db: Db;
  provider: WalletProviderRow;
};

/** An answer with only a status. */
export const statusAnswer = (status: WalletStatus): WalletAnswer => ({ status });

/** An answer with the member's balance. */
export const balanceAnswer = (status: WalletStatus, memberId: number, balance: bigint): WalletAnswer => ({
  status,
  user: String(memberId),
  currency: walletCurrency,
  balance: Number(balance),
});

/** An outcome that moved nothing. */
export const refusal = (status: WalletStatus): WalletOutcome => ({
  answer: statusAnswer(status),
  movedMemberId: null,
});

/** The member id a wallet `user` names, or null. */
export function memberIdOf(user: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(user)) return null;
  const id = Number(user);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The token's row when it is this provider's token of this member, else a refusal. For a bet (`isBet`)
 * it must also be unexpired, its login session live (not logged out or expired) and the member may
 * bet; wins and rollbacks are never refused for those (the provider must be able to finish rounds).
 */
export async function judgeToken(
  db: Db,
  provider: WalletProviderRow,
  token: string,
  memberId: number | null,
  isBet: boolean,
): Promise<WalletTokenRow | WalletStatus> {
  return judgeTokenRow(await findWalletToken(db, hashToken(token)), provider, memberId, isBet);
}

/** judgeToken's rules on a token row already read (null: unknown token). */
export function judgeTokenRow(
  row: WalletTokenRow | null,
  provider: WalletProviderRow,
  memberId: number | null,
  isBet: boolean,
): WalletTokenRow | WalletStatus {
  if (!row || row.providerId !== provider.id || (memberId !== null && row.memberId !== memberId)) {
    return walletStatus.invalidToken;
  }
  if (!isBet) return row;
  if (row.expiresAt.getTime() <= row.now.getTime()) return walletStatus.tokenExpired;
  const isSessionLive =
    row.sessionEndedAt === null &&
    row.sessionExpiresAt !== null &&
    row.sessionExpiresAt.getTime() > row.now.getTime() &&
    row.sessionLastSeenAt !== null &&
    row.now.getTime() - row.sessionLastSeenAt.getTime() < sessionPolicy.idleTtlMs;
  if (!isSessionLive) return walletStatus.invalidToken;
  if (row.memberStatus !== 'active' || row.isBettingBlocked) return walletStatus.userDisabled;
  return row;
}

/**
 * The answer to a transaction id seen before: the stored answer when the body is the same, the
 * 'rolled back' refusal for a bet whose rollback came first, else the duplicate refusal.
 */
export function replayOf(
  existing: WalletTxRow,
  kind: WalletTxRow['kind'],
  fingerprint: string,
): WalletOutcome {
  if (existing.status === 'cancelled' && existing.kind === 'bet' && kind === 'bet') {
    return refusal(walletStatus.transactionRolledBack);
  }
  if (existing.fingerprint !== fingerprint || existing.answer === null) {
    return refusal(walletStatus.duplicateTransaction);
  }
  return { answer: existing.answer as WalletAnswer, movedMemberId: null };
}

/** True for a unique violation of the wallet's keys (a racing call of another member took the id). */
export function isWalletKeyRace(error: unknown): boolean {
  const constraint = uniqueViolationConstraint(error);
  return constraint === 'casino_tx_key' || constraint === 'casino_round_key';
}
