import type { Db } from '../../../lib/db/database.ts';

/**
 * The legs of some bets in one query, in bet and leg order, with their league, teams, kick-off,
 * fixture status and score (the member's history and the staff's bets list both show them).
 */
export async function listLegsWithFixtures(db: Db, betIds: readonly bigint[]) {
  if (betIds.length === 0) return [];
  return db
    .selectFrom('bet_leg')
    .innerJoin('fixture', 'fixture.id', 'bet_leg.fixture_id')
    .leftJoin('league', 'league.id', 'bet_leg.league_id')
    .select([
      'bet_leg.bet_id as betId',
      'bet_leg.leg_no as legNo',
      'bet_leg.fixture_id as fixtureId',
      'bet_leg.sport_id as sportId',
      'bet_leg.market_id as marketId',
      'bet_leg.pick_name as pickName',
      'bet_leg.base_line as baseLine',
      'bet_leg.odds',
      'bet_leg.is_inplay as isInplay',
      'bet_leg.status',
      'league.name as leagueName',
      'fixture.home_name as homeName',
      'fixture.away_name as awayName',
      'fixture.start_at as startAt',
      'fixture.status as fixtureStatus',
      'fixture.score_home as scoreHome',
      'fixture.score_away as scoreAway',
    ])
    .where('bet_leg.bet_id', 'in', [...betIds])
    .orderBy('bet_leg.bet_id')
    .orderBy('bet_leg.leg_no')
    .execute();
}
