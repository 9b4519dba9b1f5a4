import type { Db } from '../../lib/db/database.ts';
import { findMemberAccounts, type MemberAccounts } from './ledger-repository.ts';

/** The ids of the member's cash, point and agency cash accounts (to name them as moneyStep holders). */
export async function getMemberAccounts(db: Db, memberId: number): Promise<MemberAccounts> {
  return findMemberAccounts(db, memberId);
}
