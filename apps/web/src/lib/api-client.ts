import { type ApiReply, replyCode } from '@hanpan/core/api/envelope';
import { showAlert } from './alert-store.ts';
import { ApiError } from './api-error.ts';
import { navigateTo } from './navigation.ts';
import { noticeUnreadCount, resetUnreadCount } from './unread-messages.ts';
import { useUserStore } from './user-store.ts';

/** Base path of every call (spec section 7). */
export const apiBase = '/api';

/** How to send a call. POST with a JSON body unless told otherwise. */
export type ApiRequestOptions = {
  method?: 'GET' | 'POST';
  /** JSON body (POST). */
  body?: unknown;
  /** Form-encoded body instead of JSON (only /user/sign). */
  form?: Record<string, string>;
  /**
   * Background calls (initial data, session probe, version poll) never raise the 500 alert;
   * their screens show an error state with a retry instead.
   */
  background?: boolean;
  /**
   * Sent as the `Idempotency-Key` header on money calls: one key per action, reused when the same
   * action is sent again, so the server posts it once.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

let isServerErrorShown = false;

/** Spec section 4, "Forced exit": forget the member and send them home. */
function endSession(): void {
  const wasMember = useUserStore.getState().status === 'member';
  useUserStore.getState().clear();
  resetUnreadCount();
  if (wasMember) navigateTo('/');
}

/** Spec section 8: a 500 shows a generic error and sends the member home (once at a time). */
function reportServerError(): void {
  if (isServerErrorShown) return;
  isServerErrorShown = true;
  void showAlert({ message: '일시적인 오류가 발생했습니다. 홈으로 이동합니다.', buttons: ['확인'] }).then(
    () => {
      isServerErrorShown = false;
      navigateTo('/');
    },
  );
}

function buildInit(options: ApiRequestOptions): RequestInit {
  const method = options.method ?? 'POST';
  const init: RequestInit = { method, credentials: 'include', signal: options.signal ?? null };
  const headers: Record<string, string> = {};
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (method !== 'GET') {
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      init.body = new URLSearchParams(options.form).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body ?? {});
    }
  }
  if (Object.keys(headers).length > 0) init.headers = headers;
  return init;
}

/**
 * A fresh `Idempotency-Key` (32 hex digits). Built with getRandomValues, which, unlike
 * crypto.randomUUID, also works on a plain-http origin.
 */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function readReply<T>(response: Response): Promise<ApiReply<T> | null> {
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'number') {
      return parsed as ApiReply<T>;
    }
  } catch {
    // Not JSON: handled by the caller as an HTTP error.
  }
  return null;
}

/**
 * Sends one API call and returns its reply. Refreshes the stored user from `userContext`, ends the
 * session on code 99 / HTTP 403 / a redirect, raises the unread-message alert, and handles 500s.
 * Throws ApiError when there is no readable reply.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiReply<T>> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, buildInit(options));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network');
  }
  if (response.redirected || response.status === 403) {
    endSession();
    throw new ApiError(response.status === 403 ? 403 : 401, 'session');
  }
  if (response.status >= 500) {
    if (!options.background) reportServerError();
    throw new ApiError(response.status, 'server');
  }
  const reply = await readReply<T>(response);
  if (!reply) throw new ApiError(response.status, 'unreadable');
  if (reply.code === replyCode.sessionGone) {
    endSession();
    return reply;
  }
  if (reply.userContext) {
    useUserStore.getState().setContext(reply.userContext);
    noticeUnreadCount(reply.userContext.messageCount, path);
  }
  return reply;
}

/** The `data.message` of a reply, when the server explained itself. */
export function replyMessage(reply: ApiReply<unknown>): string | undefined {
  const data = reply.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' && data.message.trim() ? data.message : undefined;
}
