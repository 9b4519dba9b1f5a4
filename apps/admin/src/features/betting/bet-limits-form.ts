import { betLimitsSchema, betLimitsText } from '@hanpan/core/api/bet-limits';
import type { BetLimits } from '@hanpan/core/betting/limits';
import { formatWon } from '@hanpan/core/money/amount';
import { formatOdds } from '@hanpan/core/sports/odds';

// The 베팅 설정 form: every field is typed as text (won with commas, odds with two decimals) and read
// back into core's BetLimits (won as whole numbers, odds and rates x100), checked by core's schema.

type Kind = 'won' | 'odds' | 'count' | 'minutes' | 'seconds' | 'minus';

/** One single-value field: its label, what it holds, and where it lives in BetLimits. */
type ScalarField = {
  key: string;
  label: string;
  kind: Kind;
  /** Where the value lives in BetLimits. */
  path: readonly string[];
};

type Tree = Record<string, unknown>;

/** The number at a field's path. */
const valueAt = (limits: BetLimits, path: readonly string[]) =>
  path.reduce<unknown>((node, step) => (node as Tree)[step], limits) as number;

/** Sets the number at a field's path (on a copy the caller owns). */
function setValueAt(limits: BetLimits, path: readonly string[], value: number): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, step) => (node as Tree)[step], limits) as Tree;
  parent[path.at(-1) as string] = value;
}

/** The single-value fields, grouped as the editor shows them. */
export const scalarGroups: { title: string; fields: ScalarField[] }[] = [
  {
    title: '베팅 금액 · 당첨금 한도',
    fields: [
      { key: 'minBetCash', label: '최소 베팅금액', kind: 'won', path: ['minBetCash'] },
      { key: 'maxBetCash', label: '최대 베팅금액', kind: 'won', path: ['maxBetCash'] },
      { key: 'maxBetWinCash', label: '최대 당첨금액', kind: 'won', path: ['maxBetWinCash'] },
      { key: 'maxSingleBetCash', label: '단폴더 최대 베팅금액', kind: 'won', path: ['maxSingleBetCash'] },
      {
        key: 'maxSingleBetWinCash',
        label: '단폴더 최대 당첨금액',
        kind: 'won',
        path: ['maxSingleBetWinCash'],
      },
    ],
  },
  {
    title: '폴더별 한도',
    fields: [
      {
        key: 'twoBet',
        label: '2폴더 최대 베팅금액',
        kind: 'won',
        path: ['globalJsonBetLimitSpecial', 'twoFolder', 'maxBetCash'],
      },
      {
        key: 'twoWin',
        label: '2폴더 최대 당첨금액',
        kind: 'won',
        path: ['globalJsonBetLimitSpecial', 'twoFolder', 'maxWinCash'],
      },
      {
        key: 'threeBet',
        label: '3폴더 최대 베팅금액',
        kind: 'won',
        path: ['globalJsonBetLimitSpecial', 'threeFolder', 'maxBetCash'],
      },
      {
        key: 'threeWin',
        label: '3폴더 최대 당첨금액',
        kind: 'won',
        path: ['globalJsonBetLimitSpecial', 'threeFolder', 'maxWinCash'],
      },
      {
        key: 'multiBet',
        label: '4폴더 이상 최대 베팅금액',
        kind: 'won',
        path: ['globalJsonBetLimitSpecial', 'multiFolder', 'maxBetCash'],
      },
      {
        key: 'multiWin',
        label: '4폴더 이상 최대 당첨금액',
        kind: 'won',
        path: ['globalJsonBetLimitSpecial', 'multiFolder', 'maxWinCash'],
      },
    ],
  },
  {
    title: '폴더 수 · 배당',
    fields: [
      {
        key: 'minFolderCount',
        label: '최소 폴더 수',
        kind: 'count',
        path: ['globalJsonBetLimitSpecial', 'minFolderCount'],
      },
      { key: 'maxBetCnt', label: '최대 폴더 수', kind: 'count', path: ['maxBetCnt'] },
      { key: 'maxBetRate', label: '최대 배당 (총 배당)', kind: 'odds', path: ['maxBetRate'] },
      {
        key: 'minPickOdds',
        label: '선택 최저 배당',
        kind: 'odds',
        path: ['globalJsonBetLimitSpecial', 'minPickOdds'],
      },
      {
        key: 'singleMinOdds',
        label: '단폴더 최저 배당',
        kind: 'odds',
        path: ['globalJsonBetLimitSpecial', 'singleFolder', 'minOdds'],
      },
      { key: 'minusRate', label: '단폴더 배당 차감', kind: 'minus', path: ['minusRate'] },
      { key: 'minBonusOdds', label: '보너스 적용 최저 배당', kind: 'odds', path: ['minBonusOdds'] },
    ],
  },
  {
    title: '마감 · 라이브 대기 (기본값)',
    fields: [
      {
        key: 'cutoffMinutes',
        label: '경기 시작 전 마감',
        kind: 'minutes',
        path: ['globalJsonBetLimitSpecial', 'cutoffMinutes'],
      },
      {
        key: 'inplayDelaySeconds',
        label: '라이브 베팅 대기',
        kind: 'seconds',
        path: ['globalJsonBetLimitSpecial', 'inplayDelaySeconds'],
      },
    ],
  },
];

