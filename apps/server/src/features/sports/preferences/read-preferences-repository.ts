import type { SportsView } from '@hanpan/core/api/sports-preferences';
import type { Db } from '../../../lib/db/database.ts';

/** A member's sports view and starred league ids, oldest star first. */
export async function readSportsPreferences(
  db: Db,
  memberId: number,
): Promise<{ view: SportsView; favouriteLeagueIds: number[] }> {
  const [member, favourites] = await Promise.all([
    db.selectFrom('member').select('sports_view').where('id', '=', memberId).executeTakeFirst(),
    db
      .selectFrom('member_favourite_league')
      .select('league_id')
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .orderBy('league_id')
      .execute(),
  ]);
  return {
    view: member?.sports_view ?? 'domestic',
    favouriteLeagueIds: favourites.map((row) => row.league_id),
  };
}
