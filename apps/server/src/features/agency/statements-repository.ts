import type { FolderBucket, StatementLineKind, StatementSubject } from '@hanpan/core/agency/products';
import { sql } from 'kysely';
import type { AgencySettlementStatus } from '../../lib/db/agency-settlement-tables.ts';
import type { Db } from '../../lib/db/database.ts';

/** A settled day of one partner, as its statement shows it. */
export type StatementRow = { id: bigint; day: string; status: AgencySettlementStatus; amount: bigint };

/**
 * A line of a statement, with the name of the child partner it earns on: commission of a product, or a
 * whole-settlement line (an earlier negative day carried in, for_day being that day; a staff adjustment).
 */
export type StatementLineRow = {
  settlementId: bigint;
  product: StatementSubject;
  folders: FolderBucket;
  kind: StatementLineKind;
  sourcePartnerId: number | null;
  sourcePartnerName: string | null;
  base: bigint;
  rateBp: number;
  carryIn: bigint;
  carryOut: bigint;
  amount: bigint;
  isAdjustment: boolean;
  forDay: string;
};

/** The settlements of `partnerId` whose KST day is in [from, to], newest first, with their lines. */
export async function listStatements(
  db: Db,
  partnerId: number,
  from: string,
  to: string,
): Promise<{ days: StatementRow[]; lines: StatementLineRow[] }> {
  const days = await db
    .selectFrom('agency_settlement')
    .select(['id', 'day', 'status', 'amount'])
    .where('partner_id', '=', partnerId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day', 'desc')
    .execute();
  return {
    days,
    lines: await listStatementLines(
      db,
      days.map((day) => day.id),
    ),
  };
}

/** The lines of the settlements `settlementIds`, in each settlement's order. */
export async function listStatementLines(
  db: Db,
  settlementIds: readonly bigint[],
): Promise<StatementLineRow[]> {
  if (settlementIds.length === 0) return [];
  return db
    .selectFrom('agency_settlement_line as l')
    .leftJoin('partner as source', 'source.id', 'l.source_partner_id')
    .select([
      'l.settlement_id as settlementId',
      'l.product',
      'l.folders',
      'l.kind',
      'l.source_partner_id as sourcePartnerId',
      'source.name as sourcePartnerName',
      'l.base',
      'l.rate_bp as rateBp',
      'l.carry_in as carryIn',
      'l.carry_out as carryOut',
      'l.amount',
      'l.is_adjustment as isAdjustment',
      'l.for_day as forDay',
    ])
    .where('l.settlement_id', 'in', [...settlementIds])
    .orderBy('l.settlement_id')
    .orderBy('l.id')
    .execute();
}

/** The sum of the settlements of `partnerId` whose KST day is in [from, to]; null when there are none. */
export async function settledCommission(
  db: Db,
  partnerId: number,
  from: string,
  to: string,
): Promise<bigint | null> {
  const row = await db
    .selectFrom('agency_settlement')
    .select((eb) => [eb.fn.countAll<string>().as('count'), sql<string | null>`sum(amount)::text`.as('total')])
    .where('partner_id', '=', partnerId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0 ? null : BigInt(row.total ?? 0);
}
