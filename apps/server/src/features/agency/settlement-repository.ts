import type {
  CarryIn,
  CommissionPartner,
  CommissionRate,
  ProductFigures,
  StatementLine,
} from '@hanpan/core/agency/commission';
import type { AgencyProduct, CommissionKind, FolderBucket } from '@hanpan/core/agency/products';
import { virtualGames } from '@hanpan/core/minigames/catalogue';
import { sql } from 'kysely';
import type { AgencySettlementStatus } from '../../lib/db/agency-settlement-tables.ts';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// The daily settlement's reads and writes.

/** A partner of the tree with the member who owns it (and is paid its agency cash). */
export type SettlementPartner = CommissionPartner & { ownerMemberId: number | null };

/** A stored statement line with the day it settles (an adjustment's for_day). */
export type StoredLine = StatementLine & { forDay: string; isAdjustment: boolean };

/** An earlier negative day of a partner that no settlement has carried yet. */
export type Deficit = { settlementId: bigint; partnerId: number; day: string; amount: bigint };

/** A settlement to write: its partner, status and amount, its lines, and the negative days it carries. */
export type NewSettlement = {
  partnerId: number;
  status: AgencySettlementStatus;
  amount: bigint;
  lines: readonly (StatementLine & { isAdjustment: boolean; forDay: string })[];
  carried: readonly Deficit[];
};

const insertChunk = 1_000;

// The partner a bet counts for: the one the member belonged to when it was placed (a member moved
// mid-day leaves the bets before the move with the old partner, issue 26). Only members moved since
// `from` can differ from member.partner_id: the others skip the per-bet lookups (a hashed set).
const partnerAt = (memberColumn: string, atColumn: string, from: Date) => sql<number>`case
  when ${sql.ref(memberColumn)} in (select mv.member_id from member_partner_move mv where mv.moved_at > ${from})
  then coalesce(
    (select mv.to_partner_id from member_partner_move mv
      where mv.member_id = ${sql.ref(memberColumn)} and mv.moved_at <= ${sql.ref(atColumn)}
      order by mv.moved_at desc limit 1),
    (select mv.from_partner_id from member_partner_move mv
      where mv.member_id = ${sql.ref(memberColumn)} and mv.moved_at > ${sql.ref(atColumn)}
      order by mv.moved_at asc limit 1),
    m.partner_id)
  else m.partner_id end`;

type FigureRow = {
  partnerId: number;
  product: AgencyProduct;
  folders: number;
  stakes: bigint;
  payouts: bigint;
};

/** Every partner with its parent, upper mode and owner. */
export function readTree(db: Db): Promise<SettlementPartner[]> {
  return db
    .selectFrom('partner')
    .select(['id', 'parent_id as parentId', 'upper_mode as upperMode', 'owner_member_id as ownerMemberId'])
    .orderBy('id')
    .execute();
}

/** Every rate row. */
export async function readRates(db: Db): Promise<CommissionRate[]> {
  const rows = await db
    .selectFrom('partner_rate')
    .select(['partner_id as partnerId', 'product', 'folders', 'kind', 'rate_bp as rateBp'])
    .execute();
  return rows.map((row) => ({ ...row, folders: row.folders as FolderBucket }));
}

/** The partners whose settlements staff hold. */
export async function readHeldPartnerIds(db: Db): Promise<Set<number>> {
  const rows = await db.selectFrom('agency_settlement_hold').select('partner_id').execute();
  return new Set(rows.map((row) => row.partner_id));
}

/**
 * The settled bets placed in [from, to) per partner (at placing time), product and folder bucket:
 * one GROUP BY per product table. Void, cancelled, rolled-back and open bets are left out.
 */
