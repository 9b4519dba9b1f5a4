/** Our sport ids (spec section 3, sport/game types 201-208 and 299). */
export const SPORT_IDS = [201, 202, 203, 204, 205, 206, 207, 208, 299] as const;

/** One of our sport ids. */
export type SportId = (typeof SPORT_IDS)[number];

/** The sport id for everything the site does not list by name (기타). */
export const OTHER_SPORT_ID: SportId = 299;

/** What one period of a sport is called and how the match is divided. */
export type PeriodKind = 'half' | 'quarter' | 'inning' | 'set' | 'period' | 'map' | 'round' | 'none';

/** How a match of a sport is divided, for the simulator and the live page. */
export interface PeriodStructure {
  kind: PeriodKind;
  /** Regular periods (for best-of sports: the most that can be played). */
  count: number;
  /** Minutes of play per period, null when the period is not timed (innings, sets, maps). */
  minutes: number | null;
  /** True when the match ends as soon as one side has won a majority of `count` (sets, maps). */
  isBestOf: boolean;
  /** True when the regular result can be a draw (so 1X2 is the main result market). */
  canDraw: boolean;
}

/** A sport as the catalogue and the pages know it. */
export interface Sport {
  id: SportId;
  /** The LSports TRADE360 sport id, null for 기타 (it collects every sport we do not list). */
  lsportsId: number | null;
  nameKo: string;
  nameEn: string;
  /** Position in menus and lists, smallest first. */
  order: number;
  periods: PeriodStructure;
}

const structure = (
  kind: PeriodKind,
  count: number,
  minutes: number | null,
  flags: { isBestOf?: boolean; canDraw?: boolean } = {},
): PeriodStructure => ({
  kind,
  count,
  minutes,
  isBestOf: flags.isBestOf ?? false,
  canDraw: flags.canDraw ?? false,
});

/** Basketball as the NBA plays it (4 quarters of 12 minutes); the default is FIBA (4 of 10). */
export const NBA_PERIODS: PeriodStructure = structure('quarter', 4, 12);

/** Every sport, in display order (menus list 축구, 농구, 야구 first like Korean sportsbooks do). */
export const SPORTS: readonly Sport[] = [
  {
    id: 201,
    lsportsId: 6046,
    nameKo: '축구',
    nameEn: 'Soccer',
    order: 1,
    periods: structure('half', 2, 45, { canDraw: true }),
  },
  {
    id: 203,
    lsportsId: 48242,
    nameKo: '농구',
    nameEn: 'Basketball',
    order: 2,
    periods: structure('quarter', 4, 10),
  },
  {
    id: 202,
    lsportsId: 154914,
    nameKo: '야구',
    nameEn: 'Baseball',
    order: 3,
    periods: structure('inning', 9, null),
  },
  {
    id: 204,
    lsportsId: 154830,
    nameKo: '배구',
    nameEn: 'Volleyball',
    order: 4,
    periods: structure('set', 5, null, { isBestOf: true }),
  },
  {
    id: 205,
    lsportsId: 35232,
    nameKo: '아이스하키',
    nameEn: 'Ice Hockey',
    order: 5,
    periods: structure('period', 3, 20, { canDraw: true }),
  },
  {
    id: 206,
    lsportsId: 131506,
    nameKo: '미식축구',
    nameEn: 'American Football',
    order: 6,
    periods: structure('quarter', 4, 15),
  },
  {
    id: 207,
    lsportsId: 687890,
    nameKo: 'e스포츠',
    nameEn: 'E-Sports',
    order: 7,
    periods: structure('map', 3, null, { isBestOf: true }),
  },
  {
    id: 208,
    lsportsId: 154919,
    nameKo: '복싱',
    nameEn: 'Boxing',
    order: 8,
    periods: structure('round', 12, 3),
  },
  {
    id: 299,
    lsportsId: null,
    nameKo: '기타',
    nameEn: 'Other',
    order: 9,
    periods: structure('none', 1, null),
  },
];

const byId = new Map<number, Sport>(SPORTS.map((sport) => [sport.id, sport]));
const byLsportsId = new Map<number, Sport>(
  SPORTS.flatMap((sport) => (sport.lsportsId === null ? [] : [[sport.lsportsId, sport] as const])),
);

/** True when the number is one of our sport ids. */
export function isSportId(value: number): value is SportId {
  return byId.has(value);
}

/** The sport for one of our ids (기타 for an id we do not know). */
export function sportOf(sportId: number): Sport {
  return byId.get(sportId) ?? byId.get(OTHER_SPORT_ID)!;
}

/** Our sport id for an LSports sport id; 299 (기타) for any sport we do not list. */
export function sportIdFromLsports(lsportsId: number): SportId {
  return byLsportsId.get(lsportsId)?.id ?? OTHER_SPORT_ID;
}

/** The LSports sport id for one of ours, null for 기타 and unknown ids. */
export function lsportsIdOf(sportId: number): number | null {
  return byId.get(sportId)?.lsportsId ?? null;
}

/** The Korean sport name ('축구'); '기타' for an unknown id. */
export function sportName(sportId: number): string {
  return sportOf(sportId).nameKo;
}

/** Sorts sport ids into display order (unknown ids last, by id). */
export function compareSportOrder(a: number, b: number): number {
  const orderA = byId.get(a)?.order ?? Number.MAX_SAFE_INTEGER;
  const orderB = byId.get(b)?.order ?? Number.MAX_SAFE_INTEGER;
  return orderA - orderB || a - b;
}

const extraTime = (n: number, count: number): string => (n === count + 1 ? '연장' : `연장${n - count}`);

/**
 * The Korean name of period n (1-based) of a sport: 전반/후반, 1쿼터, 1회, 1세트, 1피리어드, 1라운드;
 * periods after the regular ones are 연장 (soccer: 연장전반/연장후반, then 승부차기); '' for n < 1.
 */
export function periodName(
  sportId: number,
  n: number,
  periods: PeriodStructure = sportOf(sportId).periods,
): string {
  if (!Number.isInteger(n) || n < 1) return '';
  const { kind, count } = periods;
  switch (kind) {
    case 'half':
      return ['전반', '후반', '연장전반', '연장후반'][n - 1] ?? '승부차기';
    case 'quarter':
      return n <= count ? `${n}쿼터` : extraTime(n, count);
    case 'period':
      return n <= count ? `${n}피리어드` : extraTime(n, count);
    case 'inning':
      return `${n}회`;
    // Korean e-sports broadcasts count maps as 세트 too.
    case 'set':
    case 'map':
      return `${n}세트`;
    case 'round':
      return `${n}라운드`;
    case 'none':
      return `${n}피리어드`;
  }
}
