import { z } from 'zod';
import { MAX_ODDS, MIN_ODDS } from '../sports/odds.ts';
import { staffText } from './staff-codes.ts';
import { storableText, unusableTextMessage } from './text.ts';

// The back office's sports settings (issue 5): the odds margin, quarter lines, per-sport line filters,
// which sports and leagues members see, and manual suspensions and price overrides. Every call is
// POST /api/staff/sports/... with permission 'sports.manage'; every change needs a reason and is
// audited. Odds are decimal odds x100 (1.95 -> 195); lines are in hundredths (-1.5 -> -150, 2.25 -> 225).

/** Korean messages of the sports settings calls and screen. */
export const staffSportsText = {
  badMargin: '마진은 0% 이상 20% 이하, 0.01% 단위로 입력해 주세요.',
  badLine: '기준점은 0.25 단위 숫자로 입력해 주세요.',
  lineRange: '최소 기준점이 최대 기준점보다 큽니다.',
  negativeHandicap: '핸디캡 기준점은 절댓값(0 이상)으로 입력해 주세요.',
  duplicateSport: '같은 종목의 기준점 필터가 두 번 들어 있습니다.',
  unknownSport: '존재하지 않는 종목입니다.',
  unknownLeague: '존재하지 않는 리그입니다.',
  unknownFixture: '경기를 찾을 수 없습니다.',
  unknownMarket: '이 경기에 해당 마켓이 없습니다.',
  unknownOutcome: '이 경기에 해당 배당이 없습니다.',
  badPrice: '배당은 1.01 이상 1000.00 이하로 입력해 주세요.',
  priceOnlyOutcome: '배당 직접 입력은 개별 배당(선택지)에만 할 수 있습니다.',
  emptyOverride: '정지하거나 배당을 입력해 주세요.',
  noOverride: '해제할 수동 조정이 없습니다.',
  badQuery: '팀명 2글자 이상 또는 경기 번호를 입력해 주세요.',
  reasonRequired: staffText.reasonRequired,
  settingsSaved: '배당 설정을 저장했습니다.',
  visibilitySaved: '노출 설정을 변경했습니다.',
  overrideSaved: '수동 조정을 적용했습니다.',
  overrideCleared: '수동 조정을 해제했습니다.',
} as const;

const reasonSchema = storableText(unusableTextMessage('사유'), {
  kind: 'multiline',
  typeMessage: staffText.reasonRequired,
})
  .trim()
  .min(1, staffText.reasonRequired)
  .max(500);
const catalogueIdSchema = z.number().int().min(1).max(2_147_483_647);
const fixtureIdSchema = z
  .number({ error: staffSportsText.unknownFixture })
  .int()
  .min(1)
  .max(Number.MAX_SAFE_INTEGER);

/** A line bound in hundredths, on the quarter grid (0.25 -> 25); null for no bound. */
const lineBoundSchema = z
  .number({ error: staffSportsText.badLine })
  .int({ error: staffSportsText.badLine })
  .min(-100_000, staffSportsText.badLine)
  .max(100_000, staffSportsText.badLine)
  .refine((value) => value % 25 === 0, staffSportsText.badLine)
  .nullable();

/**
 * One sport's line filters: handicap lines are kept when their absolute value is within
 * [handicapMin, handicapMax], over/under lines when within [totalMin, totalMax]; a null bound is open.
 */
export const sportsLineFilterSchema = z
  .object({
    sportId: catalogueIdSchema,
    handicapMin: lineBoundSchema.refine(
      (value) => value === null || value >= 0,
      staffSportsText.negativeHandicap,
    ),
    handicapMax: lineBoundSchema.refine(
      (value) => value === null || value >= 0,
      staffSportsText.negativeHandicap,
    ),
    totalMin: lineBoundSchema,
    totalMax: lineBoundSchema,
  })
  .refine(
    (f) =>
      (f.handicapMin === null || f.handicapMax === null || f.handicapMin <= f.handicapMax) &&
      (f.totalMin === null || f.totalMax === null || f.totalMin <= f.totalMax),
    staffSportsText.lineRange,
  );

