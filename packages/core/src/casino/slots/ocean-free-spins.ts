import { fiveByThreeLines } from './paylines.ts';
import { buildReel } from './reels.ts';
import type { SlotDefinition } from './slot-types.ts';

// 오션 프리스핀: a 5 x 3 slot with 10 lines and a scatter (진주조개) that pays anywhere and awards free
// spins with doubled line wins, all played inside the same round; free spins do not retrigger.

const reel = buildReel({
  pearl: 1,
  whale: 1,
  shark: 2,
  turtle: 2,
  octopus: 3,
  fish: 4,
  shell: 5,
  starfish: 6,
});

/** The 5 x 3 slot with a free-spins feature. */
export const oceanFreeSpins: SlotDefinition = {
  code: 'ocean-free-spins',
  name: '오션 프리스핀',
  kind: 'slot-free-spins',
  rows: 3,
  symbols: [
    { id: 'pearl', name: '진주조개 스캐터', role: 'scatter' },
    { id: 'whale', name: '고래', role: 'regular' },
    { id: 'shark', name: '상어', role: 'regular' },
    { id: 'turtle', name: '바다거북', role: 'regular' },
    { id: 'octopus', name: '문어', role: 'regular' },
    { id: 'fish', name: '열대어', role: 'regular' },
    { id: 'shell', name: '소라', role: 'regular' },
    { id: 'starfish', name: '불가사리', role: 'regular' },
  ],
  reels: [reel, reel, reel, reel, reel],
  lines: fiveByThreeLines.slice(0, 10),
  pays: {
    whale: { 3: 100, 4: 500, 5: 2000 },
    shark: { 3: 60, 4: 200, 5: 800 },
    turtle: { 3: 50, 4: 150, 5: 600 },
    octopus: { 3: 30, 4: 100, 5: 300 },
    fish: { 3: 17, 4: 50, 5: 150 },
    shell: { 3: 12, 4: 30, 5: 100 },
    starfish: { 3: 10, 4: 20, 5: 60 },
  },
  wild: null,
  scatter: {
    symbol: 'pearl',
    pays: { 3: 2, 4: 10, 5: 50 },
    freeSpins: { 3: 10, 4: 15, 5: 20 },
    freeSpinMultiplier: 2,
  },
  stakes: [100, 200, 500, 1_000, 2_000, 5_000, 10_000],
  rules: [
    '10개 라인에 베팅 금액이 똑같이 나뉩니다.',
    '왼쪽 릴부터 같은 심볼이 3개 이상 이어지면 당첨입니다.',
    '진주조개 스캐터는 위치와 상관없이 3개 이상이면 베팅 금액의 배수로 지급합니다.',
    '스캐터 3개는 프리스핀 10회, 4개는 15회, 5개는 20회를 같은 라운드 안에서 진행합니다.',
    '프리스핀의 라인 당첨금은 2배이며, 프리스핀 중에는 스캐터가 지급되거나 프리스핀이 추가되지 않습니다.',
  ],
};
