import { threeByThreeLines } from './paylines.ts';
import { buildReel } from './reels.ts';
import type { SlotDefinition } from './slot-types.ts';

// 럭키 세븐: a classic 3-reel slot, a 3 x 3 window and 5 lines (three rows, two diagonals); three of a
// kind pay, two cherries from the left pay too. No wild, no scatter.

const reel = buildReel({ seven: 2, bar: 4, bell: 6, plum: 8, cherry: 12 });

/** The classic 3-reel slot. */
export const luckySevens: SlotDefinition = {
  code: 'lucky-sevens',
  name: '럭키 세븐',
  kind: 'slot-classic',
  rows: 3,
  symbols: [
    { id: 'seven', name: '세븐', role: 'regular' },
    { id: 'bar', name: '바', role: 'regular' },
    { id: 'bell', name: '종', role: 'regular' },
    { id: 'plum', name: '자두', role: 'regular' },
    { id: 'cherry', name: '체리', role: 'regular' },
  ],
  reels: [reel, reel, reel],
  lines: threeByThreeLines,
  pays: {
    seven: { 3: 300 },
    bar: { 3: 60 },
    bell: { 3: 26 },
    plum: { 3: 10 },
    cherry: { 2: 2, 3: 5 },
  },
  wild: null,
  scatter: null,
  stakes: [100, 200, 500, 1_000, 2_000, 5_000, 10_000],
  rules: [
    '5개 라인(가로 3줄, 대각선 2줄)에 베팅 금액이 똑같이 나뉩니다.',
    '왼쪽 릴부터 같은 심볼 3개가 이어지면 당첨, 체리는 왼쪽부터 2개도 당첨입니다.',
    '한 라인에서는 가장 긴 당첨 하나만 지급하며 여러 라인의 당첨은 더해집니다.',
  ],
};
