import type { AgencyProduct, CommissionKind, FolderBucket } from '@hanpan/core/agency/products';
import { sql } from 'kysely';
import type { AgencySettlementStatus } from '../../lib/db/agency-settlement-tables.ts';
import type { Db } from '../../lib/db/database.ts';

/** A settled day of one partner, as its statement shows it. */
export type StatementRow = { id: bigint; day: string; status: AgencySettlementStatus; amount: bigint };

/** A line of a statement, with the name of the child partner it earns on. */
export type StatementLineRow = {
  settlementId: bigint;
  product: AgencyProduct;
  folders: FolderBucket;
  kind: CommissionKind;
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
  if (days.length === 0) return { days, lines: [] };
  const lines = await db
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
    .where(
      'l.settlement_id',
      'in',
      days.map((day) => day.id),
    )
    .orderBy('l.settlement_id')
    .orderBy('l.id')
    .execute();
  return { days, lines };
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
