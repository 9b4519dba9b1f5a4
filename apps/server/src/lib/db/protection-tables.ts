import type { ColumnType } from 'kysely';
import type { NullableTimestamp } from './column-types.ts';

/** A member's protection row (migration 0047): the block in force and the reality check; one per member. */
export interface MemberProtectionTable {
  member_id: number;
  block_kind: 'timeout' | 'selfExclusion' | null;
  block_until: NullableTimestamp;
  block_started_at: NullableTimestamp;
  /** When the member asked to return after a self-exclusion ended (they return 24 hours later). */
  block_return_asked_at: NullableTimestamp;
  reality_check_minutes: ColumnType<number, number | undefined, number>;
  /** When the member last set a limit or tapped 나중에 on the deposit-limit question. */
  ask_answered_at: NullableTimestamp;
}

/** One limit of a member (migration 0047): own and staff amounts, and a pending change of the own. */
export interface ProtectionLimitTable {
  member_id: number;
  kind: 'deposit' | 'loss' | 'stake';
  window: 'day' | 'week' | 'month' | 'bet';
  own_amount: bigint | null;
  own_set_at: NullableTimestamp;
  staff_amount: bigint | null;
  staff_id: number | null;
  /** Set while an increase or removal waits out its cooling-off; pending_amount null is a removal. */
  pending_applies_at: NullableTimestamp;
  pending_amount: bigint | null;
}

/** The protection tables. */
export interface ProtectionTables {
  member_protection: MemberProtectionTable;
  protection_limit: ProtectionLimitTable;
}
