// Sport names by sportId (spec section 3, "Sport/game types"). Kept here until packages/core
// publishes its lookup tables; then this file should import from core instead.
const sportNames: Record<number, string> = {
  201: '축구',
  202: '야구',
  203: '농구',
  204: '배구',
  205: '아이스하키',
  206: '미식축구',
  207: 'e스포츠',
  208: '복싱',
  299: '기타',
};

/** The Korean name of a sport id, '기타' for unknown ids. */
export function sportNameOf(sportId: number): string {
  return sportNames[sportId] ?? '기타';
}
