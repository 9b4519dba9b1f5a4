import { idempotencyKeyReusedText, replyCode } from '@hanpan/core/api/envelope';
import { joinResultText } from '@hanpan/core/registration/messages';

/** Shown when a body cannot be read or a field has the wrong type (spec section 8, "any other code"). */
export const invalidInputMessage = joinResultText.invalid;

/** Shown on a rate-limited sign-in. */
export const signInRateLimitedMessage = '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.';

/** Shown on any other rate-limited call. */
export const rateLimitedMessage = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';

/**
 * Every failure the HTTP layer answers on behalf of a feature: the HTTP status, the envelope
 * code the client branches on, and the Korean message (if the client shows one).
 */
export const appErrorKinds = {
  /** A body field is missing or of the wrong type: HTTP 200, code 2 (a business outcome). */
  invalidInput: { status: 200, code: replyCode.invalidInput, message: invalidInputMessage },
  /** The body is not valid JSON / form data. */
  malformedBody: { status: 400, code: replyCode.invalidInput, message: invalidInputMessage },
  /** The body exceeds the 1 MB limit. */
  payloadTooLarge: { status: 413, code: replyCode.invalidInput, message: invalidInputMessage },
  /** The content type is neither JSON nor form-encoded. */
  unsupportedMediaType: { status: 415, code: replyCode.invalidInput, message: invalidInputMessage },
  /** Not logged in, or the session ended / expired / belongs to a suspended member. */
  sessionGone: { status: 200, code: replyCode.sessionGone, message: null },
  /** The Idempotency-Key was used for another request (call, body or account): nothing was done. */
  idempotencyKeyReused: {
    status: 422,
    code: replyCode.idempotencyKeyReused,
    message: idempotencyKeyReusedText,
  },
  /** Too many attempts; the reply has Retry-After. */
  rateLimited: { status: 429, code: replyCode.rateLimited, message: rateLimitedMessage },
  /** A state-changing request from another site (Origin / Referer mismatch). */
  forbiddenOrigin: { status: 403, code: 403, message: null },
  /** No such API call. */
  notFound: { status: 404, code: 404, message: null },
  /** A bug or an outage; details go to the log only. */
  internal: { status: 500, code: 500, message: null },
} as const;

/** One of the failures above. */
export type AppErrorKind = keyof typeof appErrorKinds;

/** The one error type features throw for the failures of `appErrorKinds`. */
export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    /** Overrides the kind's default Korean message. */
    readonly userMessage?: string,
    /** Seconds until a rate-limited caller may retry. */
    readonly retryAfterSeconds?: number,
  ) {
    super(kind);
    this.name = 'AppError';
  }
}
