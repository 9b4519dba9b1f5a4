import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.ts';

/** 'YYYY-MM-DD' (the date type is parsed as text by both drivers). */
type KstDay = string;

/** Where a partner's day stands: paid at the run, held for review, paid on release, or nothing to pay (a net negative). */
export type AgencySettlementStatus = 'paid' | 'held' | 'released' | 'adjusted';

/** A partner's settlement of one KST day (migration 0043): unique per partner and day. */
export interface AgencySettlementTable {
  id: Generated<bigint>;
  partner_id: number;
  day: KstDay;
  status: AgencySettlementStatus;
  /** The sum of its lines, whole won; below 0 only when adjustments took back more than the day earned. */
  amount: bigint;
  /** The posting from the commission account to the owner's agency cash; null while held or when 0. */
  ledger_tx_id: bigint | null;
  run_at: Timestamp;
  released_at: NullableTimestamp;
  released_by: number | null;
  release_reason: string | null;
  /** The first of two staff approving a release above the dual-approval line (migration 0044). */
  first_approved_by: number | null;
  first_approved_at: NullableTimestamp;
}

/** One line of a settlement's statement (migration 0043). */
export interface AgencySettlementLineTable {
  id: Generated<bigint>;
  settlement_id: bigint;
  /** 'settlement': a line over the whole settlement (a carried negative day, a staff adjustment). */
  product: 'prematch' | 'inplay' | 'minigame' | 'virtual' | 'casino' | 'slot' | 'settlement';
  folders: 0 | 1 | 2 | 3 | 4;
  kind: 'rolling' | 'losing' | 'carried' | 'manual';
  /** null: the partner's own members (or its whole subtree in 'own' mode); else the child's subtree. */
  source_partner_id: number | null;
  base: bigint;
  rate_bp: number;
  carry_in: bigint;
  carry_out: bigint;
  amount: bigint;
  /** A correction of an earlier day (for_day) after its bets were resettled. */
  is_adjustment: boolean;
  for_day: KstDay;
  /** A 'carried' line's negative settlement (migration 0044): each is carried once. */
  carried_from_id: bigint | null;
}

/** A partner whose settlements staff hold for review until released (migration 0043). */
export interface AgencySettlementHoldTable {
  partner_id: number;
  reason: string;
  staff_id: number;
  held_at: Timestamp;
}

/** A KST day whose settlement run finished (migration 0043): the scheduled run skips it. */
export interface AgencySettlementRunTable {
  day: KstDay;
  finished_at: Timestamp;
}

/** The daily settlement's tables. */
export interface AgencySettlementTables {
  agency_settlement: AgencySettlementTable;
  agency_settlement_line: AgencySettlementLineTable;
  agency_settlement_hold: AgencySettlementHoldTable;
  agency_settlement_run: AgencySettlementRunTable;
}
