import { type SportsSettings, sportsSettingsSchema, staffSportsText } from '@hanpan/core/api/staff-sports';
import { formatLine } from '@hanpan/core/sports/lines';
import { SPORT_IDS } from '@hanpan/core/sports/sports';

/** The sports a line filter can be set for (기타 has no known line markets). */
export const filterSportIds: readonly number[] = SPORT_IDS.filter((sportId) => sportId !== 299);

/** One sport's filter as typed: decimal lines ('2.5'), '' for no bound. */
export type LineFilterForm = {
  sportId: number;
  handicapMin: string;
  handicapMax: string;
  totalMin: string;
  totalMax: string;
};

/** The bounds of a line filter form. */
export const lineBoundKeys = ['handicapMin', 'handicapMax', 'totalMin', 'totalMax'] as const;

/** The 배당 설정 form as typed. */
export type SportsSettingsForm = {
  isMarginOn: boolean;
  /** Percent with up to two decimals ('5', '4.75'). */
  marginPercent: string;
  hideQuarterLines: boolean;
  /** One per sport of filterSportIds, in that order. */
  lineFilters: LineFilterForm[];
};

/** A validated form, or the first problem in Korean. */
export type SportsSettingsReading = { ok: true; settings: SportsSettings } | { ok: false; message: string };

/** Basis points as a percent text: 500 -> '5', 475 -> '4.75'. */
export function formatPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const cents = basisPoints % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** A percent text as basis points ('4.75' -> 475); null when it is not a number with at most two decimals. */
export function readPercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A line text in hundredths ('-1.25' -> -125, '' -> null); undefined when unreadable. */
export function readLine(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(-?)(\d{1,4})(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return undefined;
  const size = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -size : size;
}

const lineText = (value: number | null) => (value === null ? '' : formatLine(value));

/** The stored settings as form values (every filterable sport gets a row). */
export function toSportsSettingsForm(settings: SportsSettings): SportsSettingsForm {
  return {
    isMarginOn: settings.marginBasisPoints !== null,
    marginPercent: settings.marginBasisPoints === null ? '' : formatPercent(settings.marginBasisPoints),
    hideQuarterLines: settings.hideQuarterLines,
    lineFilters: filterSportIds.map((sportId) => {
      const filter = settings.lineFilters.find((entry) => entry.sportId === sportId);
      return {
        sportId,
        handicapMin: lineText(filter?.handicapMin ?? null),
        handicapMax: lineText(filter?.handicapMax ?? null),
        totalMin: lineText(filter?.totalMin ?? null),
        totalMax: lineText(filter?.totalMax ?? null),
      };
    }),
  };
}

/** Reads the form into settings checked by core's schema; sports with no bound get no filter. */
export function readSportsSettingsForm(form: SportsSettingsForm): SportsSettingsReading {
  let marginBasisPoints: number | null = null;
  if (form.isMarginOn) {
    marginBasisPoints = readPercent(form.marginPercent);
    if (marginBasisPoints === null) return { ok: false, message: staffSportsText.badMargin };
  }
  const lineFilters = [];
  for (const row of form.lineFilters) {
    const bounds = lineBoundKeys.map((key) => readLine(row[key]));
    if (bounds.some((value) => value === undefined)) return { ok: false, message: staffSportsText.badLine };
    const [handicapMin, handicapMax, totalMin, totalMax] = bounds as (number | null)[];
    if (bounds.every((value) => value === null)) continue;
    lineFilters.push({
      sportId: row.sportId,
      handicapMin: handicapMin ?? null,
      handicapMax: handicapMax ?? null,
      totalMin: totalMin ?? null,
      totalMax: totalMax ?? null,
    });
  }
  const parsed = sportsSettingsSchema.safeParse({
    marginBasisPoints,
    hideQuarterLines: form.hideQuarterLines,
    lineFilters,
  });
  if (parsed.success) return { ok: true, settings: parsed.data };
  const message = parsed.error.issues[0]?.message ?? '';
  return { ok: false, message: /[가-힣]/.test(message) ? message : '입력 내용을 확인해 주세요.' };
}

/** The settings' changes in Korean, for the confirmation ('마진: 사용 안 함 → 5%'). */
export function describeSettingsChanges(
  before: SportsSettings,
  after: SportsSettings,
  sportName: (sportId: number) => string,
): { label: string; before: string; after: string }[] {
  const margin = (value: number | null) =>
    value === null ? '사용 안 함 (피드 배당)' : `${formatPercent(value)}%`;
  const filter = (settings: SportsSettings, sportId: number) => {
    const entry = settings.lineFilters.find((item) => item.sportId === sportId);
    if (!entry) return '제한 없음';
    const range = (min: number | null, max: number | null) =>
      min === null && max === null ? '전체' : `${lineText(min) || '-'} ~ ${lineText(max) || '-'}`;
    return `핸디캡 ${range(entry.handicapMin, entry.handicapMax)} / 언더오버 ${range(entry.totalMin, entry.totalMax)}`;
  };
  const changes = [];
  if (before.marginBasisPoints !== after.marginBasisPoints) {
    changes.push({
      label: '배당 마진',
      before: margin(before.marginBasisPoints),
      after: margin(after.marginBasisPoints),
    });
  }
  if (before.hideQuarterLines !== after.hideQuarterLines) {
    const text = (hide: boolean) => (hide ? '숨김' : '표시');
    changes.push({
      label: '쿼터 기준점 (.25/.75)',
      before: text(before.hideQuarterLines),
      after: text(after.hideQuarterLines),
    });
  }
  for (const sportId of filterSportIds) {
    const from = filter(before, sportId);
    const to = filter(after, sportId);
    if (from !== to) changes.push({ label: `${sportName(sportId)} 기준점 필터`, before: from, after: to });
  }
  return changes;
}
