import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

/** A partner of an owner's subtree, as the area's rules need it. */
export type SubtreePartner = {
  id: number;
  parentId: number | null;
  name: string;
  depth: number;
  status: 'active' | 'suspended';
  ownerMemberId: number | null;
};

/** The partner a member owns (the shallowest, should they own several), or null for a plain member. */
export async function findOwnedPartnerId(db: Db, memberId: number): Promise<number | null> {
  const row = await db
    .selectFrom('partner')
    .select('id')
    .where('owner_member_id', '=', memberId)
    .orderBy('depth')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The partner `rootId` and every partner below it (recursive on partner.parent_id), root first. */
export async function listSubtree(db: Db | Trx, rootId: number): Promise<SubtreePartner[]> {
  const result = await sql<SubtreePartner>`
    with recursive tree as (
      select id from partner where id = ${rootId}
      union all
      select child.id from partner child join tree on child.parent_id = tree.id
    )
    select p.id, p.parent_id as "parentId", p.name, p.depth, p.status, p.owner_member_id as "ownerMemberId"
    from partner p join tree on tree.id = p.id
    order by p.depth, p.id`.execute(db);
  return result.rows;
}