export async function readFigures(db: Db, from: Date, to: Date): Promise<ProductFigures[]> {
  const virtualTypes = sql.join(virtualGames.map((game) => sql.lit(game.gameType)));
  const [sports, rounds, casino] = await Promise.all([
    sql<FigureRow>`select ${partnerAt('b.member_id', 'b.placed_at', from)} as "partnerId", b.kind as product,
            least(b.leg_count, 4) as folders, sum(b.stake) as stakes, sum(coalesce(b.payout, 0)) as payouts
          from bet b join member m on m.id = b.member_id
          where b.placed_at >= ${from} and b.placed_at < ${to} and b.status in ('won', 'lost', 'partial')
          group by 1, 2, 3`.execute(db),
    sql<FigureRow>`select ${partnerAt('b.member_id', 'b.placed_at', from)} as "partnerId",
            case when b.game_type in (${virtualTypes}) then 'virtual' else 'minigame' end as product,
            0 as folders, sum(b.stake) as stakes, sum(coalesce(b.payout, 0)) as payouts
          from minigame_bet b join member m on m.id = b.member_id
          where b.placed_at >= ${from} and b.placed_at < ${to} and b.status in ('won', 'lost', 'half_won')
          group by 1, 2, 3`.execute(db),
    sql<FigureRow>`select ${partnerAt('r.member_id', 'r.started_at', from)} as "partnerId", g.category as product,
            0 as folders, sum(r.total_bet) as stakes, sum(r.total_win) as payouts
          from casino_round r join member m on m.id = r.member_id join casino_game g on g.id = r.game_id
          where r.started_at >= ${from} and r.started_at < ${to} and r.status = 'closed'
          group by 1, 2, 3`.execute(db),
  ]);
  const figures = new Map<string, ProductFigures>();
  for (const row of [...sports.rows, ...rounds.rows, ...casino.rows]) {
    const key = `${row.partnerId}:${row.product}`;
    const figure = figures.get(key) ?? {
      partnerId: row.partnerId,
      product: row.product,
      stakesByBucket: {},
      payouts: 0n,
    };
    const bucket = Number(row.folders) as FolderBucket;
    figure.stakesByBucket[bucket] = (figure.stakesByBucket[bucket] ?? 0n) + BigInt(row.stakes);
    figure.payouts += BigInt(row.payouts);
    figures.set(key, figure);
  }
  return [...figures.values()];
}

/** Each losing line's last carry out before `day` (its settled lines, adjustments aside). */
export async function readCarries(db: Db, day: string): Promise<CarryIn[]> {
  const { rows } = await sql<CarryIn>`select distinct on (s.partner_id, l.product, l.source_partner_id)
          s.partner_id as "partnerId", l.product, l.source_partner_id as "sourcePartnerId", l.carry_out as carry
        from agency_settlement_line l join agency_settlement s on s.id = l.settlement_id
        where l.kind = 'losing' and not l.is_adjustment and s.day < ${day}
        order by s.partner_id, l.product, l.source_partner_id, s.day desc`.execute(db);
  return rows.map((row) => ({ ...row, carry: BigInt(row.carry) }));
}

/** The settled partner-days among `days`, and every line (adjustments included) settling them. */
export async function readSettled(db: Db, days: readonly string[]) {
  if (days.length === 0) return { partnerDays: new Set<string>(), lines: [] as StoredLine[] };
  const settled = await db
    .selectFrom('agency_settlement')
    .select(['partner_id', 'day'])
    .where('day', 'in', days)
    .execute();
  const lines = await db
    .selectFrom('agency_settlement_line as l')
    .innerJoin('agency_settlement as s', 's.id', 'l.settlement_id')
    .select([
      's.partner_id as partnerId',
      'l.product',
      'l.folders',
      'l.kind',
      'l.source_partner_id as sourcePartnerId',
      'l.base',
      'l.rate_bp as rateBp',
      'l.carry_in as carryIn',
      'l.carry_out as carryOut',
      'l.amount',
      'l.is_adjustment as isAdjustment',
      'l.for_day as forDay',
    ])
    .where('l.for_day', 'in', days)
    .where('l.kind', 'in', ['rolling', 'losing'])
    .$narrowType<{ kind: CommissionKind; product: AgencyProduct }>()
    .execute();
  return {
    partnerDays: new Set(settled.map((row) => `${row.partner_id}:${row.day}`)),
    lines: lines satisfies StoredLine[],
  };
}

/** The negative days before `day` that nothing paid and no settlement carried yet, oldest first. */
export async function readDeficits(db: Db, day: string): Promise<Deficit[]> {
  const rows = await db
    .selectFrom('agency_settlement as s')
    .select(['s.id', 's.partner_id', 's.day', 's.amount'])
    .where('s.status', '=', 'adjusted')
    .where('s.amount', '<', 0n)
    .where('s.day', '<', day)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('agency_settlement_line as l').select('l.id').whereRef('l.carried_from_id', '=', 's.id'),
        ),
      ),
    )
    .orderBy('s.day')
    .execute();
  return rows.map((row) => ({
    settlementId: row.id,
    partnerId: row.partner_id,
    day: row.day,
    amount: row.amount,
  }));
}

/**
 * Writes the settlements of a day that no run wrote before (the unique (partner, day) makes a
 * concurrent run wait, then skip them) and their lines; returns the new ones' ids by partner.
 */
