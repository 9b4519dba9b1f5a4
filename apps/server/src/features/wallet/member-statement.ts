import type { Db } from '../../lib/db/database.ts';
import { type MemberKindTotal, sumCashPostingsByKind } from './statement-repository.ts';

export type { MemberKindTotal } from './statement-repository.ts';

/**
 * The signed totals per ledger kind on the member's cash in [from, until), for the member's activity
 * statement; a withdrawal counts as 'exchange_payout' once paid, at the payout's time.
 */
export function sumMemberCashByKind(
  db: Db,
  input: { memberId: number; kinds: readonly string[]; from: Date; until: Date },
): Promise<MemberKindTotal[]> {
  return sumCashPostingsByKind(db, input);
}
