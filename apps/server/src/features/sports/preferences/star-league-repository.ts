import type { Db } from '../../../lib/db/database.ts';

/** What starring a league did: starred (now or before), or refused for an unknown league or too many stars. */
export type StarLeagueResult = 'starred' | 'unknownLeague' | 'tooManyFavourites';

/**
 * Stars a visible league for the member, unless it would make more than `maxFavourites` stars.
 * Starring a league already starred changes nothing.
 */
export async function starLeague(
  db: Db,
  memberId: number,
  leagueId: number,
  maxFavourites: number,
): Promise<StarLeagueResult> {
  return db.transaction().execute(async (trx): Promise<StarLeagueResult> => {
    // The member's row lock makes count-then-insert one step: a member's concurrent stars queue here,
    // so no burst of them stores more than the maximum. (No key update: sessions, bets and the like
    // that reference the member are not blocked.)
    await trx.selectFrom('member').select('id').where('id', '=', memberId).forNoKeyUpdate().execute();
    const league = await trx
      .selectFrom('league')
      .select('id')
      .where('id', '=', leagueId)
      .where('is_visible', '=', true)
      .executeTakeFirst();
    if (!league) return 'unknownLeague';
    const starred = await trx
      .selectFrom('member_favourite_league')
      .select('league_id')
      .where('member_id', '=', memberId)
      .execute();
    if (starred.some((row) => row.league_id === leagueId)) return 'starred';
    if (starred.length >= maxFavourites) return 'tooManyFavourites';
    await trx
      .insertInto('member_favourite_league')
      .values({ member_id: memberId, league_id: leagueId })
      .execute();
    return 'starred';
  });
}

/** Un-stars a league; a league not starred is left as it is. */
export async function unstarLeague(db: Db, memberId: number, leagueId: number): Promise<void> {
  await db
    .deleteFrom('member_favourite_league')
    .where('member_id', '=', memberId)
    .where('league_id', '=', leagueId)
    .execute();
}
