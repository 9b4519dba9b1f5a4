import type { AgencyProduct, CommissionKind } from '@hanpan/core/agency/products';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

/** A rate row of a product and folder bucket. */
export type RateRow = {
  partnerId: number;
  product: AgencyProduct;
  folders: number;
  kind: CommissionKind;
  rateBp: number;
};

/** Every partner with its level name, owner and member count, parents before children. */
export async function listTreeNodes(db: Db) {
  return db
    .selectFrom('partner')
    .leftJoin('partner_level', 'partner_level.depth', 'partner.depth')
    .leftJoin('member as owner', 'owner.id', 'partner.owner_member_id')
    .select([
      'partner.id',
      'partner.parent_id as parentId',
      'partner.name',
      'partner.join_code as joinCode',
      'partner.depth',
      'partner.status',
      'partner.upper_mode as upperMode',
      'partner_level.name as levelName',
      'owner.login_id as ownerLoginId',
      'owner.nick as ownerNick',
    ])
    .select((eb) =>
      eb
        .selectFrom('member')
        .whereRef('member.partner_id', '=', 'partner.id')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .as('memberCount'),
    )
    .orderBy('partner.depth')
    .orderBy('partner.id')
    .execute();
}

/** The rates of the partners of `ids` (every partner when null), every folder bucket. */
export async function ratesOfPartners(db: Db | Trx, ids: number[] | null): Promise<RateRow[]> {
  if (ids !== null && ids.length === 0) return [];
  let query = db
    .selectFrom('partner_rate')
    .select(['partner_id as partnerId', 'product', 'folders', 'kind', 'rate_bp as rateBp']);
  if (ids !== null) query = query.where('partner_id', 'in', ids);
  return query.orderBy('partner_id').orderBy('product').orderBy('folders').execute();
}

/** Replaces a partner's rates with `rates`. */
export async function replaceRates(
  trx: Trx,
  partnerId: number,
  rates: Omit<RateRow, 'partnerId'>[],
  now: Date,
) {
  await trx.deleteFrom('partner_rate').where('partner_id', '=', partnerId).execute();
  if (rates.length === 0) return;
  await trx
    .insertInto('partner_rate')
    .values(
      rates.map((rate) => ({
        partner_id: partnerId,
        product: rate.product,
        folders: rate.folders,
        kind: rate.kind,
        rate_bp: rate.rateBp,
        updated_at: now,
      })),
    )
    .execute();
}

/** Stakes and payouts of each partner's own members in [start, end) (void, cancelled, rolled back left out). */
export async function playByPartner(db: Db, start: Date, end: Date) {
  const result = await sql<{ partnerId: number; stakes: string; payouts: string }>`
    select member.partner_id as "partnerId", sum(play.stake)::text as stakes, sum(play.payout)::text as payouts
    from (
      select member_id, stake, case when status = 'open' then 0 else coalesce(payout, 0) end as payout
      from bet where placed_at >= ${start} and placed_at < ${end} and status not in ('void', 'cancelled')
      union all
      select member_id, stake, coalesce(payout, 0) from minigame_bet
      where placed_at >= ${start} and placed_at < ${end} and status <> 'void'
      union all
      select member_id, total_bet, total_win from casino_round
      where started_at >= ${start} and started_at < ${end} and status <> 'rolled_back'
    ) play join member on member.id = play.member_id
    group by member.partner_id`.execute(db);
  return new Map(
    result.rows.map((row) => [row.partnerId, { stakes: BigInt(row.stakes), payouts: BigInt(row.payouts) }]),
  );
}

/** The staff-set level names. */
export async function listLevels(db: Db) {
  return db.selectFrom('partner_level').select(['depth', 'name']).orderBy('depth').execute();
}

/** Names (or renames) the levels given. */
export async function saveLevels(trx: Trx, levels: { depth: number; name: string }[]) {
  for (const level of levels) {
    await trx
      .insertInto('partner_level')
      .values(level)
      .onConflict((conflict) => conflict.column('depth').doUpdateSet({ name: level.name }))
      .execute();
  }
}

/** Hangs a partner under another parent, shifting the depth of its whole subtree by `depthShift`. */
export async function movePartner(
  trx: Trx,
  partnerId: number,
  parentId: number,
  subtreeIds: number[],
  depthShift: number,
) {
  await trx.updateTable('partner').set({ parent_id: parentId }).where('id', '=', partnerId).execute();
  if (depthShift !== 0) {
    await trx
      .updateTable('partner')
      .set((eb) => ({ depth: eb('depth', '+', depthShift) }))
      .where('id', 'in', subtreeIds)
      .execute();
  }
}
