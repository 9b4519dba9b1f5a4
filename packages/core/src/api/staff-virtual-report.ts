import { z } from 'zod';
import { virtualMarketShortNames } from '../virtual/market-names.ts';
import { virtualGameTypeSchema } from './staff-virtual.ts';

// The back office's virtual reports (issue 25 "Back office"), beside /api/staff/virtual/*, read with
// 'minigames.view':
// - /api/staff/virtual/report/daily { from, until, gameType? }: per KST day, game and market the bets
//   settled that day on drawn events (a voided event's refunds are out): count, stakes, payouts, GGR, the
//   actual RTP (payouts / stakes) and the theoretical one, the expected return of those very bets (each
//   bet's stake times its pick's exact RTP at the odds it took, on its event's card).
// - /api/staff/virtual/report/market-settings { gameType }: each market's own margin and limits as
//   staff set them (null: as the game), for the market edit form.

/** Korean messages of the virtual reports. */
export const staffVirtualReportText = {
  badDate: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  badRange: '조회 기간은 시작일부터 최대 31일입니다.',
} as const;

/** Each market's name in the report (one name per market whatever the event's line). */
export const virtualReportMarketNames = virtualMarketShortNames;

/** The longest range of the daily report, days. */
export const virtualReportMaxDays = 31;

const kstDateSchema = z
  .string({ error: staffVirtualReportText.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: staffVirtualReportText.badDate });

/** Body of /api/staff/virtual/report/daily: KST dates, both inclusive, optionally one game. */
export const staffVirtualDailyRequestSchema = z.object({
  from: kstDateSchema,
  until: kstDateSchema,
  gameType: virtualGameTypeSchema.optional(),
});
/** Body of /virtual/report/daily. */
export type StaffVirtualDailyRequest = z.input<typeof staffVirtualDailyRequestSchema>;

/** One KST day, game and market of the daily report; amounts in whole won, RTPs in basis points. */
export type StaffVirtualDailyRow = {
  day: string;
  gameType: number;
  marketKey: string;
  marketName: string;
  bets: number;
  stakes: number;
  payouts: number;
  /** stakes - payouts. */
  ggr: number;
  /** payouts / stakes; null without stakes. */
  actualRtpBp: number | null;
  /** The expected payouts of the same bets / stakes; null without stakes. */
  theoreticalRtpBp: number | null;
};

/** data of /virtual/report/daily: rows by day (newest first), game and market. */
export type StaffVirtualDailyReport = { rows: StaffVirtualDailyRow[] };

/** A market's own settings (null: as the game) of /virtual/report/market-settings. */
export type StaffVirtualMarketSetting = {
  marketKey: string;
  marginBp: number | null;
  maxBet: number | null;
  maxWin: number | null;
};

/** data of /virtual/report/market-settings: only the markets staff have set. */
export type StaffVirtualMarketSettings = { list: StaffVirtualMarketSetting[] };
