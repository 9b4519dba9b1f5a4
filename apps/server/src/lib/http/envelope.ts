import type { ApiReply } from '@hanpan/core/api/envelope';
import { replyCode } from '@hanpan/core/api/envelope';

/** A success reply: `{ code: 0, data }`. */
export function okReply<T>(data?: T): ApiReply<T> {
  return data === undefined ? { code: replyCode.ok } : { code: replyCode.ok, data };
}

/** A business outcome other than success: `{ code, data }`. */
export function codeReply<T>(code: number, data?: T): ApiReply<T> {
  return data === undefined ? { code } : { code, data };
}

/** True for a value shaped like an envelope (the hook that adds userContext checks this). */
export function isEnvelope(payload: unknown): payload is ApiReply {
  return typeof payload === 'object' && payload !== null && typeof (payload as ApiReply).code === 'number';
}

/** A money call's reply to the member, stored under its idempotency key so a retry gets it again. */
export type IdempotentReply = ApiReply<unknown>;
