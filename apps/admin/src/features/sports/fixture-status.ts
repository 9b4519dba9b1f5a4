// TRADE360 fixture statuses in Korean, as staff read them.
const statusText: Record<number, string> = {
  1: '경기 전',
  2: '진행 중',
  3: '종료',
  4: '취소',
  5: '연기',
  6: '중단',
  7: '무효',
  8: '중계 끊김',
  9: '시작 임박',
};

/** A fixture status in Korean ('경기 전', '진행 중'...); '상태 <n>' for one the feed adds later. */
export function fixtureStatusText(status: number): string {
  return statusText[status] ?? `상태 ${status}`;
}
