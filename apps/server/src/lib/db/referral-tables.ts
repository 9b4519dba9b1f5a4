import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.ts';

/** A member's own referral code (migration 0042); stored lowercase, compared case-insensitively. */
export interface ReferralCodeTable {
  member_id: number;
  code: string;
}

/** Why a referee earns their referrer nothing (migration 0042; 'sameDevice' 0045). */
export type ReferralRefusalReason =
  | 'selfReferral'
  | 'samePhone'
  | 'sameBankAccount'
  | 'sameIp'
  | 'sameDevice';

/** A member who joined with another member's referral code (migration 0042). */
export interface ReferralTable {
  referee_id: number;
  referrer_id: number;
  is_qualified: boolean;
  refusal_reason: ReferralRefusalReason | null;
  created_at: Timestamp;
}

/** One referrer reward for one approved referee deposit (migration 0042): pending until its ledger posting. */
export interface ReferralRewardTable {
  id: Generated<number>;
  charge_id: number;
  referee_id: number;
  referrer_id: number;
  deposit_amount: bigint;
  amount: bigint;
  status: ColumnType<'pending' | 'paid', 'pending' | 'paid' | undefined, 'pending' | 'paid'>;
  ledger_tx_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
}

/** The referral feature's tables. */
export interface ReferralTables {
  referral_code: ReferralCodeTable;
  referral: ReferralTable;
  referral_reward: ReferralRewardTable;
}
