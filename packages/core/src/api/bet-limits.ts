import { z } from 'zod';
import type { BetLimits } from '../betting/limits.ts';
import { MAX_ODDS, MIN_ODDS } from '../sports/odds.ts';
import { reasonSchema } from './staff.ts';
import { storableText } from './text.ts';

// The back office's bet limit settings (spec section 3) as a schema: the staff editor and the server
// validate with it; the slip reads the plain type from betting/limits.ts.

/** Korean messages of the bet limit editor. */
export const betLimitsText = {
  badWon: '금액은 0 이상 1,000억 이하의 원 단위 정수로 입력해 주세요.',
  badOdds: '배당은 1.01 이상 1000.00 이하로 입력해 주세요.',
  badCount: '폴더 수는 1 이상 100 이하로 입력해 주세요.',
  badMinutes: '마감 시간은 0분 이상 1440분 이하로 입력해 주세요.',
  badDelay: '라이브 대기 시간은 0초 이상 60초 이하로 입력해 주세요.',
  badRate: '보너스 배당은 1.00 이상 10.00 이하로 입력해 주세요.',
  badMinus: '단폴 배당 차감은 0.00 이상 1.00 이하로 입력해 주세요.',
  badId: '번호가 올바르지 않습니다.',
  badLabel: '리그 이름을 확인해 주세요.',
  tooManyTiers: '보너스 단계는 7개(2~8폴더)까지입니다.',
  duplicateSport: '같은 종목이 두 번 있습니다.',
  duplicateLeague: '같은 리그가 두 번 있습니다.',
  minAboveMax: '최소 베팅금액이 최대 베팅금액보다 큽니다.',
  singleAboveMax: '단폴더 최대 베팅금액이 최대 베팅금액보다 큽니다.',
  minFolderAboveMax: '최소 폴더 수가 최대 폴더 수보다 큽니다.',
} as const;

const won = z
  .number({ error: betLimitsText.badWon })
  .int({ error: betLimitsText.badWon })
  .min(0, { error: betLimitsText.badWon })
  .max(100_000_000_000, { error: betLimitsText.badWon });
const odds = z
  .number({ error: betLimitsText.badOdds })
  .int({ error: betLimitsText.badOdds })
  .min(MIN_ODDS, { error: betLimitsText.badOdds })
  .max(MAX_ODDS, { error: betLimitsText.badOdds });
const count = z
  .number({ error: betLimitsText.badCount })
  .int({ error: betLimitsText.badCount })
  .min(1, { error: betLimitsText.badCount })
  .max(100, { error: betLimitsText.badCount });
const minutes = z
  .number({ error: betLimitsText.badMinutes })
  .int({ error: betLimitsText.badMinutes })
  .min(0, { error: betLimitsText.badMinutes })
  .max(1_440, { error: betLimitsText.badMinutes });
const delay = z
  .number({ error: betLimitsText.badDelay })
  .int({ error: betLimitsText.badDelay })
  .min(0, { error: betLimitsText.badDelay })
  .max(60, { error: betLimitsText.badDelay });
const id = z
  .number({ error: betLimitsText.badId })
  .int({ error: betLimitsText.badId })
  .min(1, { error: betLimitsText.badId })
  .max(2_147_483_647, { error: betLimitsText.badId });
const folderCap = z.object({ maxBetCash: won, maxWinCash: won });

const unique = <T>(items: readonly T[], keyOf: (item: T) => number) =>
  new Set(items.map(keyOf)).size === items.length;

/** The bet limit settings; cross-field rules keep the minimum below the maximum. */
export const betLimitsSchema = z
  .object({
    isBettingOpen: z.boolean({ error: betLimitsText.badId }),
    globalJsonBetLimitSpecial: z.object({
      minFolderCount: count,
      minPickOdds: odds,
      isSameFixtureAllowed: z.boolean(),
      cutoffMinutes: minutes,
      inplayDelaySeconds: delay,
      sportRules: z
        .array(z.object({ sportId: id, cutoffMinutes: minutes, inplayDelaySeconds: delay }))
        .max(50)
        .refine((rules) => unique(rules, (rule) => rule.sportId), { error: betLimitsText.duplicateSport }),
      singleFolder: z.object({ isAllowed: z.boolean(), minOdds: odds }),
      twoFolder: folderCap,
      threeFolder: folderCap,
      multiFolder: folderCap,
    }),
    minBetCash: won,
    maxBetCnt: count,
    maxBetRate: odds,
    maxBetCash: won,
    maxBetWinCash: won,
    maxSingleBetCash: won,
    maxSingleBetWinCash: won,
    minusRate: z
      .number({ error: betLimitsText.badMinus })
      .int({ error: betLimitsText.badMinus })
      .min(0, { error: betLimitsText.badMinus })
      .max(100, { error: betLimitsText.badMinus }),
    betRestrictionList: z
      .array(
        z.object({
          leagueId: id,
          label: storableText(betLimitsText.badLabel).trim().max(100, { error: betLimitsText.badLabel }),
          minFolderCount: count,
          maxBetCash: won.nullable(),
        }),
      )
      .max(500)
      .refine((rules) => unique(rules, (rule) => rule.leagueId), { error: betLimitsText.duplicateLeague }),
    minBonusOdds: odds,
    isCanNotCombine: z.boolean(),
    bonusRateList: z
      .array(
        z.object({
          rate: z
            .number({ error: betLimitsText.badRate })
            .int({ error: betLimitsText.badRate })
            .min(100, { error: betLimitsText.badRate })
            .max(1_000, { error: betLimitsText.badRate }),
        }),
      )
      .max(7, { error: betLimitsText.tooManyTiers }),
    mainGameList: z.array(id).max(200),
  })
  .refine((limits) => limits.minBetCash <= limits.maxBetCash, {
    error: betLimitsText.minAboveMax,
    path: ['minBetCash'],
  })
  .refine((limits) => limits.maxSingleBetCash <= limits.maxBetCash, {
    error: betLimitsText.singleAboveMax,
    path: ['maxSingleBetCash'],
  })
  .refine((limits) => limits.globalJsonBetLimitSpecial.minFolderCount <= limits.maxBetCnt, {
    error: betLimitsText.minFolderAboveMax,
    path: ['globalJsonBetLimitSpecial', 'minFolderCount'],
  }) satisfies z.ZodType<BetLimits>;

/** POST /api/staff/bets/limits: no body; data is the limits. */
export const staffBetLimitsRequestSchema = z.object({});

/** POST /api/staff/bets/limits/save: the whole settings and why they changed (audited). */
export const staffBetLimitsSaveRequestSchema = z.object({ limits: betLimitsSchema, reason: reasonSchema });
