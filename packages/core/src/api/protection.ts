import { z } from 'zod';
import { reasonSchema } from './staff.ts';

// Player protection (issue 27): the member's own limits, time-out, self-exclusion and reality check.
// Every call is POST under /api/account with the member's session; bad input is code 2 with a Korean
// message naming the field. The refusals below are the same codes wherever they stop money: a deposit
// request, a sports bet, a mini-game bet, a casino bet, and sign-in for the two blocks.

/** What a limit caps: deposits, losses (stakes minus payouts), or one bet's stake. */
export const limitKinds = ['deposit', 'loss', 'stake'] as const;
/** A kind of limit. */
export type LimitKind = (typeof limitKinds)[number];

/** A limit's window: rolling 24 hours, 7 days, one calendar month back; `bet` is per bet (stake only). */
export const limitWindows = ['day', 'week', 'month', 'bet'] as const;
/** A limit window. */
export type LimitWindow = (typeof limitWindows)[number];

/** The windows of a deposit limit. */
export const depositLimitWindows = ['day', 'week', 'month'] as const;

/** The windows each kind takes. */
export const windowsOfKind: Record<LimitKind, readonly LimitWindow[]> = {
  deposit: depositLimitWindows,
  loss: ['day', 'week', 'month'],
  stake: ['bet'],
};

/** Korean names for the limits, as the page and the refusals name them. */
export const limitKindText: Record<LimitKind, string> = {
  deposit: '입금 한도',
  loss: '손실 한도',
  stake: '1회 베팅 한도',
};
/** Korean names for the windows. */
export const limitWindowText: Record<LimitWindow, string> = {
  day: '24시간',
  week: '7일',
  month: '1개월',
  bet: '1회',
};

/** Time-out lengths offered as buttons; any end up to `maxTimeoutDays` may also be chosen. */
export const timeoutChoices = [
  { label: '24시간', hours: 24 },
  { label: '7일', hours: 24 * 7 },
  { label: '1개월', hours: 24 * 30 },
] as const;
/** The longest time-out: 6 weeks. */
export const maxTimeoutDays = 42;
/** Self-exclusion lengths, in months. */
export const selfExclusionMonths = [6, 12, 60] as const;
/** Reality check intervals, in minutes; 0 is off. */
export const realityCheckMinutes = [0, 15, 30, 60] as const;
/** Cooling-off before an increase or removal applies, in hours. */
export const limitCoolingOffHours = 24;
/** How often a member with a limit is asked to review it, in months. */
export const limitReviewMonths = 6;

/**
 * Envelope codes of the protection refusals, the same in every call that they stop (deposit, bets of
 * every product, sign-in). Nothing is written by a refused call.
 */
export const protectionCode = {
  /** The deposit request would pass a deposit limit. */
  depositLimit: 31,
  /** The stake would pass a loss limit. */
  lossLimit: 32,
  /** The stake is larger than the per-bet stake limit. */
  stakeLimit: 33,
  /** The member is in a time-out (이용 일시 중지). */
  timedOut: 34,
  /** The member is self-excluded (자기 제한). */
  selfExcluded: 35,
} as const;

