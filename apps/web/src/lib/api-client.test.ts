import type { ApiReply, UserContext } from '@hanpan/core/api/envelope';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from './alert-store.ts';
import { apiRequest, createIdempotencyKey } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { setNavigator } from './navigation.ts';
import { resetUnreadCount, unreadMessageText } from './unread-messages.ts';
import { useUserStore } from './user-store.ts';

const context = (messageCount = 0): UserContext => ({
  user: { nick: '데모회원', cash: 1000, point: 50, agencyCash: 0, pointGrade: 0 },
  messageCount,
});

/** Makes the next fetch answer `body` with `status`. */
function answer(body: unknown, init: { status?: number; redirected?: boolean } = {}) {
  const response = {
    status: init.status ?? 200,
    redirected: init.redirected ?? false,
    json: async () => body,
  };
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response as unknown as Response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const alerts = () => useAlertStore.getState().queue.map((alert) => alert.message);

describe('apiRequest', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('window', { location: { pathname: '/' } });
    setNavigator(navigate);
    navigate.mockReset();
    resetUnreadCount();
    useUserStore.setState({ status: 'unknown', user: null, messageCount: 0 });
    useAlertStore.setState({ queue: [] });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when called without options, then it POSTs JSON with credentials under /api', async () => {
    const fetchMock = answer({ code: 0 });
    await apiRequest('/user/checkNick', { body: { nick: 'abc' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/checkNick',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"nick":"abc"}' }),
    );
  });

  it('when a form is given, then the body is form-encoded', async () => {
    const fetchMock = answer({ code: 0 });
    await apiRequest('/user/sign', { form: { loginId: 'demo01', loginPassword: 'pw 1' } });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.body).toBe('loginId=demo01&loginPassword=pw+1');
    expect((init.headers as Record<string, string>)['Content-Type']).toContain('x-www-form-urlencoded');
  });

  it('when a reply carries userContext, then the stored user is refreshed', async () => {
    answer({ code: 0, userContext: context() } satisfies ApiReply);
    await apiRequest('/user/info');
    expect(useUserStore.getState()).toMatchObject({ status: 'member', user: { cash: 1000, point: 50 } });
  });

  it('when a member gets code 99, then the user is cleared and sent home', async () => {
    useUserStore.getState().setContext(context());
    answer({ code: 99 });
    await apiRequest('/bet/list');
    expect(useUserStore.getState()).toMatchObject({ status: 'guest', user: null });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('when a visitor gets code 99, then they are only marked as guest and stay where they are', async () => {
    answer({ code: 99 });
    await apiRequest('/user/info', { background: true });
    expect(useUserStore.getState().status).toBe('guest');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('when an idempotency key is given, then it is sent as the Idempotency-Key header beside the JSON type', async () => {
    const fetchMock = answer({ code: 0 });
    await apiRequest('/amount/pointToCash', { idempotencyKey: 'abcdef0123456789' });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toEqual({
      'Idempotency-Key': 'abcdef0123456789',
      'Content-Type': 'application/json',
    });
  });

  it('when no idempotency key is given, then no Idempotency-Key header is sent', async () => {
    const fetchMock = answer({ code: 0 });
    await apiRequest('/amount/chargeInfo');
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('when keys are created, then each is 32 hex digits (the server accepts 8-100 of [A-Za-z0-9_:-]) and new', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('when the answer is HTTP 403 or a redirect, then the member is sent home', async () => {
    for (const init of [{ status: 403 }, { redirected: true }]) {
      useUserStore.getState().setContext(context());
      navigate.mockReset();
      answer({}, init);
      await expect(apiRequest('/amount/charge')).rejects.toBeInstanceOf(ApiError);
      expect(useUserStore.getState().user).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/');
    }
  });

  it('when the server fails with 500, then a generic alert shows and confirming it goes home', async () => {
    answer({}, { status: 500 });
    await expect(apiRequest('/bet/add')).rejects.toMatchObject({ status: 500 });
    expect(alerts()).toEqual(['일시적인 오류가 발생했습니다. 홈으로 이동합니다.']);
    useAlertStore.getState().answer('확인');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });

  it('when a background call fails with 500, then no alert shows', async () => {
    answer({}, { status: 500 });
    await expect(apiRequest('/index2', { method: 'GET', background: true })).rejects.toBeInstanceOf(ApiError);
    expect(alerts()).toEqual([]);
  });

  it('when unread messages appear, then the alert rises once per increase and not on message calls', async () => {
    answer({ code: 0, userContext: context(2) });
    await apiRequest('/user/info');
    await apiRequest('/user/info');
    expect(alerts()).toEqual([unreadMessageText]);

    useAlertStore.setState({ queue: [] });
    answer({ code: 0, userContext: context(3) });
    await apiRequest('/board/messageList');
    expect(alerts()).toEqual([]);

    answer({ code: 0, userContext: context(4) });
    await apiRequest('/user/info');
    expect(alerts()).toEqual([unreadMessageText]);
  });

  it('when the member answers 예 to the unread alert, then they go to the message box', async () => {
    answer({ code: 0, userContext: context(1) });
    await apiRequest('/user/info');
    useAlertStore.getState().answer('예');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/board/message'));
  });
});
