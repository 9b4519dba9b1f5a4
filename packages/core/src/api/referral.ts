import { z } from 'zod';

// The member's referral page (/amount/recommend, issue 26): their own referral code and link, the
// members who joined with it (referees) and the points they earned from the referees' deposits.
// POST /api/referral/summary, and the back office's referral settings and rewards paid.

/** POST /api/referral/summary takes no input. */
export const referralSummaryRequestSchema = z.object({}).passthrough();

/** A member who joined with the member's code, as their referrer sees them. */
export type ReferralReferee = {
  /** Masked: the first two characters then '***'. */
  nick: string;
  /** KST date 'YYYY-MM-DD'. */
  joinedOn: string;
  /** Whether their deposits earn the referrer rewards. */
  isQualified: boolean;
};

/** A reward credited (or about to be credited) to the referrer for one referee deposit. */
export type ReferralReward = {
  id: number;
  refereeNick: string;
  /** The referee's approved deposit, in won. */
  depositAmount: number;
  /** Points credited, in won. */
  amount: number;
  isPaid: boolean;
  /** ISO instant the deposit was approved. */
  createdAt: string;
};

/** data of /api/referral/summary. */
export type ReferralSummary = {
  code: string;
  /** The site path of the referral link ('/?ref=CODE'); the page prefixes its own origin. */
  linkPath: string;
  referees: ReferralReferee[];
  rewards: ReferralReward[];
  /** Points earned in all (paid and pending). */
  rewardTotal: number;
  /** The reward rule in force, to explain it on the page. */
  rule: ReferralRewardSettings;
};

/** The staff-set reward rule: a rate of each qualified referee's approved deposits, for some days, capped. */
export const referralRewardSettingsSchema = z.object({
  /** Basis points of the deposit (300 = 3%); 0 pays nothing. */
  rateBp: z.number().int().min(0).max(10_000),
  /** Deposits approved within this many days of the referee's join earn a reward. */
  days: z.number().int().min(0).max(3650),
  /** The most points one referee can earn the referrer, in won. */
  capPerReferee: z.number().int().min(0).max(1_000_000_000),
});
/** The reward rule. */
export type ReferralRewardSettings = z.infer<typeof referralRewardSettingsSchema>;

/** The referral settings staff edit (data of /api/staff/settings/referral, body of /save). */
export const referralSettingsSchema = referralRewardSettingsSchema.extend({
  /** isHeader: the referral menu and /amount/recommend are shown to members. */
  isHeader: z.boolean(),
});
/** The referral settings. */
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

/** POST /api/staff/referral/rewards: one page of rewards, newest first, optionally of one referrer login id. */
export const staffReferralRewardsRequestSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  referrerLoginId: z.string().trim().max(40).optional(),
});

/** A reward as the back office lists it. */
export type StaffReferralReward = {
  id: number;
  chargeId: number;
  referrerLoginId: string;
  refereeLoginId: string;
  depositAmount: number;
  amount: number;
  status: 'pending' | 'paid';
  createdAt: string;
  paidAt: string | null;
};

/** Audit actions of the referral settings. */
export const referralAuditAction = { settings: 'settings.referral' } as const;

/** Korean texts of the referral page. */
export const referralText = {
  title: '추천인',
  myCode: '내 추천 코드',
  myLink: '추천 링크',
  copy: '복사',
  copied: '복사되었습니다.',
  referees: '추천한 회원',
  rewards: '추천 보상',
  noReferees: '아직 추천한 회원이 없습니다.',
  noRewards: '아직 받은 추천 보상이 없습니다.',
  qualified: '인정',
  notQualified: '미인정',
  paid: '지급 완료',
  pending: '지급 대기',
} as const;