/** The Korean messages of the protection calls and refusals. */
export const protectionText = {
  kindRequired: '한도 종류를 선택해주세요.',
  windowRequired: '한도 기간을 선택해주세요.',
  amountInvalid: '한도 금액은 1원 이상의 정수로 입력해주세요.',
  timeoutUntilInvalid: '일시 중지 종료 시각을 올바르게 선택해주세요.',
  timeoutTooLong: `일시 중지는 최대 ${maxTimeoutDays / 7}주까지 설정할 수 있습니다.`,
  timeoutTooShort: '일시 중지 종료 시각은 지금 이후여야 합니다.',
  monthsInvalid: '자기 제한 기간을 선택해주세요.',
  realityCheckInvalid: '알림 간격을 선택해주세요.',
  limitSaved: '한도를 저장했습니다.',
  limitPending: `한도 상향·해제는 ${limitCoolingOffHours}시간 후에 적용됩니다.`,
  realityCheckSaved: '이용 시간 알림을 저장했습니다.',
  /** `{limit}` names the limit ('24시간 입금 한도'), `{remaining}` the won left ('12,000원'). */
  depositLimit: '{limit}를 초과합니다. 남은 입금 가능 금액은 {remaining}입니다.',
  lossLimit: '{limit}를 초과합니다. 남은 베팅 가능 금액은 {remaining}입니다.',
  stakeLimit: '{limit}({limitAmount})를 초과합니다.',
  /** `{until}` is the KST end, 'YYYY-MM-DD HH:mm'. */
  timedOut: '이용 일시 중지 중입니다. {until}(KST)까지 로그인·입금·베팅을 할 수 없습니다.',
  selfExcluded: '자기 제한 중입니다. {until}(KST)까지 로그인·입금·베팅을 할 수 없습니다.',
  /** After a self-exclusion's end, once the member asked to return (by signing in): `{until}` is the return. */
  selfExclusionReturning:
    '자기 제한 기간이 끝나 이용 재개 요청이 접수되었습니다. {until}(KST)부터 로그인할 수 있습니다.',
  /** After a self-exclusion's end, before the member asked (a stake or deposit; sign-in asks). */
  selfExclusionEnded:
    '자기 제한 기간이 끝났습니다. 로그인하면 이용 재개가 요청되고 24시간 뒤부터 이용할 수 있습니다.',
  /** A time-out or self-exclusion cannot be shortened: a new one must end later than the one in force. */
  blockNotLonger: '이미 더 늦게 끝나는 이용 제한이 있습니다. 제한은 줄이거나 해제할 수 없습니다.',
  staffLimitSaved: '관리자 한도를 저장했습니다.',
  joinLimitInvalid: '입금 한도를 올바르게 선택해주세요.',
  joinLimitWindowInvalid: '입금 한도 기간(24시간, 7일, 1개월)을 선택해주세요.',
  joinLimitAmountInvalid: '입금 한도 금액은 1원부터 1,000억원까지의 정수로 입력해주세요.',
} as const;

// The largest limit amount a member or staff may set, in won.
const maxLimitAmount = 100_000_000_000;

const limitAmountField = z
  .number({ error: protectionText.amountInvalid })
  .int(protectionText.amountInvalid)
  .min(1, protectionText.amountInvalid)
  .max(maxLimitAmount, protectionText.amountInvalid);

/**
 * The optional deposit limit of POST /api/user/join (the question at registration): a window and an
 * amount, set as the member's own limit with the member; absent or null = 설정 안 함.
 */
export const joinDepositLimitSchema = z
  .object(
    {
      window: z.enum(depositLimitWindows, {
        error: protectionText.joinLimitWindowInvalid,
      }),
      amount: z
        .number({ error: protectionText.joinLimitAmountInvalid })
        .int(protectionText.joinLimitAmountInvalid)
        .min(1, protectionText.joinLimitAmountInvalid)
        .max(maxLimitAmount, protectionText.joinLimitAmountInvalid),
    },
    { error: protectionText.joinLimitInvalid },
  )
  .nullish();
/** The deposit limit chosen at registration (undefined or null: none). */
export type JoinDepositLimit = z.infer<typeof joinDepositLimitSchema>;

/**
 * POST /api/account/limits/save: one limit set (a number of won) or removed (null). The window must
 * be one the kind takes (`windowsOfKind`).
 */
export const saveLimitRequestSchema = z
  .object({
    kind: z.enum(limitKinds, { error: protectionText.kindRequired }),
    window: z.enum(limitWindows, { error: protectionText.windowRequired }),
    amount: limitAmountField.nullable(),
  })
  .refine((body) => windowsOfKind[body.kind].includes(body.window), {
    message: protectionText.windowRequired,
    path: ['window'],
  });
/** Body of /api/account/limits/save. */
export type SaveLimitRequest = z.infer<typeof saveLimitRequestSchema>;

/** POST /api/account/timeout: the end of the time-out, an ISO 8601 instant (up to 6 weeks ahead). */
export const timeoutRequestSchema = z.object({
  until: z.iso.datetime({ offset: true, error: protectionText.timeoutUntilInvalid }),
});

/** POST /api/account/selfExclude: 6, 12 or 60 months. */
export const selfExcludeRequestSchema = z.object({
  months: z.literal(selfExclusionMonths, { error: protectionText.monthsInvalid }),
});

/** POST /api/account/realityCheck: the interval in minutes (0 turns it off). */
export const realityCheckRequestSchema = z.object({
  minutes: z.literal(realityCheckMinutes, { error: protectionText.realityCheckInvalid }),
});
/** Body of /api/account/realityCheck. */
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

