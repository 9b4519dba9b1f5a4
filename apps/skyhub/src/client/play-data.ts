import type { PlayPageData, SessionReply } from '../shared/api.ts';
import { callApi, GameError } from './api.ts';

/**
 * The session this page plays: the one the server opened while serving the page (no second round
 * trip), else opened now from the address's token (a page built before that, or opened by hand).
 * The token is single-purpose: it leaves the address bar (and any later Referer) either way.
 */
export async function loadSession(): Promise<SessionReply> {
  const params = new URLSearchParams(window.location.search);
  window.history.replaceState(null, '', window.location.pathname);
  const element = document.getElementById('skyhub-play');
  if (element?.textContent) {
    const data = JSON.parse(element.textContent) as PlayPageData;
    element.remove();
    if ('error' in data) throw new GameError(data.error);
    return data.session;
  }
  return callApi<SessionReply>('session', {
    token: params.get('token') ?? '',
    game: params.get('game') ?? '',
  });
}
