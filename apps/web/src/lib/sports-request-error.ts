import type { ApiReply } from '@hanpan/core/api/envelope';
import { replyMessage } from './api-client.ts';
import { ApiError, describeError } from './api-error.ts';

/** A sports call the server refused with a Korean reason (code 2: bad input, unknown league). */
export class SportsRequestError extends ApiError {
  constructor(message: string) {
    // A client error: the query client does not retry it.
    super(400, message);
    this.name = 'SportsRequestError';
  }
}

/** The data of a sports reply, or the error it stands for. */
export function sportsDataOf<T>(reply: ApiReply<T>, path: string): T {
  if (reply.code === 0 && reply.data) return reply.data;
  const message = replyMessage(reply);
  if (message) throw new SportsRequestError(message);
  throw new ApiError(200, `${path} code ${reply.code}`);
}

/** A Korean sentence for a failed sports call: the server's reason when it gave one. */
export function describeSportsError(error: unknown): string {
  return error instanceof SportsRequestError ? error.message : describeError(error);
}
