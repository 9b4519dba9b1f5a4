// Kept apart from the zod schemas so screens that only need the codes do not pull zod in.

/** Result codes of /user/join (spec section 8, "Join result"). */
export const joinCode = {
  ok: 0,
  /** With subCode 2 (join code / phone), 3 (SMS code wrong), 4 (no valid SMS code). */
  rejected: 1,
  /** A field breaks a rule of spec section 5; data.message names it. */
  invalid: 2,
  /** With subCode 1 id, 2 nick, 3 phone, 4 bank account. */
  duplicate: 3,
} as const;

/** Result codes of /user/sendSms (4: no SMS provider is configured, data.message says so). */
export const sendSmsCode = { sent: 0, disabled: 1, invalidPhone: 2, undelivered: 3, unavailable: 4 } as const;

/** Result codes of /user/sign besides 0 (signed in) and 1 (wrong id or password); data.message says why. */
export const signCode = { ok: 0, failed: 1, awaitingApproval: 5, joinRejected: 6 } as const;
