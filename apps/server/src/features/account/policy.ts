import type { RateRule } from '../../lib/http/rate-limit.ts';

const minute = 60_000;

/**
 * Wrong current passwords on 마이페이지, per member, counted before argon2 runs and cleared by a
 * right one, like sign-in's `signInAttemptsPerLoginId`: a stolen session cannot guess the password.
 */
export const accountRateRules = {
  currentPasswordPerMember: { name: 'account-pw', limit: 5, windowMs: 10 * minute },
  currentExchangePasswordPerMember: { name: 'account-xpw', limit: 5, windowMs: 10 * minute },
} as const satisfies Record<string, RateRule>;

/** How many sign-in attempts 로그인 기록 shows. */
export const loginHistoryLength = 50;

/** How many of their bank change requests 계좌 변경 shows. */
export const bankChangeListLength = 20;
