import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { walletSignatureHeader } from '@hanpan/core/api/casino-wallet';

/** The wallet's five calls (paths under the operator's wallet URL). */
export type WalletCall =
  | 'user/info'
  | 'user/balance'
  | 'transaction/bet'
  | 'transaction/win'
  | 'transaction/rollback';

/** A wallet answer: the parsed JSON body, or why there was none (network error, timeout, HTTP error). */
export type WalletAnswer =
  | { kind: 'answer'; body: Record<string, unknown> & { status?: unknown } }
  | { kind: 'failed'; reason: string };

/** Posts signed calls to the operator's wallet. */
export type WalletClient = {
  /** Posts the exact body text (signed) and reads the answer; never throws. */
  post(call: WalletCall, body: string): Promise<WalletAnswer>;
};

/** Creates the client: each raw body is signed with the provider's Ed25519 key (base64 in x-signature). */
export function createWalletClient(options: {
  privateKeyPem: string;
  walletUrl: () => string;
  timeoutMs: number;
  fetch?: typeof fetch;
}): WalletClient {
  const key: KeyObject = createPrivateKey(options.privateKeyPem);
  const doFetch = options.fetch ?? fetch;
  return {
    async post(call, body) {
      const bytes = Buffer.from(body, 'utf8');
      const signature = sign(null, bytes, key).toString('base64');
      try {
        const response = await doFetch(`${options.walletUrl()}/${call}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [walletSignatureHeader]: signature },
          body: bytes,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const text = await response.text();
        if (!response.ok) return { kind: 'failed', reason: `HTTP ${response.status}` };
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          return { kind: 'failed', reason: 'not a JSON object' };
        }
        return { kind: 'answer', body: parsed as Record<string, unknown> };
      } catch (error) {
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** The status of an answer, or null when there is none. */
export const answerStatus = (answer: WalletAnswer): string | null =>
  answer.kind === 'answer' && typeof answer.body.status === 'string' ? answer.body.status : null;

/** The balance of an answer (whole won), or null. */
export const answerBalance = (answer: WalletAnswer): number | null =>
  answer.kind === 'answer' && typeof answer.body.balance === 'number' && Number.isFinite(answer.body.balance)
    ? answer.body.balance
    : null;
