import type { AgencyProduct } from '@hanpan/core/agency/products';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

/** A rate of the whole product (folder bucket 0). */
export type ProductRate = { product: AgencyProduct; kind: 'rolling' | 'losing'; rateBp: number };

/** The partners of `ids` with their level name, owner, member and join-code counts. */
export async function listPartnerDetails(db: Db, ids: number[]) {
  return db
    .selectFrom('partner')
    .leftJoin('partner_level', 'partner_level.depth', 'partner.depth')
    .leftJoin('member as owner', 'owner.id', 'partner.owner_member_id')
    .select([
      'partner.id',
      'partner.parent_id as parentId',
      'partner.name',
      'partner.depth',
      'partner.status',
      'partner.created_at as createdAt',
      'partner_level.name as levelName',
      'owner.login_id as ownerLoginId',
      'owner.nick as ownerNick',
    ])
    .select((eb) => [
      eb
        .selectFrom('member')
        .whereRef('member.partner_id', '=', 'partner.id')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .as('memberCount'),
      eb
        .selectFrom('partner_join_code')
        .whereRef('partner_join_code.partner_id', '=', 'partner.id')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .as('joinCodeCount'),
    ])
    .where('partner.id', 'in', ids)
    .orderBy('partner.depth')
    .orderBy('partner.id')
    .execute();
}

/** The whole-product rates of the partners of `ids`. */
export async function ratesOf(db: Db | Trx, ids: number[]): Promise<(ProductRate & { partnerId: number })[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('partner_rate')
    .select(['partner_id as partnerId', 'product', 'kind', 'rate_bp as rateBp'])
    .where('partner_id', 'in', ids)
    .where('folders', '=', 0)
    .execute();
}

/** Locks a partner's row so its rates and children change one at a time. */
export async function lockPartner(trx: Trx, id: number): Promise<void> {
  await trx.selectFrom('partner').select('id').where('id', '=', id).forUpdate().execute();
}

/** A new partner under `parentId` (its join code also becomes its first code by trigger). */
export async function insertPartner(
  trx: Trx,
  input: { parentId: number; depth: number; name: string; joinCode: string; ownerMemberId: number | null },
): Promise<number> {
  const row = await trx
    .insertInto('partner')
    .values({
      parent_id: input.parentId,
      depth: input.depth,
      name: input.name,
      join_code: input.joinCode,
      owner_member_id: input.ownerMemberId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets the partner's whole-product rates of the products given (others unchanged). */
export async function upsertRates(
  trx: Trx,
  partnerId: number,
  rates: ProductRate[],
  now: Date,
): Promise<void> {
  for (const rate of rates) {
    await trx
      .insertInto('partner_rate')
      .values({
        partner_id: partnerId,
        product: rate.product,
        folders: 0,
        kind: rate.kind,
        rate_bp: rate.rateBp,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['partner_id', 'product', 'folders'])
          .doUpdateSet({ kind: rate.kind, rate_bp: rate.rateBp, updated_at: now }),
      )
      .execute();
  }
}

/** Suspends or reactivates a partner. */
export async function setPartnerStatus(db: Db, id: number, status: 'active' | 'suspended'): Promise<void> {
  await db.updateTable('partner').set({ status }).where('id', '=', id).execute();
}

/** A member by id or login id with their partner, and whether they own one. */
export async function findMemberPartner(db: Db | Trx, by: { id: number } | { loginId: string }) {
  const query = db
    .selectFrom('member')
    .leftJoin('partner as owned', 'owned.owner_member_id', 'member.id')
    .select(['member.id', 'member.partner_id as partnerId', 'owned.id as ownedPartnerId']);
  return (
    'id' in by ? query.where('member.id', '=', by.id) : query.where('member.login_id', '=', by.loginId)
  ).executeTakeFirst();
}

/** Moves a member to another partner and records the move, in the caller's transaction. */
export async function moveMember(
  trx: Trx,
  move: { memberId: number; fromPartnerId: number; toPartnerId: number; byMemberId: number; at: Date },
): Promise<void> {
  await trx
    .updateTable('member')
    .set({ partner_id: move.toPartnerId })
    .where('id', '=', move.memberId)
    .execute();
  await trx
    .insertInto('member_partner_move')
    .values({
      member_id: move.memberId,
      from_partner_id: move.fromPartnerId,
      to_partner_id: move.toPartnerId,
      moved_at: move.at,
      staff_id: null,
      by_member_id: move.byMemberId,
    })
    .execute();
}

/** Locks a member's row and reads their partner, in the caller's transaction. */
export async function lockMemberPartner(trx: Trx, memberId: number) {
  return trx
    .selectFrom('member')
    .select(['id', 'partner_id as partnerId'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}
