import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { sumDepositsSince as sumDeposits } from './deposit-sums-repository.ts';

/**
 * Checks a deposit request inside its transaction before it is written (player protection: a block
 * or a deposit limit); null lets it through, else the code and Korean message of the refusal.
 */
export type DepositGuard = (
  trx: Trx,
  request: { memberId: number; amount: bigint },
) => Promise<{ code: number; message: string } | null>;

/** A member's pending and approved deposit requests since each instant (what counts against a deposit limit). */
export const sumDepositsSince = (reader: Db, memberId: number, since: readonly Date[]): Promise<bigint[]> =>
  sumDeposits(reader, memberId, since);