/** The unit shown beside an input of each kind. */
export const kindUnit: Record<Kind, string> = {
  won: '원',
  odds: '배',
  count: '폴더',
  minutes: '분',
  seconds: '초',
  minus: '배',
};

const scalarFields = scalarGroups.flatMap((group) => group.fields);

/** The most bonus tiers (2..8 folders). */
export const bonusTierCount = 7;

/** One per-sport row as typed. */
export type SportRuleForm = { sportId: string; cutoffMinutes: string; inplayDelaySeconds: string };
/** One league row as typed ('' max stake = the site's). */
export type LeagueRuleForm = { leagueId: string; label: string; minFolderCount: string; maxBetCash: string };

/** The 베팅 설정 form as typed. */
export type BetLimitsForm = {
  isBettingOpen: boolean;
  isSameFixtureAllowed: boolean;
  isSingleAllowed: boolean;
  isCanNotCombine: boolean;
  scalars: Record<string, string>;
  sportRules: SportRuleForm[];
  leagueRules: LeagueRuleForm[];
  /** Seven tiers for 2..8 folders; trailing blanks mean no tier. */
  bonusRates: string[];
  /** Market ids separated by commas or spaces. */
  mainGameList: string;
};

/** A validated form, or Korean messages per field and for the form. */
export type BetLimitsReading =
  | { ok: true; limits: BetLimits }
  | { ok: false; fieldErrors: Record<string, string>; formError: string | null };

