import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.ts';

/** Who a staff send reaches: one member, chosen members, a point grade, a partner's members, or everyone. */
export type MessageTargetKind = 'member' | 'members' | 'grade' | 'partner' | 'all';

/** A staff send delivered in background batches (migration 0009). */
export interface MessageSendJobTable {
  id: Generated<number>;
  staff_id: number | null;
  target_kind: MessageTargetKind;
  /** The member, grade or partner; null for 'all' and 'members' (see message_send_recipient). */
  target_id: number | null;
  title: string;
  body: string;
  total: number;
  sent: Generated<number>;
  max_member_id: number;
  last_member_id: Generated<number>;
  done_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A member a send to chosen members goes to (migration 0012). */
export interface MessageSendRecipientTable {
  job_id: number;
  member_id: number;
}

/** A text staff reuse (migration 0009). */
export interface MessageTemplateTable {
  id: Generated<number>;
  kind: 'message' | 'inquiry';
  title: string;
  body: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Where an inquiry stands. */
export type InquiryStatus = 'waiting' | 'answered' | 'closed';

/** A member's 1:1 inquiry (migration 0009). */
export interface InquiryTable {
  id: Generated<number>;
  member_id: number;
  category: string;
  title: string;
  body: string;
  status: ColumnType<InquiryStatus, InquiryStatus | undefined, InquiryStatus>;
  answer: string | null;
  answered_at: NullableTimestamp;
  answered_by: number | null;
  assigned_staff_id: number | null;
  closed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** The tables of messages and inquiries. */
export interface MessagesTables {
  message_send_job: MessageSendJobTable;
  message_send_recipient: MessageSendRecipientTable;
  message_template: MessageTemplateTable;
  inquiry: InquiryTable;
}
