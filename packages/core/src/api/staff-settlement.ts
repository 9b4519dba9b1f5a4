import { z } from 'zod';
import { type SettlementValue, settlementValue, settlementValues } from '../betting/settlement.ts';
import type { PageOf } from './payments.ts';
import { reasonSchema } from './staff.ts';
import type { staffBetStatuses } from './staff-bets.ts';

// The back office's settlement calls: one bet's detail (legs, ledger, settlement history), a fixture's
// settlement screen, manual settle / void / undo, the unsettled queue, member debts and daily totals.
// Money in whole won, odds x100; bet, outcome and transaction ids are strings (bigint in the database).

/** Korean messages of the settlement calls. */
export const staffSettlementText = {
  badBet: '베팅 번호를 확인해 주세요.',
  unknownBet: '베팅을 찾을 수 없습니다.',
  badFixture: '경기 번호를 확인해 주세요.',
  unknownFixture: '경기를 찾을 수 없습니다.',
  badMarket: '마켓 번호를 확인해 주세요.',
  unknownMarket: '이 경기에 해당 마켓이 없습니다.',
  badOutcome: '선택 번호를 확인해 주세요.',
  unknownOutcome: '이 마켓에 없는 선택이 있습니다.',
  duplicateOutcome: '같은 선택이 두 번 있습니다.',
  noOutcomes: '정산할 선택을 하나 이상 지정해 주세요.',
  badValue: '정산 결과를 확인해 주세요.',
  nothingToUndo: '되돌릴 수동 정산이 없습니다.',
  badHours: '시간은 1에서 720 사이로 입력해 주세요.',
} as const;

/** The audit actions of the settlement calls (target: the fixture). */
export const staffSettlementAuditAction = {
  settle: 'bets.settlement.settle',
  void: 'bets.settlement.void',
  undo: 'bets.settlement.undo',
} as const;

/** Korean names of the settlement values (TRADE360). */
export const settlementValueText: Record<SettlementValue, string> = {
  [settlementValue.cancelled]: '취소(적특)',
  [settlementValue.loser]: '미적중',
  [settlementValue.winner]: '적중',
  [settlementValue.refund]: '환불(적특)',
  [settlementValue.halfLost]: '절반 미적중',
  [settlementValue.halfWon]: '절반 적중',
};

const positiveId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });

const bigintId = (message: string) =>
  z.string({ error: message }).regex(/^[1-9]\d{0,17}$/, { error: message });

const fixtureIdSchema = positiveId(staffSettlementText.badFixture);
const marketIdSchema = positiveId(staffSettlementText.badMarket);

/** POST /api/staff/bets/detail. */
export const staffBetDetailRequestSchema = z.object({ betId: bigintId(staffSettlementText.badBet) });

/** One pick of a bet in the detail: what the feed and staff say and where the leg stands. */
export type StaffBetDetailLeg = {
  legNo: number;
  fixtureId: number;
  /** TRADE360 fixture status. */
  fixtureStatus: number;
  startAt: string;
  leagueName: string;
  homeName: string;
  awayName: string;
  marketId: number;
  marketName: string;
  outcomeId: string;
  pickText: string;
  odds: number;
  /** bet_leg.status. */
  status: string;
  /** The settlement value the leg was settled from (null: open). */
  settlement: number | null;
  /** The feed's value on the outcome (null: no result yet). */
  feedSettlement: number | null;
  /** A staff member's value (null: none); it wins over the feed's. */
  manualSettlement: number | null;
};

/** One ledger line. */
export type StaffLedgerEntry = {
  accountId: number;
  /** cash, point, house, member_debt ... */
  accountKind: string;
  /** The owning member's login id; null for a system account. */
  loginId: string | null;
  /** Signed whole won (+ credit to the account). */
  amount: number;
};

/** One ledger transaction of a bet (stake, payout, reversal, debt). */
export type StaffLedgerTx = {
  txId: string;
  kind: string;
  reference: string;
  createdAt: string;
  entries: StaffLedgerEntry[];
};

/** One settlement of a bet (bet_settlement). */
export type StaffBetSettlementItem = {
  version: number;
  status: string;
  payout: number;
  previousPayout: number;
  source: 'feed' | 'manual' | 'catch_up';
  payoutTxId: string | null;
  reversalTxId: string | null;
  createdAt: string;
};

