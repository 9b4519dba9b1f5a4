import { casinoCode, casinoText } from '@hanpan/core/api/casino';
import type { ApiReply } from '@hanpan/core/api/envelope';
import { replyMessage } from '../../../lib/api-client.ts';
import { ApiError, describeError } from '../../../lib/api-error.ts';

/** A casino call the server refused, with its Korean message (not retried by the query client). */
export class CasinoRequestError extends ApiError {
  /** The reply's code (casinoCode). */
  readonly code: number;

  constructor(code: number, message: string) {
    super(400, message);
    this.name = 'CasinoRequestError';
    this.code = code;
  }
}

/** The Korean message of a refused casino reply: the server's own, else one by its code. */
export function casinoRefusalText(reply: ApiReply<unknown>): string {
  const message = replyMessage(reply);
  if (message) return message;
  if (reply.code === casinoCode.noGame) return casinoText.noGame;
  if (reply.code === casinoCode.cannotPlay) return casinoText.cannotPlay;
  if (reply.code === casinoCode.loginRequired) return casinoText.loginRequired;
  return '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
}

/** The data of a casino reply, or the CasinoRequestError it stands for. */
export function casinoDataOf<T>(reply: ApiReply<T>): T {
  if (reply.code === casinoCode.ok && reply.data) return reply.data;
  throw new CasinoRequestError(reply.code, casinoRefusalText(reply));
}

/** A Korean sentence for a failed casino call: the server's reason when it gave one. */
export function describeCasinoError(error: unknown): string {
  return error instanceof CasinoRequestError ? error.message : describeError(error);
}
