import { z } from 'zod';
import type { PageOf } from './payments.ts';
import { reasonSchema } from './staff.ts';
import { storableText, unusableTextMessage } from './text.ts';

// The back office's bet calls: the bets list, per-fixture liability and barring a member from betting.
// Money in whole won, odds x100; bet and outcome ids are strings (bigint in the database).

/** Korean messages of the bet calls. */
export const staffBetsText = {
  badDate: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  fromAfterTo: '시작일이 종료일보다 늦습니다.',
  badFixture: '경기 번호를 확인해 주세요.',
  unknownFixture: '경기를 찾을 수 없습니다.',
  badMember: '회원 번호를 확인해 주세요.',
  alreadyBlocked: '이미 베팅이 차단된 회원입니다.',
  notBlocked: '베팅 차단 상태가 아닌 회원입니다.',
} as const;

/** The audit actions of the bet calls. */
export const staffBetsAuditAction = {
  limitsSave: 'bets.limits.save',
  bettingBlock: 'member.bettingBlock',
  bettingUnblock: 'member.bettingUnblock',
} as const;

const fixtureIdSchema = z
  .number({ error: staffBetsText.badFixture })
  .int({ error: staffBetsText.badFixture })
  .min(1, { error: staffBetsText.badFixture })
  .max(Number.MAX_SAFE_INTEGER, { error: staffBetsText.badFixture });

const kstDate = z
  .string({ error: staffBetsText.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: staffBetsText.badDate })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00+09:00`)), { error: staffBetsText.badDate });

/** The statuses a bet may have; 'all' in a filter. */
export const staffBetStatuses = ['open', 'won', 'lost', 'void', 'partial', 'cancelled'] as const;

/** Korean names of the bet statuses. */
export const staffBetStatusText: Record<(typeof staffBetStatuses)[number], string> = {
  open: '진행중',
  won: '적중',
  lost: '미적중',
  void: '적특',
  partial: '부분적중',
  cancelled: '취소',
};

/** Korean names of the bet kinds. */
export const staffBetKindText = { prematch: '프리매치', inplay: '라이브' } as const;

/** POST /api/staff/bets/list: member (partial login id or nick), fixture, status, kind, KST dates, page. */
export const staffBetListRequestSchema = z
  .object({
    member: storableText(unusableTextMessage('회원')).trim().max(50).default(''),
    fixtureId: fixtureIdSchema.nullable().default(null),
    status: z.enum(['all', ...staffBetStatuses]).default('all'),
    kind: z.enum(['all', 'prematch', 'inplay']).default('all'),
    /** First KST day included, YYYY-MM-DD; null for no bound. */
    from: kstDate.nullable().default(null),
    /** Last KST day included. */
    to: kstDate.nullable().default(null),
    page: z.number().int().min(1).max(100_000).default(1),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: staffBetsText.fromAfterTo,
    path: ['from'],
  });
/** Body of POST /api/staff/bets/list. */
export type StaffBetListRequest = z.input<typeof staffBetListRequestSchema>;

/** One pick of a bet as staff see it. */
export type StaffBetLeg = {
  fixtureId: number;
  leagueName: string;
  homeName: string;
  awayName: string;
  /** Korean market name (core marketName). */
  marketName: string;
  /** Korean pick label with its line (core cartPickText). */
  pickText: string;
  /** x100, as accepted. */
  odds: number;
  status: string;
};

/** A bet row of the back-office list. */
export type StaffBetItem = {
  id: string;
  memberId: number;
  loginId: string;
  nick: string;
  /** ISO time (UTC). */
  placedAt: string;
  kind: 'prematch' | 'inplay';
  status: (typeof staffBetStatuses)[number];
  legs: StaffBetLeg[];
  stake: number;
  /** x100, bonus included. */
  totalOdds: number;
  potentialPayout: number;
};

/** data of /api/staff/bets/list: one page, and totals over every bet the filter matches. */
export type StaffBetList = PageOf<StaffBetItem> & { totals: { stake: number; potentialPayout: number } };

/** POST /api/staff/bets/liability: one fixture's exposure. */
export const staffBetLiabilityRequestSchema = z.object({ fixtureId: fixtureIdSchema });

/** Open bets on one outcome: how many, their stakes, and what they would pay. */
export type StaffLiabilityOutcome = {
  outcomeId: string;
  pickText: string;
  /** Current feed price x100. */
  price: number;
  openBets: number;
  stake: number;
  potentialPayout: number;
};

/** One market of the liability table. */
export type StaffLiabilityMarket = {
  marketId: number;
  marketName: string;
  outcomes: StaffLiabilityOutcome[];
};

/** data of /api/staff/bets/liability. */
export type StaffFixtureLiability = {
  fixture: {
    fixtureId: number;
    sportId: number;
    leagueName: string;
    homeName: string;
    awayName: string;
    /** ISO time (UTC). */
    startAt: string;
    /** TRADE360 fixture status: 1 not started, 2 in progress, 3 finished... */
    status: number;
  };
  /** Markets with at least one open bet, by market id. */
  markets: StaffLiabilityMarket[];
  /** Open bets with any pick on the fixture (a bet counts once). */
  totals: { openBets: number; stake: number; potentialPayout: number };
};

/** POST /api/staff/members/bettingBlock: bars (or lets again) a member from betting (code 9), audited. */
export const staffMemberBettingBlockRequestSchema = z.object({
  memberId: z.number({ error: staffBetsText.badMember }).int().positive(),
  isBlocked: z.boolean(),
  reason: reasonSchema,
});

/** data of /api/staff/members/bettingBlock. */
export type StaffMemberBettingBlock = { memberId: number; isBettingBlocked: boolean };