/** The odds settings (data of /api/staff/sports/settings). */
export const sportsSettingsSchema = z.object({
  /**
   * null: the feed's prices as they come. Otherwise every line (the picks of one market sharing a
   * base line) is re-priced to an overround of 1 + marginBasisPoints / 10,000 (500 = 5%).
   */
  marginBasisPoints: z
    .number({ error: staffSportsText.badMargin })
    .int({ error: staffSportsText.badMargin })
    .min(0, staffSportsText.badMargin)
    .max(2_000, staffSportsText.badMargin)
    .nullable(),
  /** Hide Asian quarter lines (.25 / .75). */
  hideQuarterLines: z.boolean(),
  /** At most one filter per sport; a sport without one shows every line. */
  lineFilters: z
    .array(sportsLineFilterSchema)
    .max(50)
    .refine(
      (filters) => new Set(filters.map((f) => f.sportId)).size === filters.length,
      staffSportsText.duplicateSport,
    ),
});
/** The odds settings. */
export type SportsSettings = z.infer<typeof sportsSettingsSchema>;

/** The settings before any staff member saved them: feed prices, every line shown. */
export const defaultSportsSettings: SportsSettings = {
  marginBasisPoints: null,
  hideQuarterLines: false,
  lineFilters: [],
};

/** POST /api/staff/sports/settings: no body; data is {@link SportsSettings}. */
export const staffSportsSettingsRequestSchema = z.object({});

/** POST /api/staff/sports/settings/save: the whole settings and a reason; data is the saved {@link SportsSettings}. */
export const staffSportsSettingsSaveRequestSchema = sportsSettingsSchema.extend({ reason: reasonSchema });

/** A league in the visibility list. */
export type StaffLeagueItem = {
  leagueId: number;
  name: string;
  regionName: string;
  isVisible: boolean;
  /** Fixtures not yet finished (prematch and in play). */
  fixtureCount: number;
};

/** A sport in the visibility list, with its leagues (by sort order, then name). */
export type StaffSportItem = {
  sportId: number;
  name: string;
  isVisible: boolean;
  fixtureCount: number;
  leagues: StaffLeagueItem[];
};

/** POST /api/staff/sports/catalogue: no body; data is {@link StaffSportsCatalogue}. */
export const staffSportsCatalogueRequestSchema = z.object({});
/** data of /api/staff/sports/catalogue: every sport (in menu order) with its leagues. */
export type StaffSportsCatalogue = { sports: StaffSportItem[] };

/**
 * POST /api/staff/sports/visibility: show or hide a sport or a league to members (hidden ones leave
 * the menus and lists); data is the changed {@link StaffSportItem} or {@link StaffLeagueItem}.
 */
export const staffSportsVisibilityRequestSchema = z.object({
  kind: z.enum(['sport', 'league']),
  id: catalogueIdSchema,
  isVisible: z.boolean(),
  reason: reasonSchema,
});
export type StaffSportsVisibilityRequest = z.input<typeof staffSportsVisibilityRequestSchema>;

/**
 * POST /api/staff/sports/fixtures: find fixtures by fixture id (digits) or team name (2+ characters),
 * soonest first, at most 30; data is {@link StaffSportsFixtureList}.
 */
export const staffSportsFixtureSearchRequestSchema = z.object({
  query: storableText(unusableTextMessage('검색어'), { typeMessage: staffSportsText.badQuery })
    .trim()
    .min(1, staffSportsText.badQuery)
    .max(30, staffSportsText.badQuery)
    .refine((text) => /^\d+$/.test(text) || text.length >= 2, staffSportsText.badQuery),
});

/** How many fixtures one search returns. */
export const staffSportsSearchLimit = 30;

/** A manual override as stored: who set it, when and why. */
export type StaffSportsOverride = {
  isSuspended: boolean;
  /** Decimal odds x100 replacing the feed's (outcomes only), null for none. */
  price: number | null;
  reason: string;
  staffLoginId: string | null;
  updatedAt: string;
};

/** A fixture in the search results. */
export type StaffSportsFixtureSummary = {
  fixtureId: number;
  sportId: number;
  sportName: string;
  leagueId: number;
  leagueName: string;
  regionName: string;
  homeName: string;
  awayName: string;
  /** ISO time (UTC). */
  startAt: string;
  /** TRADE360 fixture status: 1 not started, 2 in progress, 3 finished... */
  status: number;
  /** Overrides on the fixture, its markets and outcomes. */
  overrideCount: number;
};

