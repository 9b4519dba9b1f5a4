import {
  maxFavouriteLeagues,
  type SportsPreferencesData,
  type SportsView,
  sportsPreferencesText,
} from '@hanpan/core/api/sports-preferences';
import type { Db } from '../../../lib/db/database.ts';
import { AppError } from '../../../lib/http/app-error.ts';
import { readSportsPreferences } from './read-preferences-repository.ts';
import { saveSportsView } from './save-view-repository.ts';
import { starLeague, unstarLeague } from './star-league-repository.ts';

/** A member's sports pages preferences: the list view and starred leagues. */
export type SportsPreferencesService = {
  /** POST /api/sports/preferences: saves the view when given, then answers the preferences. */
  readPreferences(memberId: number, view: SportsView | undefined): Promise<SportsPreferencesData>;
  /** POST /api/sports/favourite: stars or un-stars a league (code 2 for an unknown league or too many). */
  setFavourite(memberId: number, leagueId: number, isFavourite: boolean): Promise<SportsPreferencesData>;
};

/** Creates the preferences service over the database. */
export function createSportsPreferencesService({ db }: { db: Db }): SportsPreferencesService {
  return {
    async readPreferences(memberId, view) {
      if (view) await saveSportsView(db, memberId, view);
      return readSportsPreferences(db, memberId);
    },

    async setFavourite(memberId, leagueId, isFavourite) {
      if (!isFavourite) {
        await unstarLeague(db, memberId, leagueId);
        return readSportsPreferences(db, memberId);
      }
      const result = await starLeague(db, memberId, leagueId, maxFavouriteLeagues);
      if (result === 'unknownLeague') throw new AppError('invalidInput', sportsPreferencesText.unknownLeague);
      if (result === 'tooManyFavourites')
        throw new AppError('invalidInput', sportsPreferencesText.tooManyFavourites);
      return readSportsPreferences(db, memberId);
    },
  };
}
