import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';

// Site settings and the member-to-partner facts the initial data needs.

/** Every setting as key -> JSON value. */
export async function readSiteSettings(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('site_setting').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** The join code of the member's partner, and whether the member owns a partner. */
export function findMemberPartner(db: Db, memberId: number) {
  return db
    .selectFrom('member as m')
    .innerJoin('partner as p', 'p.id', 'm.partner_id')
    .select([
      'p.join_code as joinCode',
      sql<boolean>`exists (select 1 from partner o where o.owner_member_id = m.id)`.as('ownsPartner'),
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}
