import { type BetListGameType, betListGameType, betListGameTypeText } from '@hanpan/core/api/bet-history';
import { type CasinoCategory, casinoCategoryText } from '@hanpan/core/api/casino';

// The history's tabs: the sportsbook's game types read /api/bet/list; 카지노 and 슬롯 read the casino
// rounds (/api/casino/rounds), which have their own shape.

/** One tab of the history. */
export type HistoryTab =
  | { key: string; label: string; source: 'bets'; gameType: BetListGameType }
  | { key: CasinoCategory; label: string; source: 'casino'; category: CasinoCategory };

const betTabs: HistoryTab[] = (['prematch', 'inplay', 'minigame', 'virtual'] as const).map((key) => ({
  key,
  label: betListGameTypeText[key],
  source: 'bets',
  gameType: betListGameType[key],
}));

const casinoTabs: HistoryTab[] = (['casino', 'slot'] as const).map((category) => ({
  key: category,
  label: casinoCategoryText[category],
  source: 'casino',
  category,
}));

/** The tabs in order: 스포츠, 라이브, 미니게임, 가상게임, 카지노, 슬롯. */
export const historyTabs: readonly HistoryTab[] = [...betTabs, ...casinoTabs];

/** The tab of a key, or the first tab for an unknown one. */
export function historyTabOf(key: string): HistoryTab {
  return historyTabs.find((tab) => tab.key === key) ?? (historyTabs[0] as HistoryTab);
}