/** Odds text as x100 ('1.3' -> 130, '2' -> 200); NaN when it is not a number with at most two decimals. */
export function readOdds(text: string): number {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Won text (commas allowed) as a whole number; NaN for anything else. */
export function readWon(text: string): number {
  const cleaned = text.trim().replaceAll(',', '');
  return /^\d{1,12}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const readWhole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const formatOf = (kind: Kind, value: number) =>
  kind === 'won' ? formatWon(value) : kind === 'odds' || kind === 'minus' ? formatOdds(value) : String(value);

const readOf = (kind: Kind, text: string) =>
  kind === 'won' ? readWon(text) : kind === 'odds' || kind === 'minus' ? readOdds(text) : readWhole(text);

const unreadableText: Record<Kind, string> = {
  won: betLimitsText.badWon,
  odds: betLimitsText.badOdds,
  count: betLimitsText.badCount,
  minutes: betLimitsText.badMinutes,
  seconds: betLimitsText.badDelay,
  minus: betLimitsText.badMinus,
};

/** The stored limits as form values. */
export function toBetLimitsForm(limits: BetLimits): BetLimitsForm {
  const special = limits.globalJsonBetLimitSpecial;
  return {
    isBettingOpen: limits.isBettingOpen,
    isSameFixtureAllowed: special.isSameFixtureAllowed,
    isSingleAllowed: special.singleFolder.isAllowed,
    isCanNotCombine: limits.isCanNotCombine,
    scalars: Object.fromEntries(
      scalarFields.map((field) => [field.key, formatOf(field.kind, valueAt(limits, field.path))]),
    ),
    sportRules: special.sportRules.map((rule) => ({
      sportId: String(rule.sportId),
      cutoffMinutes: String(rule.cutoffMinutes),
      inplayDelaySeconds: String(rule.inplayDelaySeconds),
    })),
    leagueRules: limits.betRestrictionList.map((rule) => ({
      leagueId: String(rule.leagueId),
      label: rule.label,
      minFolderCount: String(rule.minFolderCount),
      maxBetCash: rule.maxBetCash === null ? '' : formatWon(rule.maxBetCash),
    })),
    bonusRates: Array.from({ length: bonusTierCount }, (_, index) => {
      const tier = limits.bonusRateList[index];
      return tier ? formatOdds(tier.rate) : '';
    }),
    mainGameList: limits.mainGameList.join(', '),
  };
}

/** Reads the form into limits checked by core's betLimitsSchema, with a Korean message for every problem. */
export function readBetLimitsForm(form: BetLimitsForm, base: BetLimits): BetLimitsReading {
  const fieldErrors: Record<string, string> = {};
  const limits: BetLimits = structuredClone(base);
  limits.isBettingOpen = form.isBettingOpen;
  limits.isCanNotCombine = form.isCanNotCombine;
  limits.globalJsonBetLimitSpecial.isSameFixtureAllowed = form.isSameFixtureAllowed;
  limits.globalJsonBetLimitSpecial.singleFolder.isAllowed = form.isSingleAllowed;
  for (const field of scalarFields) {
    const value = readOf(field.kind, form.scalars[field.key] ?? '');
    if (Number.isNaN(value)) fieldErrors[field.key] = unreadableText[field.kind];
    else setValueAt(limits, field.path, value);
  }
  limits.globalJsonBetLimitSpecial.sportRules = form.sportRules.map((row, index) => {
    const rule = {
      sportId: readWhole(row.sportId),
      cutoffMinutes: readWhole(row.cutoffMinutes),
      inplayDelaySeconds: readWhole(row.inplayDelaySeconds),
    };
    if (Number.isNaN(rule.cutoffMinutes)) fieldErrors[`sport.${index}`] = betLimitsText.badMinutes;
    else if (Number.isNaN(rule.inplayDelaySeconds)) fieldErrors[`sport.${index}`] = betLimitsText.badDelay;
    else if (Number.isNaN(rule.sportId)) fieldErrors[`sport.${index}`] = betLimitsText.badId;
    return rule;
  });
  limits.betRestrictionList = form.leagueRules.map((row, index) => {
    const maxText = row.maxBetCash.trim();
    const rule = {
      leagueId: readWhole(row.leagueId.replaceAll(',', '')),
      label: row.label.trim(),
      minFolderCount: readWhole(row.minFolderCount),
      maxBetCash: maxText === '' ? null : readWon(maxText),
    };
    if (Number.isNaN(rule.leagueId)) fieldErrors[`league.${index}`] = betLimitsText.badId;
    else if (Number.isNaN(rule.minFolderCount)) fieldErrors[`league.${index}`] = betLimitsText.badCount;
    else if (Number.isNaN(rule.maxBetCash)) fieldErrors[`league.${index}`] = betLimitsText.badWon;
    return rule;
  });
  const lastTier = form.bonusRates.findLastIndex((text) => text.trim() !== '');
  limits.bonusRateList = form.bonusRates.slice(0, lastTier + 1).map((text, index) => {
    const rate = readOdds(text);
    if (Number.isNaN(rate)) {
      fieldErrors[`bonus.${index}`] = text.trim() === '' ? bonusGapText : betLimitsText.badRate;
    }
    return { rate };
  });
  const ids = form.mainGameList.split(/[\s,]+/).filter((part) => part !== '');
  limits.mainGameList = ids.map(readWhole);
  if (limits.mainGameList.some(Number.isNaN)) fieldErrors.mainGameList = betLimitsText.badId;

  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, formError: null };
  const parsed = betLimitsSchema.safeParse(limits);
  if (parsed.success) return { ok: true, limits: parsed.data };
  let formError: string | null = null;
  for (const issue of parsed.error.issues) {
    const key = fieldKeyOf(issue.path);
    const message = /[가-힣]/.test(issue.message) ? issue.message : '입력 내용을 확인해 주세요.';
    if (key && !fieldErrors[key]) fieldErrors[key] = message;
    else formError ??= message;
  }
  return { ok: false, fieldErrors, formError };
}

/** Said when a bonus tier is left blank before a filled one. */
export const bonusGapText = '보너스 배당은 2폴더부터 빈칸 없이 차례로 입력해 주세요.';

// Where a schema issue belongs in the form: the scalar whose path it is, or a row of a list.
const scalarPaths: Record<string, string> = Object.fromEntries(
  scalarFields.map((field) => [field.path.join('.'), field.key]),
);

function fieldKeyOf(path: readonly PropertyKey[]): string | null {
  const text = path.map(String).join('.');
  if (scalarPaths[text]) return scalarPaths[text];
  const sport = /^globalJsonBetLimitSpecial\.sportRules\.(\d+)\./.exec(text);
  if (sport) return `sport.${sport[1]}`;
  const league = /^betRestrictionList\.(\d+)\./.exec(text);
  if (league) return `league.${league[1]}`;
  const bonus = /^bonusRateList\.(\d+)\./.exec(text);
  if (bonus) return `bonus.${bonus[1]}`;
  if (text.startsWith('mainGameList.')) return 'mainGameList';
  return null;
}

/** The labels of what differs between two limits, in Korean, for the confirmation. */
export function describeLimitChanges(before: BetLimits, after: BetLimits): string[] {
  const changes: string[] = [];
  if (before.isBettingOpen !== after.isBettingOpen) {
    changes.push(after.isBettingOpen ? '사이트 베팅: 중지 → 허용' : '사이트 베팅: 허용 → 중지');
  }
  for (const field of scalarFields) {
    const [from, to] = [valueAt(before, field.path), valueAt(after, field.path)];
    if (from !== to)
      changes.push(`${field.label}: ${formatOf(field.kind, from)} → ${formatOf(field.kind, to)}`);
  }
  const flags: [string, (limits: BetLimits) => boolean][] = [
    ['같은 경기 조합 허용', (l) => l.globalJsonBetLimitSpecial.isSameFixtureAllowed],
    ['단폴더 베팅 허용', (l) => l.globalJsonBetLimitSpecial.singleFolder.isAllowed],
    ['메인 마켓과 스페셜 조합 금지', (l) => l.isCanNotCombine],
  ];
  for (const [label, read] of flags) {
    if (read(before) !== read(after)) changes.push(`${label}: ${read(after) ? '예' : '아니오'}`);
  }
  const lists: [string, (limits: BetLimits) => unknown][] = [
    ['종목별 마감 · 대기', (l) => l.globalJsonBetLimitSpecial.sportRules],
    ['리그별 제한', (l) => l.betRestrictionList],
    ['폴더 보너스', (l) => l.bonusRateList],
    ['메인 마켓 목록', (l) => l.mainGameList],
  ];
  for (const [label, read] of lists) {
    if (JSON.stringify(read(before)) !== JSON.stringify(read(after))) changes.push(`${label} 변경`);
  }
  return changes;
}
