import { AppError } from '../http/app-error.ts';

type Running = { requestHash: string; reply: Promise<unknown> };

/** Shares one run among overlapping requests of one account with one Idempotency-Key, in this process. */
export type InFlightRequests = <Reply>(
  claim: { accountKey: string; key: string; requestHash: string },
  run: () => Promise<Reply>,
) => Promise<Reply>;

/**
 * A double click or a retried burst sends the same key several times before the first reply is
 * stored: the followers wait for the first run and answer its reply instead of running the call
 * (and its argon2 check and attempt count) again. A follower with another body is refused (422) as
 * a stored key would be. Other processes still meet at the stored reply (runIdempotent).
 */
export function createInFlightRequests(): InFlightRequests {
  const running = new Map<string, Running>();
  return async <Reply>(
    claim: { accountKey: string; key: string; requestHash: string },
    run: () => Promise<Reply>,
  ): Promise<Reply> => {
    const id = `${claim.accountKey}\0${claim.key}`;
    const first = running.get(id);
    if (first) {
      if (first.requestHash !== claim.requestHash) throw new AppError('idempotencyKeyReused');
      return first.reply as Promise<Reply>;
    }
    const reply = run().finally(() => running.delete(id));
    running.set(id, { requestHash: claim.requestHash, reply });
    return reply;
  };
}