/** data of /api/staff/sports/fixtures. */
export type StaffSportsFixtureList = { list: StaffSportsFixtureSummary[] };

/** Feed status of a market or outcome. */
export type StaffSportsFeedStatus = 'open' | 'suspended' | 'settled';

/** An outcome as staff see it: the feed's values, what members get, and the override. */
export type StaffSportsOutcome = {
  /** The feed's bet id (as text), the member API's outcome id. */
  id: string;
  name: string;
  pickLabel: string;
  /** The pick's line as shown ('+1.5'), '' for none. */
  line: string;
  baseLine: string;
  feedPrice: number;
  feedStatus: StaffSportsFeedStatus;
  /** The price members see (override, else margin, else the feed's). */
  price: number;
  /** What members see: 'suspended' when the feed, or an override of the outcome, market or fixture says so. */
  status: 'open' | 'suspended';
  /** True when the quarter-line setting or a line filter keeps it from members. */
  isHidden: boolean;
  override: StaffSportsOverride | null;
};

/** A market as staff see it. */
export type StaffSportsMarket = {
  marketId: number;
  name: string;
  feedStatus: StaffSportsFeedStatus;
  status: 'open' | 'suspended';
  mainLine: string | null;
  override: StaffSportsOverride | null;
  outcomes: StaffSportsOutcome[];
};

/** data of /api/staff/sports/fixture and of the override calls: one fixture with every unsettled market. */
export type StaffSportsFixture = StaffSportsFixtureSummary & {
  override: StaffSportsOverride | null;
  markets: StaffSportsMarket[];
};

/** POST /api/staff/sports/fixture: one fixture for the 경기 관리 tab. */
export const staffSportsFixtureRequestSchema = z.object({ fixtureId: fixtureIdSchema });

/** What an override applies to: a fixture (every market), one market of it, or one outcome (bet id). */
export const staffSportsOverrideTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixture'), fixtureId: fixtureIdSchema }),
  z.object({ kind: z.literal('market'), fixtureId: fixtureIdSchema, marketId: catalogueIdSchema }),
  z.object({
    kind: z.literal('outcome'),
    fixtureId: fixtureIdSchema,
    outcomeId: z
      .string({ error: staffSportsText.unknownOutcome })
      .regex(/^\d{1,20}$/, staffSportsText.unknownOutcome),
  }),
]);
/** What an override applies to. */
export type StaffSportsOverrideTarget = z.infer<typeof staffSportsOverrideTargetSchema>;

/**
 * POST /api/staff/sports/override: set (or replace) the override of a target. isSuspended locks it
 * (a fixture's locks all its markets); price (x100, outcomes only) replaces the feed's and the margin.
 * The feed never changes an override. data is the fixture ({@link StaffSportsFixture}).
 */
export const staffSportsOverrideRequestSchema = z
  .object({
    target: staffSportsOverrideTargetSchema,
    isSuspended: z.boolean(),
    price: z
      .number({ error: staffSportsText.badPrice })
      .int({ error: staffSportsText.badPrice })
      .min(MIN_ODDS, staffSportsText.badPrice)
      .max(MAX_ODDS, staffSportsText.badPrice)
      .nullable()
      .default(null),
    reason: reasonSchema,
  })
  .refine((body) => body.price === null || body.target.kind === 'outcome', staffSportsText.priceOnlyOutcome)
  .refine((body) => body.isSuspended || body.price !== null, staffSportsText.emptyOverride);
export type StaffSportsOverrideRequest = z.input<typeof staffSportsOverrideRequestSchema>;

/** POST /api/staff/sports/override/clear: remove a target's override; data is the fixture. */
export const staffSportsOverrideClearRequestSchema = z.object({
  target: staffSportsOverrideTargetSchema,
  reason: reasonSchema,
});
export type StaffSportsOverrideClearRequest = z.input<typeof staffSportsOverrideClearRequestSchema>;

/** Audit action names of the sports settings. */
export const staffSportsAuditAction = {
  settings: 'sports.settings',
  visibility: 'sports.visibility',
  override: 'sports.override',
  overrideClear: 'sports.override.clear',
} as const;
