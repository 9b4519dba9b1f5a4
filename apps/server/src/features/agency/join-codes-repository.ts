import type { Db } from '../../lib/db/database.ts';

/** The join codes of the partners of `ids`, with their partner's name and the members who joined with each. */
export async function listJoinCodes(db: Db, ids: number[]) {
  return db
    .selectFrom('partner_join_code')
    .innerJoin('partner', 'partner.id', 'partner_join_code.partner_id')
    .select([
      'partner_join_code.id',
      'partner_join_code.code',
      'partner_join_code.partner_id as partnerId',
      'partner.name as partnerName',
      'partner_join_code.is_enabled as isEnabled',
      'partner_join_code.created_at as createdAt',
    ])
    .select((eb) =>
      eb
        .selectFrom('member')
        .whereRef('member.join_code_id', '=', 'partner_join_code.id')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .as('signUps'),
    )
    .where('partner_join_code.partner_id', 'in', ids)
    .orderBy('partner_join_code.partner_id')
    .orderBy('partner_join_code.id')
    .execute();
}

/** The partner a join code belongs to, or undefined for no such code. */
export async function findJoinCodePartner(db: Db, id: number) {
  return db
    .selectFrom('partner_join_code')
    .select(['id', 'partner_id as partnerId'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Adds a join code to a partner; a taken code fails with a unique violation. */
export async function insertJoinCode(db: Db, partnerId: number, code: string): Promise<number> {
  const row = await db
    .insertInto('partner_join_code')
    .values({ partner_id: partnerId, code })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Switches a join code off or on. */
export async function setJoinCodeEnabled(db: Db, id: number, isEnabled: boolean): Promise<void> {
  await db.updateTable('partner_join_code').set({ is_enabled: isEnabled }).where('id', '=', id).execute();
}