export async function insertSettlements(
  trx: Trx,
  day: string,
  runAt: Date,
  settlements: readonly NewSettlement[],
) {
  const ids = new Map<number, bigint>();
  for (let start = 0; start < settlements.length; start += insertChunk) {
    const chunk = settlements.slice(start, start + insertChunk);
    const rows = await trx
      .insertInto('agency_settlement')
      .values(
        chunk.map((s) => ({
          partner_id: s.partnerId,
          day,
          status: s.status,
          amount: s.amount,
          run_at: runAt,
        })),
      )
      .onConflict((oc) => oc.columns(['partner_id', 'day']).doNothing())
      .returning(['id', 'partner_id'])
      .execute();
    for (const row of rows) ids.set(row.partner_id, row.id);
  }
  const lines = settlements.flatMap((s) => {
    const id = ids.get(s.partnerId);
    if (id === undefined) return [];
    const commission = s.lines.map((line) => ({
      settlement_id: id,
      product: line.product,
      folders: line.folders,
      kind: line.kind,
      source_partner_id: line.sourcePartnerId,
      base: line.base,
      rate_bp: line.rateBp,
      carry_in: line.carryIn,
      carry_out: line.carryOut,
      amount: line.amount,
      is_adjustment: line.isAdjustment,
      for_day: line.forDay,
    }));
    return commission;
  });
  for (let start = 0; start < lines.length; start += insertChunk) {
    await trx
      .insertInto('agency_settlement_line')
      .values(lines.slice(start, start + insertChunk))
      .execute();
  }
  return ids;
}

/** Records the ledger postings of settlements (id -> tx). */
export async function setLedgerTxs(trx: Trx, postings: ReadonlyMap<bigint, bigint>) {
  if (postings.size === 0) return;
  const values = sql.join([...postings].map(([id, txId]) => sql`(${id}::bigint, ${txId}::bigint)`));
  await sql`update agency_settlement s set ledger_tx_id = v.tx_id
        from (values ${values}) as v (id, tx_id) where s.id = v.id`.execute(trx);
}

/** Marks a day's run finished (the scheduled run skips it). */
export async function markRunFinished(trx: Trx, day: string, at: Date) {
  await trx
    .insertInto('agency_settlement_run')
    .values({ day, finished_at: at })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}

/** Whether a day's run finished. */
export async function isRunFinished(db: Db, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('agency_settlement_run')
    .select('day')
    .where('day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

/** The partner's owner, or undefined when there is no such partner. */
export function findPartner(db: Db, partnerId: number) {
  return db
    .selectFrom('partner')
    .select(['id', 'owner_member_id as ownerMemberId'])
    .where('id', '=', partnerId)
    .executeTakeFirst();
}

/** Puts a partner's settlements on hold (false when already held). */
export async function insertHold(
  trx: Trx,
  hold: { partnerId: number; reason: string; staffId: number; at: Date },
) {
  const rows = await trx
    .insertInto('agency_settlement_hold')
    .values({ partner_id: hold.partnerId, reason: hold.reason, staff_id: hold.staffId, held_at: hold.at })
    .onConflict((oc) => oc.column('partner_id').doNothing())
    .returning('partner_id')
    .execute();
  return rows.length > 0;
}

/** Lifts a partner's hold; returns the hold it lifted, if any. */
export function deleteHold(trx: Trx, partnerId: number) {
  return trx
    .deleteFrom('agency_settlement_hold')
    .where('partner_id', '=', partnerId)
    .returning(['reason', 'held_at as heldAt'])
    .executeTakeFirst();
}

/** The partner's held settlements, locked. */
export function lockHeld(trx: Trx, partnerId: number) {
  return trx
    .selectFrom('agency_settlement')
    .select(['id', 'day', 'amount', 'first_approved_by as firstApprovedBy'])
    .where('partner_id', '=', partnerId)
    .where('status', '=', 'held')
    .orderBy('day')
    .forUpdate()
    .execute();
}

/** Marks a held settlement released (paid now, or nothing to pay) by a staff member. */
export async function markReleased(
  trx: Trx,
  release: {
    id: bigint;
    status: 'released' | 'adjusted';
    txId: bigint | null;
    staffId: number;
    reason: string;
    at: Date;
  },
) {
  await trx
    .updateTable('agency_settlement')
    .set({
      status: release.status,
      ledger_tx_id: release.txId,
      released_at: release.at,
      released_by: release.staffId,
      release_reason: release.reason,
    })
    .where('id', '=', release.id)
    .where('status', '=', 'held')
    .execute();
}
