import type { Generated } from 'kysely';
import type { NullableTimestamp } from './column-types.ts';

/** A bank change request's state (migration 0048). */
export type BankChangeStatus = 'pending' | 'approved' | 'rejected';

/** A member's request for a new payout bank account, decided by staff (migration 0048). */
export interface BankChangeRequestTable {
  id: Generated<number>;
  member_id: number;
  bank_name: string;
  bank_account: string;
  bank_holder: string;
  before_bank_name: string;
  before_bank_account: string;
  before_bank_holder: string;
  status: Generated<BankChangeStatus>;
  reason: string | null;
  created_at: Date;
  decided_at: NullableTimestamp;
  decided_by: number | null;
}

/** The account feature's tables. */
export interface AccountTables {
  bank_change_request: BankChangeRequestTable;
}
