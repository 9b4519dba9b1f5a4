import { betListGameType } from '@hanpan/core/api/bet-history';
import { describe, expect, it } from 'vitest';
import { historyTabOf, historyTabs } from './history-tabs.ts';

describe('historyTabs', () => {
  it('when the history shows its tabs, then 카지노 and 슬롯 follow the sportsbook ones', () => {
    expect(historyTabs.map((tab) => tab.label)).toEqual([
      '스포츠',
      '라이브',
      '미니게임',
      '가상게임',
      '카지노',
      '슬롯',
    ]);
  });

  it('when a casino tab is chosen, then it reads the casino rounds of its lobby, not /bet/list', () => {
    expect(historyTabOf('casino')).toMatchObject({ source: 'casino', category: 'casino' });
    expect(historyTabOf('slot')).toMatchObject({ source: 'casino', category: 'slot' });
    expect(historyTabOf('minigame')).toMatchObject({ source: 'bets', gameType: betListGameType.minigame });
  });

  it('when the key is unknown, then the first tab (스포츠) is chosen', () => {
    expect(historyTabOf('poker').key).toBe('prematch');
  });
});
