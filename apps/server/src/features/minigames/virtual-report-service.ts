import {
  type StaffVirtualDailyReport,
  type StaffVirtualDailyRow,
  type StaffVirtualMarketSettings,
  staffVirtualReportText,
  virtualReportMarketNames,
  virtualReportMaxDays,
} from '@hanpan/core/api/staff-virtual-report';
import { virtualGameOf, virtualGames } from '@hanpan/core/minigames/catalogue';
import { type PickProbability, returnToPlayer } from '@hanpan/core/minigames/markets';
import { kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import { defaultVirtualMarginsBp, virtualModels } from '@hanpan/core/virtual/models';
import type { VirtualCard, VirtualKind } from '@hanpan/core/virtual/types';
import type { Db } from '../../lib/db/database.ts';
import { AppError } from '../../lib/http/app-error.ts';
import { readMarketSettings } from './market-repository.ts';
import { cardsOfEvents, settledVirtualBetGroups } from './virtual-report-repository.ts';

// The back office's virtual reports (issue 25 "Back office"): the daily GGR by game and market with the
// theoretical RTP beside the actual one, and each market's own settings. The theoretical RTP is the
// expected return of the very bets counted: each bet's stake times its pick's exact RTP at the odds it
// took (returnToPlayer of the pick's probability on its event's card), over their stakes. Unlike a
// mini-game's, a virtual pick's chances are its event's own, so no single "RTP of the market" exists
// for a day: this is the figure the actual one converges to.

const otherMarket = { key: 'other', name: '기타' };

/** The instants [from, until) of KST dates, both inclusive; code 2 when bad, reversed or too long. */
function rangeOf(from: string, until: string): { from: Date; until: Date } {
  const start = kstDayStart(from);
  const end = kstDayStart(kstDayPlus(until, 1));
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) {
    throw new AppError('invalidInput', staffVirtualReportText.badDate);
  }
  if (end.getTime() - start.getTime() > virtualReportMaxDays * 86_400_000) {
    throw new AppError('invalidInput', staffVirtualReportText.badRange);
  }
  return { from: start, until: end };
}

type PickEntry = { marketKey: string; marketName: string; chance: PickProbability };

/** Each pick of the event's card by code, with its market and exact chances. */
function picksOfCard(kind: VirtualKind, card: unknown): Map<number, PickEntry> {
  const picks = new Map<number, PickEntry>();
  if (card === null || typeof card !== 'object' || (card as VirtualCard).kind !== kind) return picks;
  for (const market of virtualModels[kind].markets(card as VirtualCard)) {
    for (const pick of market.picks) {
      const marketName = virtualReportMarketNames[market.key] ?? market.name;
      picks.set(pick.code, { marketKey: market.key, marketName, chance: pick.chance });
    }
  }
  return picks;
}

type Sum = {
  row: Omit<StaffVirtualDailyRow, 'ggr' | 'actualRtpBp' | 'theoreticalRtpBp'>;
  expected: number;
  pricedStakes: number;
};

/** A market's place among its game's markets as the model lists them (unknown markets last). */
function marketOrder(gameType: number, marketKey: string): number {
  const kind = virtualGameOf(gameType)?.kind;
  const keys = kind ? Object.keys(defaultVirtualMarginsBp[kind]) : [];
  const index = keys.indexOf(marketKey);
  return index === -1 ? keys.length : index;
}

/** Builds the back office's virtual reports. */
export function createStaffVirtualReportService({ db }: { db: Db }) {
  return {
    /** Per KST day (newest first), game and market: bets settled that day on drawn events, with both RTPs. */
    async daily(body: { from: string; until: string; gameType?: number }): Promise<StaffVirtualDailyReport> {
      const range = rangeOf(body.from, body.until);
      const gameTypes =
        body.gameType === undefined ? virtualGames.map((game) => game.gameType) : [body.gameType];
      const groups = await settledVirtualBetGroups(db, { ...range, gameTypes });
      const cards = await cardsOfEvents(db, [...new Set(groups.map((group) => group.roundId))]);
      const picksByEvent = new Map<bigint, Map<number, PickEntry>>();
      const sums = new Map<string, Sum>();
      for (const group of groups) {
        const kind = virtualGameOf(group.gameType)?.kind;
        let picks = picksByEvent.get(group.roundId);
        if (!picks) {
          picks = kind ? picksOfCard(kind, cards.get(group.roundId)) : new Map();
          picksByEvent.set(group.roundId, picks);
        }
        const entry = picks.get(group.pick);
        const market = entry ? { key: entry.marketKey, name: entry.marketName } : otherMarket;
        const id = `${group.day}|${group.gameType}|${market.key}`;
        const sum = sums.get(id) ?? {
          row: {
            day: group.day,
            gameType: group.gameType,
            marketKey: market.key,
            marketName: market.name,
            bets: 0,
            stakes: 0,
            payouts: 0,
          },
          expected: 0,
          pricedStakes: 0,
        };
        const stakes = Number(group.stakes);
        sum.row.bets += Number(group.bets);
        sum.row.stakes += stakes;
        sum.row.payouts += Number(group.payouts);
        // A pick missing from its card (never accepted so) stays out of the theoretical figure.
        if (entry) {
          sum.expected += stakes * returnToPlayer(entry.chance, group.odds);
          sum.pricedStakes += stakes;
        }
        sums.set(id, sum);
      }
      const rows = [...sums.values()].map(({ row, expected, pricedStakes }) => ({
        ...row,
        ggr: row.stakes - row.payouts,
        actualRtpBp: row.stakes > 0 ? Math.round((row.payouts * 10_000) / row.stakes) : null,
        theoreticalRtpBp: pricedStakes > 0 ? Math.round((expected * 10_000) / pricedStakes) : null,
      }));
      rows.sort(
        (a, b) =>
          b.day.localeCompare(a.day) ||
          a.gameType - b.gameType ||
          marketOrder(a.gameType, a.marketKey) - marketOrder(b.gameType, b.marketKey),
      );
      return { rows };
    },

    /** The markets of the game staff have set, each with its own margin and limits (null: as the game). */
    async marketSettings(gameType: number): Promise<StaffVirtualMarketSettings> {
      const rows = await readMarketSettings(db, gameType);
      return {
        list: rows.map((row) => ({
          marketKey: row.marketKey,
          marginBp: row.marginBp,
          maxBet: row.maxBet === null ? null : Number(row.maxBet),
          maxWin: row.maxWin === null ? null : Number(row.maxWin),
        })),
      };
    },
  };
}

/** The back office's virtual report service. */
export type StaffVirtualReportService = ReturnType<typeof createStaffVirtualReportService>;
