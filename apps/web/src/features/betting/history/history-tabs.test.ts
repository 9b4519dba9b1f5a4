import { betListGameType, minigameGameTypes } from '@hanpan/core/api/bet-history';
import { describe, expect, it } from 'vitest';
import { historyTabOf, historyTabs, isGameBetList, isMinigameGameType } from './history-tabs.ts';

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

  it.each([
    ['prematch', 0],
    ['inplay', 3],
    ['minigame', [6, 7, 8, 9, 12]],
    ['virtual', 13],
    ['casino', 10],
    ['slot', 11],
  ])('when the %s tab asks /bet/list, then it sends the spec category %j', (key, gameType) => {
    expect(historyTabOf(key).gameType).toEqual(gameType);
  });

  it('when a casino tab is chosen, then it shows rounds of its lobby', () => {
    expect(historyTabOf('casino')).toMatchObject({ source: 'casino', category: 'casino' });
    expect(historyTabOf('slot')).toMatchObject({ source: 'casino', category: 'slot' });
  });

  it('when a game type is a mini-game category or a set of them, then it is read as mini-game bets', () => {
    expect(isMinigameGameType([...minigameGameTypes])).toBe(true);
    expect(isMinigameGameType(betListGameType.oddEven)).toBe(true);
    expect(isMinigameGameType(betListGameType.powerball)).toBe(true);
    expect(isMinigameGameType(betListGameType.prematch)).toBe(false);
    expect(isMinigameGameType(betListGameType.casino)).toBe(false);
  });

  it('when the 가상게임 tab asks for its bets, then they come one row per bet like mini-games, not as sports cards', () => {
    expect(isGameBetList(betListGameType.virtual)).toBe(true);
    expect(isGameBetList([...minigameGameTypes])).toBe(true);
    expect(isGameBetList(betListGameType.prematch)).toBe(false);
    expect(isMinigameGameType(betListGameType.virtual)).toBe(false);
  });

  it('when the key is unknown, then the first tab (스포츠) is chosen', () => {
    expect(historyTabOf('poker').key).toBe('prematch');
  });
});
