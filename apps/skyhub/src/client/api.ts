import type { ErrorReply } from '../shared/api.ts';

/** A refusal from the provider's server, with its Korean message. */
export class GameError extends Error {
  readonly balance: number | undefined;

  constructor(message: string, balance?: number) {
    super(message);
    this.balance = balance;
  }
}

/** POSTs to the provider's API (/skyhub/api/...) and returns the JSON answer, or throws a GameError. */
export async function callApi<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/skyhub/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new GameError('네트워크 연결을 확인해 주세요.');
  }
  const json = (await response.json().catch(() => null)) as (T & Partial<ErrorReply>) | null;
  if (!response.ok || json === null) {
    throw new GameError(json?.message ?? '일시적인 오류입니다. 잠시 후 다시 시도해 주세요.', json?.balance);
  }
  return json;
}

/** Whole won with thousands separators. */
export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
