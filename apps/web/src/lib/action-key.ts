import { createIdempotencyKey } from './api-client.ts';

/** The Idempotency-Key of one money action, kept until the server has answered it. */
export type ActionKey = {
  /**
   * The key to send for the action described by `fingerprint` (its amounts and names): the same
   * key again while the last send of that same action got no answer, a new one otherwise.
   */
  keyFor: (fingerprint: string) => string;
  /** The server answered (accepted or refused): the next send is a new action. */
  settle: () => void;
};

/**
 * Creates the key holder of one form or button. A resend after a network failure reuses the key,
 * so a request that did reach the server is not posted twice.
 */
export function createActionKey(newKey: () => string = createIdempotencyKey): ActionKey {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newKey() };
      return last.key;
    },
    settle() {
      last = null;
    },
  };
}
