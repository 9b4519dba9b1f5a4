/** The balances and counters every logged-in reply carries (spec section 3, "User context"). */
export type UserContext = {
  user: {
    nick: string;
    /** Whole won. */
    cash: number;
    point: number;
    /** Partner settlement cash (정산금), whole won. */
    agencyCash: number;
    pointGrade: number;
  };
  /** Unread messages. */
  messageCount: number;
};

/** Every API reply: `code` 0 is success, other codes per spec section 8. HTTP 200 for business outcomes. */
export type ApiReply<T = unknown> = {
  code: number;
  data?: T;
  userContext?: UserContext;
};

/** Codes shared by every call. Feature calls add their own (spec section 8). */
export const replyCode = {
  ok: 0,
  /** The request body failed validation; `data.message` says why in Korean. */
  invalidInput: 2,
  /**
   * The Idempotency-Key was already used for another request (another call, another body, or
   * another member / staff account): refused, nothing done. 422 as the IETF Idempotency-Key draft
   * (draft-ietf-httpapi-idempotency-key-header, section 2.7) answers a key reused with another
   * payload; shared by every keyed call so the member and staff apps handle it once.
   */
  idempotencyKeyReused: 422,
  /** Too many attempts; try again later. */
  rateLimited: 429,
  /** The session is gone (ended, expired, or the member is suspended): the client goes home. */
  sessionGone: 99,
} as const;

/** Shape of `data` on a failed reply that explains itself. */
export type ReplyMessage = { message: string };

/** Shown when an Idempotency-Key comes back with another request (`replyCode.idempotencyKeyReused`). */
export const idempotencyKeyReusedText =
  '이미 다른 요청에 사용된 요청입니다. 새로 고침 후 다시 시도해 주세요.';
