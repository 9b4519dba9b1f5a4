import {
  type BetListRequest,
  betListGameType,
  betListGameTypeText,
  minigameGameTypes,
} from '@hanpan/core/api/bet-history';
import type { CasinoCategory } from '@hanpan/core/api/casino';

// The history's tabs and the spec's game categories they ask /api/bet/list for (section 3): 스포츠 0,
// 라이브 3, 미니게임 every mini-game category (or the chosen one), 가상게임 13, 카지노 10, 슬롯 11.

/** One tab of the history: sportsbook and mini-game bets, or casino and slot rounds (their own shape). */
export type HistoryTab =
  | { key: string; label: string; source: 'bets'; gameType: BetListRequest['gameType'] }
  | { key: CasinoCategory; label: string; source: 'casino'; category: CasinoCategory; gameType: 10 | 11 };

/** The tabs in order: 스포츠, 라이브, 미니게임, 가상게임, 카지노, 슬롯. */
export const historyTabs: readonly HistoryTab[] = [
  {
    key: 'prematch',
    label: betListGameTypeText.prematch,
    source: 'bets',
    gameType: betListGameType.prematch,
  },
  { key: 'inplay', label: betListGameTypeText.inplay, source: 'bets', gameType: betListGameType.inplay },
  { key: 'minigame', label: betListGameTypeText.minigame, source: 'bets', gameType: [...minigameGameTypes] },
  { key: 'virtual', label: betListGameTypeText.virtual, source: 'bets', gameType: betListGameType.virtual },
  {
    key: 'casino',
    label: betListGameTypeText.casino,
    source: 'casino',
    category: 'casino',
    gameType: betListGameType.casino,
  },
  {
    key: 'slot',
    label: betListGameTypeText.slot,
    source: 'casino',
    category: 'slot',
    gameType: betListGameType.slot,
  },
];

/** The tab of a key, or the first tab for an unknown one. */
export function historyTabOf(key: string): HistoryTab {
  return historyTabs.find((tab) => tab.key === key) ?? (historyTabs[0] as HistoryTab);
}

/** Whether a game type asks for mini-game bets (a set, or one mini-game category). */
export function isMinigameGameType(gameType: BetListRequest['gameType']): boolean {
  return Array.isArray(gameType) || (minigameGameTypes as readonly number[]).includes(gameType);
}

/**
 * Whether a game type's bets come as mini-game bets (`games`, one row per bet): the mini-game categories
 * and 가상게임 (13), whose events are rounds of the mini-game engine (issue 25).
 */
export function isGameBetList(gameType: BetListRequest['gameType']): boolean {
  return isMinigameGameType(gameType) || gameType === betListGameType.virtual;
}