/** data of /api/staff/bets/detail. */
export type StaffBetDetail = {
  bet: {
    id: string;
    memberId: number;
    loginId: string;
    nick: string;
    kind: 'prematch' | 'inplay';
    status: (typeof staffBetStatuses)[number];
    stake: number;
    totalOdds: number;
    bonusRate: number;
    potentialPayout: number;
    /** What the current settlement credited (null: never settled). */
    payout: number | null;
    settledOdds: number | null;
    settleVersion: number;
    placedAt: string;
    settledAt: string | null;
  };
  legs: StaffBetDetailLeg[];
  /** Oldest first. */
  ledger: StaffLedgerTx[];
  /** Oldest first. */
  settlements: StaffBetSettlementItem[];
};

/** POST /api/staff/bets/settlement/fixture. */
export const staffFixtureSettlementRequestSchema = z.object({ fixtureId: fixtureIdSchema });

/** One outcome of the settlement screen. */
export type StaffSettlementOutcome = {
  outcomeId: string;
  pickText: string;
  price: number;
  /** The feed's value (null: none yet). */
  feedSettlement: number | null;
  /** The staff value in force (null: none). */
  manualSettlement: number | null;
  manualReason: string | null;
  manualStaff: string | null;
  manualAt: string | null;
  /** The feed sent a value that differs from the manual one (staff keep theirs or undo). */
  isConflict: boolean;
  /** Bets holding the outcome, and of those the open ones with their stakes. */
  bets: number;
  openBets: number;
  openStake: number;
};

/** One market of the settlement screen. */
export type StaffSettlementMarket = {
  marketId: number;
  marketName: string;
  outcomes: StaffSettlementOutcome[];
};

/** data of /api/staff/bets/settlement/fixture (and of the write calls, after the change). */
export type StaffFixtureSettlement = {
  fixture: {
    fixtureId: number;
    sportId: number;
    leagueName: string;
    homeName: string;
    awayName: string;
    startAt: string;
    status: number;
  };
  markets: StaffSettlementMarket[];
};

/** What the settlement pass after a manual change did. */
export type StaffSettlementReport = {
  betsSettled: number;
  betsResettled: number;
  paid: number;
  reversed: number;
};

/** data of the manual settle / void / undo calls. */
export type StaffSettlementChange = {
  /** Outcomes whose manual value was written or removed. */
  outcomes: number;
  /** What the settlement pass did; null when it failed and the engine's worker is retrying it. */
  report: StaffSettlementReport | null;
  view: StaffFixtureSettlement;
};

const settlementValueSchema = z
  .number({ error: staffSettlementText.badValue })
  .refine((value): value is SettlementValue => settlementValues.includes(value as SettlementValue), {
    error: staffSettlementText.badValue,
  });

/** POST /api/staff/bets/settlement/settle: sets outcome values of one market by hand (bets.manage). */
export const staffSettleMarketRequestSchema = z.object({
  fixtureId: fixtureIdSchema,
  marketId: marketIdSchema,
  outcomes: z
    .array(
      z.object({
        outcomeId: bigintId(staffSettlementText.badOutcome),
        settlement: settlementValueSchema,
      }),
      { error: staffSettlementText.noOutcomes },
    )
    .min(1, { error: staffSettlementText.noOutcomes })
    .max(200, { error: staffSettlementText.badOutcome })
    .refine((list) => new Set(list.map((item) => item.outcomeId)).size === list.length, {
      error: staffSettlementText.duplicateOutcome,
    }),
  reason: reasonSchema,
});
/** Body of the settle call. */
export type StaffSettleMarketRequest = z.input<typeof staffSettleMarketRequestSchema>;

/**
 * POST /api/staff/bets/settlement/void (every outcome of the market, or of the whole fixture when
 * marketId is null, set to -1 cancelled) and /undo (the manual values removed: the feed's apply again).
 */
export const staffSettlementScopeRequestSchema = z.object({
  fixtureId: fixtureIdSchema,
  marketId: marketIdSchema.nullable().default(null),
  reason: reasonSchema,
});
/** Body of the void and undo calls. */
export type StaffSettlementScopeRequest = z.input<typeof staffSettlementScopeRequestSchema>;