/** One limit as /api/account/limits shows it. */
export type LimitView = {
  kind: LimitKind;
  window: LimitWindow;
  /** The limit in force now (won), or null for none. */
  amount: number | null;
  /** Set by staff: stricter than the member's own; the member cannot change it. */
  staffAmount: number | null;
  /** The member's own amount now (won), or null for none (the back office shows it beside the staff's). */
  ownAmount?: number | null;
  /** What is used of it in its window now (won): deposits, or losses; null for the stake limit. */
  used: number | null;
  /** An increase or removal waiting out its cooling-off: the amount (null = removal) and when it applies (ISO). */
  pending: { amount: number | null; appliesAt: string } | null;
};

/** data of /api/account/limits: every kind and window, and the member's other protection settings. */
export type AccountLimits = {
  limits: LimitView[];
  /** Reality check interval in minutes, 0 = off. */
  realityCheckMinutes: number;
  /** True when the member should be asked to set a deposit limit (none yet, never skipped) or review one (6 months). */
  askDepositLimit: boolean;
  /** The block in force, if any (a member in one cannot sign in, so this is seen only at the moment it is set). */
  block: { kind: 'timeout' | 'selfExclusion'; until: string } | null;
};

/** data of /api/account/limits/save: the limits after the change and a Korean message. */
export type LimitSaved = AccountLimits & { message: string };

/** POST /api/account/limits/skipAsk: the member tapped "나중에" on the deposit-limit question. */
export const emptyProtectionRequestSchema = z.object({}).passthrough();

/** data of /api/account/timeout and /selfExclude: when it ends (ISO) and how many sessions ended. */
export type BlockStarted = { until: string; endedSessions: number };

/** data of /api/account/session (the header clock and reality check): since sign-in. */
export type SessionSummary = {
  /** When this session signed in (ISO). */
  startedAt: string;
  /** Stakes since sign-in (won). */
  stakes: number;
  /** Payouts minus stakes since sign-in (won; negative is a loss). */
  net: number;
  realityCheckMinutes: number;
};

/** POST /api/staff/members/limits: one member's limits and block (staff, members.view). */
export const staffMemberLimitsRequestSchema = z.object({
  memberId: z
    .number({ error: '회원을 선택해주세요.' })
    .int('회원을 선택해주세요.')
    .positive('회원을 선택해주세요.')
    .max(2_147_483_647, '회원을 선택해주세요.'),
});

/**
 * POST /api/staff/members/limits/save: staff set (or remove, null) their own amount of one of a
 * member's limits, with a reason for the audit log. The limit in force is the stricter of the member's
 * own and the staff's, so staff can tighten a limit but never loosen the member's own.
 */
export const staffSaveLimitRequestSchema = z
  .object({
    memberId: staffMemberLimitsRequestSchema.shape.memberId,
    kind: z.enum(limitKinds, { error: protectionText.kindRequired }),
    window: z.enum(limitWindows, { error: protectionText.windowRequired }),
    amount: limitAmountField.nullable(),
    reason: reasonSchema,
  })
  .refine((body) => windowsOfKind[body.kind].includes(body.window), {
    message: protectionText.windowRequired,
    path: ['window'],
  });
/** Body of /api/staff/members/limits/save. */
export type StaffSaveLimitRequest = z.infer<typeof staffSaveLimitRequestSchema>;

/** The kinds of block the staff list filters by (`all` = both). */
export const blockKindFilters = ['all', 'timeout', 'selfExclusion'] as const;
/** Korean names of the blocks. */
export const blockKindText = { timeout: '이용 일시 중지', selfExclusion: '자기 제한' } as const;

/**
 * POST /api/staff/members/blocked: members whose time-out or self-exclusion is in force now (a
 * self-exclusion that ended stays in force until 24 hours after the member asked to return), newest
 * first, one page of `staffPageSize`.
 */
export const staffBlockedMembersRequestSchema = z.object({
  kind: z.enum(blockKindFilters, { error: '제한 종류를 선택해주세요.' }).default('all'),
  page: z
    .number({ error: '페이지 번호를 확인해주세요.' })
    .int('페이지 번호를 확인해주세요.')
    .positive('페이지 번호를 확인해주세요.')
    .max(10_000, '페이지 번호를 확인해주세요.')
    .default(1),
});

/** One member under a block, as the staff list shows it (ISO instants). */
export type StaffBlockedMember = {
  memberId: number;
  loginId: string;
  nick: string;
  kind: 'timeout' | 'selfExclusion';
  startedAt: string | null;
  until: string;
  /** A self-exclusion that ended: when the member asked to return (they return 24 hours later). */
  returnAskedAt: string | null;
};

/** data of /api/staff/members/blocked. */
export type StaffBlockedMembersPage = {
  items: StaffBlockedMember[];
  page: number;
  pageSize: number;
  total: number;
};
