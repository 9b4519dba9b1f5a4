import { z } from 'zod';
import type { LiveIncident, LivePeriodScore, SuspendReason } from '../sports/live-incidents.ts';
import type { PickKind } from '../sports/markets.ts';
import type { EventGroupItem } from './site.ts';
import { storableText } from './text.ts';

// The sports pages' HTTP contract. Anyone may read (no login). Odds are decimal odds x100
// (DESIGN.md), lines are the feed's text; the cart is built from a list item without another call.

/** Fixtures per page of POST /api/sports/fixtures. */
export const sportsPageSize = 50;

/** Korean messages of the sports calls (code 2 replies carry one in data.message). */
export const sportsText = {
  invalid: '요청 값이 올바르지 않습니다.',
  badId: '번호가 올바르지 않습니다.',
  badDate: '날짜 형식이 올바르지 않습니다. (예: 2026-01-31)',
  shortSearch: '검색어는 2글자 이상 입력해 주세요.',
  longSearch: '검색어는 30글자 이하로 입력해 주세요.',
  badSearch: '검색어에 사용할 수 없는 문자가 있습니다.',
  unknownLeague: '존재하지 않는 리그입니다.',
  unknownSport: '존재하지 않는 종목입니다.',
  unknownFixture: '경기를 찾을 수 없습니다.',
} as const;

const positiveId = (max: number) =>
  z.coerce
    .number({ error: sportsText.badId })
    .int({ error: sportsText.badId })
    .min(1, { error: sportsText.badId })
    .max(max, { error: sportsText.badId });

/** A league, sport or region id (32-bit, as the feed sends them). */
const catalogueId = positiveId(2_147_483_647);

/** A fixture id (the feed's FixtureId; kept a JS number, the feed's ids are far below 2^53). */
const fixtureId = positiveId(Number.MAX_SAFE_INTEGER);

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const kstDate = storableText(sportsText.badDate, { typeMessage: sportsText.badDate }).refine(isCalendarDate, {
  error: sportsText.badDate,
});

const search = storableText(sportsText.badSearch, { typeMessage: sportsText.shortSearch })
  .trim()
  .min(2, { error: sportsText.shortSearch })
  .max(30, { error: sportsText.longSearch });

/**
 * POST /api/sports/fixtures: prematch fixtures (not started, start in the future), soonest first,
 * filtered by league, sport, KST day ('YYYY-MM-DD') and/or team name (2 characters or more).
 */
export const sportsFixturesRequestSchema = z.object({
  leagueId: catalogueId.optional(),
  sportId: catalogueId.optional(),
  date: kstDate.optional(),
  search: search.optional(),
  page: z.coerce.number({ error: sportsText.invalid }).int().min(1).max(10_000).default(1),
});
export type SportsFixturesRequest = z.input<typeof sportsFixturesRequestSchema>;

/** POST /api/sports/fixture: one fixture with all its open and suspended markets. */
export const sportsFixtureRequestSchema = z.object({ fixtureId });

/** POST /api/sports/live: in-play fixtures, optionally of one sport. */
export const sportsLiveRequestSchema = z.object({ sportId: catalogueId.optional() });

/** Status of a market or outcome as the pages see it (settled ones are never sent). */
export type SportsBetStatus = 'open' | 'suspended';

/** One pick of a market: everything the cart needs besides the fixture's fields. */
export type SportsOutcome = {
  /** The feed's bet id (64-bit, as text): the cart entry's _id. */
  id: string;
  /** The feed's bet name ('1', 'X', '2', 'Over'...): the cart entry's Name. */
  name: string;
  /** Korean label (core pickLabel: '홈승', '오버'). */
  pickLabel: string;
  /** The pick's line as shown (core pickLineText: '+1.5' on '2' of handicap -1.5), '' for none. */
  line: string;
  /** The feed's BaseLine text ('' for none): the cart entry's BaseLine. */
  baseLine: string;
  /** Decimal odds x100 (1.95 -> 195): the cart entry's Price. */
  price: number;
  status: SportsBetStatus;
};

/** A market of a fixture (market id = the spec's GameSubId). */
export type SportsMarket = {
  marketId: number;
  /** Korean name (core marketName: '승무패', '연장포함 핸디캡', '1쿼터 승패'). */
  name: string;
  /** How the page lays out the cells, null for a market core does not know. */
  kind: PickKind | null;
  status: SportsBetStatus;
  /** Why the feed suspended it (shown on the locked cells), null when open or not given. */
  suspendReason: SuspendReason | null;
  /** The most balanced line's BaseLine, null for markets without lines. */
  mainLine: string | null;
  /** List calls: the main line's picks only; the detail call: every line. Core marketPicks order. */
  outcomes: SportsOutcome[];
};

/** The live part of a fixture in play (null before it starts). */
export type SportsLiveScore = {
  scoreHome: number;
  scoreAway: number;
  /** Current period, 1-based (0 when the feed has not said). */
  period: number;
  /** Korean name of the current period (core periodName: '전반', '3쿼터'), '' when unknown. */
  periodName: string;
  /** Seconds played as the feed's clock says, null when the sport has no clock. */
  clockSeconds: number | null;
  /** When the feed read that clock (ISO, UTC): a page runs the clock on from here. */
  clockAt: string;
  /** The scoreboard's points by period, in period order. */
  periods: LivePeriodScore[];
  /** Red cards by side (soccer), null for sports without them. */
  redCards: { home: number; away: number } | null;
  /** The event timeline the feed has given (goals, cards, period ends), oldest first. */
  incidents: LiveIncident[];
};

/** A fixture as the lists and the detail page show it. */
export type SportsFixture = {
  /** The feed's FixtureId: the cart entry's FixtureId. */
  fixtureId: number;
  sportId: number;
  sportName: string;
  regionId: number;
  regionName: string;
  leagueId: number;
  leagueName: string;
  homeName: string;
  awayName: string;
  /** ISO time (UTC). */
  startAt: string;
  /** TRADE360 fixture status: 1 not started, 2 in progress, 9 about to start... */
  status: number;
  /** The cart entry's GameType: 3 for in-play, 0 for prematch (spec section 3). */
  gameType: 0 | 3;
  live: SportsLiveScore | null;
  /** List calls: the sport's main markets (core mainMarketIds order); detail: every market. */
  markets: SportsMarket[];
  /** How many markets the fixture has open or suspended (the detail call lists them all). */
  marketCount: number;
};

/** data of POST /api/sports/fixtures. */
export type SportsFixturesData = { list: SportsFixture[]; total: number; page: number; pageSize: number };

/** data of POST /api/sports/fixture. */
export type SportsFixtureData = { fixture: SportsFixture };

/** data of POST /api/sports/live. */
export type SportsLiveData = { list: SportsFixture[] };

/** A league of the home page's popular list. */
export type PopularLeagueItem = EventGroupItem & { sportName: string };

/** The spec's cart entry of game type (section 3), built from a list or detail item. */
export type SportsCartEntry = {
  _id: string;
  FixtureId: number;
  GameSubId: number;
  Price: number;
  BaseLine: string;
  GameType: 0 | 3;
  leagueName: string;
  homeName: string;
  awayName: string;
  sportId: number;
  Name: string;
};

/** The cart entry for one pick (lives in betting/cart.ts, which the home page loads without zod). */
export { cartEntryOf } from '../betting/cart.ts';
