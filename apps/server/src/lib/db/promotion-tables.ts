import type { ColumnType, Generated } from 'kysely';
import type { Int8, NullableTimestamp, Timestamp } from './column-types.ts';

/** A coupon staff defined (migration 0010). */
export interface CouponTable {
  id: Generated<number>;
  name: string;
  reward_kind: 'cash' | 'point';
  amount: bigint;
  mode: 'single_code' | 'multi_code' | 'issued';
  /** Upper case; null for an 'issued' coupon. */
  code: string | null;
  expires_at: Date;
  revoked_at: NullableTimestamp;
  use_count: Generated<number>;
  created_by: number;
  created_at: Timestamp;
}

/** One member's copy of a coupon (migration 0010); one per member and coupon. */
export interface MemberCouponTable {
  id: Generated<number>;
  coupon_id: number;
  member_id: number;
  status: ColumnType<'unused' | 'used' | 'revoked', 'unused' | 'used' | 'revoked' | undefined>;
  issued_at: Timestamp;
  used_at: NullableTimestamp;
  ledger_tx_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
}

/** One member's check-in on one KST day (migration 0010). */
export interface AttendanceTable {
  member_id: number;
  /** 'YYYY-MM-DD' (the date type is parsed as text by both drivers). */
  kst_day: string;
  streak: number;
  points: Int8;
  ledger_tx_id: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  created_at: Timestamp;
}

/** The coupon and check-in tables. */
export interface PromotionTables {
  coupon: CouponTable;
  member_coupon: MemberCouponTable;
  attendance: AttendanceTable;
}
