import { fiveByThreeLines } from './paylines.ts';
import { buildReel } from './reels.ts';
import type { SlotDefinition } from './slot-types.ts';

// 드래곤 라인: a 5 x 3 video slot with 20 lines and a wild (여의주) that stands for every symbol; five
// wilds on a line pay as five dragons.

const outerReel = buildReel({
  wild: 1,
  dragon: 1,
  tiger: 2,
  phoenix: 2,
  turtle: 3,
  coin: 3,
  jade: 4,
  fan: 4,
  lantern: 4,
});
const innerReel = buildReel({
  wild: 2,
  dragon: 1,
  tiger: 2,
  phoenix: 2,
  turtle: 3,
  coin: 3,
  jade: 4,
  fan: 4,
  lantern: 4,
});

/** The 5 x 3 paylines slot with wilds. */
export const dragonLines: SlotDefinition = {
  code: 'dragon-lines',
  name: '드래곤 라인',
  kind: 'slot-lines',
  rows: 3,
  symbols: [
    { id: 'wild', name: '여의주 와일드', role: 'wild' },
    { id: 'dragon', name: '용', role: 'regular' },
    { id: 'tiger', name: '호랑이', role: 'regular' },
    { id: 'phoenix', name: '봉황', role: 'regular' },
    { id: 'turtle', name: '거북', role: 'regular' },
    { id: 'coin', name: '금화', role: 'regular' },
    { id: 'jade', name: '옥패', role: 'regular' },
    { id: 'fan', name: '부채', role: 'regular' },
    { id: 'lantern', name: '등불', role: 'regular' },
  ],
  reels: [outerReel, innerReel, innerReel, innerReel, outerReel],
  lines: fiveByThreeLines,
  pays: {
    dragon: { 3: 50, 4: 200, 5: 1000 },
    tiger: { 3: 30, 4: 100, 5: 400 },
    phoenix: { 3: 25, 4: 80, 5: 300 },
    turtle: { 3: 15, 4: 50, 5: 200 },
    coin: { 3: 10, 4: 30, 5: 120 },
    jade: { 3: 5, 4: 20, 5: 80 },
    fan: { 3: 5, 4: 15, 5: 60 },
    lantern: { 3: 4, 4: 12, 5: 50 },
  },
  wild: { symbol: 'wild', allWildPaysAs: 'dragon' },
  scatter: null,
  stakes: [100, 200, 500, 1_000, 2_000, 5_000, 10_000],
  rules: [
    '20개 라인에 베팅 금액이 똑같이 나뉩니다.',
    '왼쪽 릴부터 같은 심볼이 3개 이상 이어지면 당첨입니다.',
    '여의주 와일드는 모든 심볼을 대신하며, 와일드 5개는 용 5개로 지급합니다.',
    '한 라인에서는 가장 긴 당첨 하나만 지급하며 여러 라인의 당첨은 더해집니다.',
  ],
};
