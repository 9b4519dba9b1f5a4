import { fixtureStatus } from '@hanpan/core/sports/fixture-status';

// TRADE360 fixture statuses in Korean, as staff read them.
const statusText: Record<number, string> = {
  [fixtureStatus.notStarted]: '경기 전',
  [fixtureStatus.live]: '진행 중',
  [fixtureStatus.finished]: '종료',
  [fixtureStatus.cancelled]: '취소',
  [fixtureStatus.postponed]: '연기',
  [fixtureStatus.interrupted]: '중단',
  [fixtureStatus.abandoned]: '무효',
  [fixtureStatus.coverageLost]: '중계 끊김',
  [fixtureStatus.aboutToStart]: '시작 임박',
};

/** A fixture status in Korean ('경기 전', '진행 중'...); '상태 <n>' for one the feed adds later. */
export function fixtureStatusText(status: number): string {
  return statusText[status] ?? `상태 ${status}`;
}
