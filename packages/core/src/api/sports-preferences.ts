import { z } from 'zod';

// How a member likes the sports pages: the 국내형 or 해외형 view and starred leagues. Kept on the
// server per member (any device shows the same); a visitor's choice lives in the browser only.

/** The sports list views: Korean-style rows per market line, or international cards. */
export const sportsViews = ['domestic', 'international'] as const;

/** One of {@link sportsViews}. */
export type SportsView = (typeof sportsViews)[number];

/** The view a new member or visitor sees first. */
export const defaultSportsView: SportsView = 'domestic';

/** Korean names of the views (the switch's labels). */
export const sportsViewText: Record<SportsView, string> = { domestic: '국내형', international: '해외형' };

/** Most leagues one member may star. */
export const maxFavouriteLeagues = 30;

/** Korean messages of the preference calls (code 2 replies carry one in data.message). */
export const sportsPreferencesText = {
  invalid: '요청 값이 올바르지 않습니다.',
  badView: '보기 방식이 올바르지 않습니다.',
  badLeague: '리그 번호가 올바르지 않습니다.',
  unknownLeague: '존재하지 않는 리그입니다.',
  tooManyFavourites: `즐겨찾기 리그는 최대 ${maxFavouriteLeagues}개까지 등록할 수 있습니다.`,
} as const;

/** POST /api/sports/preferences (members): reads the preferences; a view given is saved first. */
export const sportsPreferencesRequestSchema = z.object({
  view: z.enum(sportsViews, { error: sportsPreferencesText.badView }).optional(),
});

/**
 * POST /api/sports/favourite (members): stars (isFavourite true) or un-stars a league. Starring an
 * unknown league or more than {@link maxFavouriteLeagues} is refused; repeating a call changes nothing.
 */
export const sportsFavouriteRequestSchema = z.object({
  leagueId: z.coerce
    .number({ error: sportsPreferencesText.badLeague })
    .int({ error: sportsPreferencesText.badLeague })
    .min(1, { error: sportsPreferencesText.badLeague })
    .max(2_147_483_647, { error: sportsPreferencesText.badLeague }),
  isFavourite: z.boolean({ error: sportsPreferencesText.invalid }),
});

/** data of both calls: the member's view and starred league ids (oldest star first). */
export type SportsPreferencesData = { view: SportsView; favouriteLeagueIds: number[] };
