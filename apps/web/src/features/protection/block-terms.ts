import { maxTimeoutDays, protectionText } from '@hanpan/core/api/protection';
import { formatKstMinute, isoOfKstInputValue } from '@hanpan/core/time/kst';

const hourMs = 3_600_000;

/** What the member is about to start: a time-out until an instant or a self-exclusion for some months. */
export type BlockChoice =
  | { kind: 'timeout'; label: string; until: string }
  | { kind: 'selfExclusion'; label: string; months: number; until: string };

/** The end of a time-out of `hours` from `now` (ISO). */
export function timeoutUntil(now: number, hours: number): string {
  return new Date(now + hours * hourMs).toISOString();
}

/** The expected end of a self-exclusion of `months` from `now` (ISO; the server fixes the exact one). */
export function exclusionUntil(now: number, months: number): string {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.toISOString();
}

/** The latest end a time-out may have from `now`: 6 weeks (ms). */
export function latestTimeoutEnd(now: number): number {
  return now + maxTimeoutDays * 24 * hourMs;
}

/** A chosen time-out end (a KST datetime-local value) checked: its ISO instant, or the Korean reason. */
export function checkTimeoutEnd(value: string, now: number): { until: string } | { error: string } {
  const iso = isoOfKstInputValue(value);
  const at = iso === null ? Number.NaN : Date.parse(iso);
  if (iso === null || Number.isNaN(at)) return { error: protectionText.timeoutUntilInvalid };
  if (at <= now) return { error: protectionText.timeoutTooShort };
  if (at > latestTimeoutEnd(now)) return { error: protectionText.timeoutTooLong };
  return { until: new Date(at).toISOString() };
}

/** A self-exclusion's length in Korean: 6 -> '6개월', 12 -> '1년', 60 -> '5년'. */
export function monthsLabel(months: number): string {
  return months % 12 === 0 ? `${months / 12}년` : `${months}개월`;
}

/** The Korean notice after a block started: the member is signed out until its KST end. */
export function blockStartedText(kind: BlockChoice['kind'], until: string): string {
  const started = kind === 'timeout' ? '이용 일시 중지를 시작했습니다.' : '자기 제한을 시작했습니다.';
  const rule = kind === 'timeout' ? protectionText.timedOut : protectionText.selfExcluded;
  return `${started} 모든 기기에서 로그아웃되었습니다.\n${rule.replace('{until}', formatKstMinute(until))}`;
}
