import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** A depth of the partner tree and its staff-set name (본사, 부본사, 총판, 매장; migration 0041). */
export interface PartnerLevelTable {
  depth: number;
  name: string;
}

/** One of a partner's join codes (migration 0041): lowercase, unique; a disabled code takes no joins. */
export interface PartnerJoinCodeTable {
  id: Generated<number>;
  partner_id: number;
  code: string;
  is_enabled: Generated<boolean>;
  created_at: Timestamp;
}

/** A partner's commission rate for a product and folder bucket (0 = the whole product; migration 0041). */
export interface PartnerRateTable {
  partner_id: number;
  product: 'prematch' | 'inplay' | 'minigame' | 'virtual' | 'casino' | 'slot';
  folders: Generated<number>;
  kind: 'rolling' | 'losing';
  rate_bp: number;
  updated_at: Timestamp;
}

/** A member moved from one partner to another, by staff or by the partner above both (migration 0041). */
export interface MemberPartnerMoveTable {
  id: Generated<bigint>;
  member_id: number;
  from_partner_id: number;
  to_partner_id: number;
  moved_at: Timestamp;
  staff_id: number | null;
  by_member_id: number | null;
}

/** The partner tree's tables. */
export interface AgencyTables {
  partner_level: PartnerLevelTable;
  partner_join_code: PartnerJoinCodeTable;
  partner_rate: PartnerRateTable;
  member_partner_move: MemberPartnerMoveTable;
}
