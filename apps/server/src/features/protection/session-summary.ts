import type { SessionSummary } from '@hanpan/core/api/protection';
import type { Db } from '../../lib/db/database.ts';
import { readSessionStart } from '../auth/index.ts';
import { getMemberAccounts, sumPlaySince } from '../wallet/index.ts';
import { findProtection } from './repository.ts';

/**
 * The header clock and reality check of /api/account/session: when this session signed in, and the
 * member's stakes and net position (payouts minus stakes) on their cash since then, from the ledger.
 */
export async function readSessionSummary(
  db: Db,
  member: { id: number; tokenHash: string },
): Promise<SessionSummary | null> {
  const [startedAt, accounts, protection] = await Promise.all([
    readSessionStart(db, member.id, member.tokenHash),
    getMemberAccounts(db, member.id),
    findProtection(db, member.id),
  ]);
  if (!startedAt || !protection) return null;
  const [play] = accounts.cash === undefined ? [] : await sumPlaySince(db, accounts.cash, [startedAt]);
  return {
    startedAt: startedAt.toISOString(),
    stakes: Number(play?.stakes ?? 0n),
    net: Number(play?.net ?? 0n),
    realityCheckMinutes: protection.realityCheckMinutes,
  };
}
