import { staffCode, staffText } from '@hanpan/core/api/staff-codes';

/** The reply of every back-office call. */
export type StaffReply<T> = { code: number; data?: T };

/** A call that did not succeed: a refusal code from the API, or no readable reply at all. */
export class StaffCallError extends Error {
  /** The reply's code, or -1 for a network failure and -2 for an unreadable or HTTP error reply. */
  readonly code: number;
  /** The HTTP status, 0 when the network failed. */
  readonly status: number;

  constructor(code: number, message: string, status = 200) {
    super(message);
    this.name = 'StaffCallError';
    this.code = code;
    this.status = status;
  }
}

// A request sent when nobody has touched the page for a while is marked unattended, so the
// server's 30-minute idle timeout counts only a person's activity, not the pages' own polling.
const attendedWindowMs = 60_000;
let lastInputAt = Date.now();
if (typeof window !== 'undefined') {
  const noteInput = () => {
    lastInputAt = Date.now();
  };
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const) {
    window.addEventListener(type, noteInput, { passive: true, capture: true });
  }
}

/** True when the person has not used the page within the last minute. */
export function isUnattended(now = Date.now()): boolean {
  return now - lastInputAt > attendedWindowMs;
}

type SessionGoneListener = () => void;
let onSessionGone: SessionGoneListener = () => undefined;

/** Registers what happens when the staff session is gone (code 99): the app shows the login screen. */
export function setSessionGoneListener(listener: SessionGoneListener): void {
  onSessionGone = listener;
}

async function readReply<T>(response: Response): Promise<StaffReply<T> | null> {
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'number') {
      return parsed as StaffReply<T>;
    }
  } catch {
    // Not JSON: the caller reports an HTTP error.
  }
  return null;
}

/** A Korean sentence for an HTTP failure without a readable reply. */
function describeHttpFailure(status: number): string {
  if (status === 429) return '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';
  if (status === 404) return '아직 제공되지 않는 기능입니다.';
  if (status >= 500) return '일시적인 서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
  return '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
}

/**
 * Sends POST /api/staff/<path> with a JSON body and returns the reply as it came. Throws
 * StaffCallError only when there is no readable reply. Code 99 also tells the session listener.
 */
export async function staffRequest<T>(path: string, body: unknown = {}): Promise<StaffReply<T>> {
  return send<T>(path, 'application/json', JSON.stringify(body));
}

/** Sends a file as the raw body of POST /api/staff/<path> (uploads); the reply as staffRequest's. */
export function staffUploadRequest<T>(path: string, file: Blob): Promise<StaffReply<T>> {
  return send<T>(path, file.type || 'application/octet-stream', file);
}

async function send<T>(path: string, contentType: string, body: BodyInit): Promise<StaffReply<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/staff/${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': contentType,
        ...(isUnattended() ? { 'X-Staff-Unattended': '1' } : {}),
      },
      body,
    });
  } catch {
    throw new StaffCallError(-1, '네트워크 연결을 확인해 주세요.', 0);
  }
  const reply = await readReply<T>(response);
  if (!reply) throw new StaffCallError(-2, describeHttpFailure(response.status), response.status);
  if (reply.code === staffCode.sessionGone) onSessionGone();
  return reply;
}

/** The Korean message of a refused reply: the server's data.message, else one by code. */
export function refusalMessage(reply: StaffReply<unknown>): string {
  const message = (reply.data as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  if (reply.code === staffCode.forbidden) return staffText.forbidden;
  if (reply.code === staffCode.sessionGone) return staffText.sessionGone;
  if (reply.code === staffCode.rateLimited) return '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';
  return '요청을 처리하지 못했습니다.';
}

/** Sends a back-office call and returns its data; any code but 0 throws StaffCallError with the Korean message. */
export async function staffCall<T>(path: string, body: unknown = {}): Promise<T> {
  const reply = await staffRequest<T>(path, body);
  if (reply.code !== staffCode.ok) throw new StaffCallError(reply.code, refusalMessage(reply));
  return reply.data as T;
}

/** A Korean sentence for anything a call may throw. */
export function describeError(error: unknown): string {
  if (error instanceof StaffCallError) return error.message;
  return '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
}