/** POST /api/staff/bets/unsettled: open legs waiting for a result (fixture finished or started `hours` ago). */
export const staffUnsettledRequestSchema = z.object({
  hours: z
    .number({ error: staffSettlementText.badHours })
    .int({ error: staffSettlementText.badHours })
    .min(1, { error: staffSettlementText.badHours })
    .max(720, { error: staffSettlementText.badHours })
    .default(3),
});

/** One market with open legs and no result. */
export type StaffUnsettledMarket = {
  fixtureId: number;
  leagueName: string;
  homeName: string;
  awayName: string;
  startAt: string;
  fixtureStatus: number;
  marketId: number;
  marketName: string;
  legs: number;
  bets: number;
  stake: number;
};

/** data of /api/staff/bets/unsettled: oldest fixture first (at most 500 markets). */
export type StaffUnsettled = {
  hours: number;
  items: StaffUnsettledMarket[];
  totals: { fixtures: number; bets: number; stake: number };
};

/** POST /api/staff/bets/debts. */
export const staffDebtListRequestSchema = z.object({
  status: z.enum(['open', 'all']).default('open'),
  page: z.number().int().min(1).max(100_000).default(1),
});

/** A member's debt after a resettlement took back more than their cash. */
export type StaffDebtItem = {
  id: string;
  memberId: number;
  loginId: string;
  nick: string;
  betId: string | null;
  amount: number;
  repaid: number;
  createdAt: string;
  clearedAt: string | null;
};

/** data of /api/staff/bets/debts: open first, then newest; totals over every open debt. */
export type StaffDebtList = PageOf<StaffDebtItem> & { totals: { openCount: number; outstanding: number } };

/** Stakes, payouts and gross gaming revenue of one product on one day. */
export type StaffDailyFigures = { bets: number; stakes: number; payouts: number; ggr: number };

/** The products of the dashboard's betting totals, in column order (virtual games join when they exist). */
export const staffDailyProducts = ['prematch', 'inplay', 'minigame', 'casino', 'slot'] as const;

/** One product of the betting totals. */
export type StaffDailyProduct = (typeof staffDailyProducts)[number];

/** Korean names of the products (the table's column groups). */
export const staffDailyProductText = {
  prematch: '스포츠 프리매치',
  inplay: '라이브',
  minigame: '미니게임',
  casino: '카지노',
  slot: '슬롯',
} as const satisfies Record<StaffDailyProduct, string>;

/** One KST day of the dashboard's betting totals: each product's figures and their total. */
export type StaffDailyTotalsDay = {
  /** YYYY-MM-DD (KST). */
  day: string;
} & Record<StaffDailyProduct | 'total', StaffDailyFigures>;

/**
 * data of /api/staff/bets/daily: the last 14 KST days, newest first, per product. Sports: stakes are
 * bets placed that day; payouts the net amounts settlement credited that day (bet_settlement payout -
 * previous payout, the same figures as the ledger, so a correction counts on the day it happened).
 * Mini-games: stakes by placement, payouts (refunds included) by settlement. Casino and slots: rounds
 * started that day (rolled back ones out), their bets and wins. GGR = stakes - payouts; `bets` counts
 * bets, or rounds for casino and slots.
 */
export type StaffDailyTotals = { days: StaffDailyTotalsDay[]; total: Omit<StaffDailyTotalsDay, 'day'> };

/** Korean names of the leg statuses. */
export const staffLegStatusText: Record<string, string> = {
  open: '진행중',
  won: '적중',
  lost: '미적중',
  void: '적특',
  half_won: '절반 적중',
  half_lost: '절반 미적중',
  cancelled: '취소',
};

/** Korean names of what started a settlement. */
export const settlementSourceText = { feed: '피드', manual: '수동', catch_up: '재시작 보정' } as const;

/** Korean names of the ledger accounts a bet's money moves through. */
export const ledgerAccountText: Record<string, string> = {
  cash: '회원 캐시',
  point: '회원 포인트',
  house: '하우스',
  member_debt: '회원 채무',
};
