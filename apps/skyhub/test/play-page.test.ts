import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlayPageData } from '../src/shared/api.ts';
import { type Harness, startHarness } from './harness.ts';

// Issue 23: the game page opens its session while it is served (one round trip fewer before play).
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
beforeEach(() => h.reset());
afterAll(async () => {
  await h.close();
});

const play = (query: string) => h.app.inject({ method: 'GET', url: `/skyhub/play?${query}` });

/** The JSON the page carries in its data element, or null without one. */
const pageData = (html: string): PlayPageData | null => {
  const match = /<script type="application\/json" id="skyhub-play">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as PlayPageData) : null;
};

describe('GET /skyhub/play', () => {
  it('when the page is served with a good token, then it carries the opened session, bound to the browser cookie it sets', async () => {
    const player = h.newPlayer(50_000);
    const page = await play(`token=${player.token}&game=lucky-sevens`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const data = pageData(page.body);
    if (!data || !('session' in data)) throw new Error(`no session in the page: ${page.body}`);
    expect(data.session).toMatchObject({ balance: 50_000, game: { code: 'lucky-sevens' } });
    expect(h.wallet.calls.filter((call) => call.call === 'user/info')).toHaveLength(1);

    // The page plays at once with that session and the cookie of the same reply.
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const spin = await h.post(
      '/skyhub/api/slot/spin',
      { sessionId: data.session.sessionId, stake: 100 },
      cookie,
    );
    expect(spin.statusCode).toBe(200);
    const stranger = await h.post('/skyhub/api/slot/spin', { sessionId: data.session.sessionId, stake: 100 });
    expect(stranger.statusCode).toBe(401);
  });

  it('when the token is unknown, then the page carries the Korean refusal and no session', async () => {
    const page = await play('token=nobody&game=baccarat');
    expect(page.statusCode).toBe(200);
    expect(pageData(page.body)).toEqual({
      error: '게임 실행 정보가 유효하지 않습니다. 게임을 다시 열어 주세요.',
    });
  });

  it('when the address names no game or a bad token, then the page is served bare and the wallet is not called', async () => {
    for (const query of ['', 'token=t&game=NOT A GAME', 'token=%00&game=baccarat']) {
      const page = await play(query);
      expect(page.statusCode).toBe(200);
      expect(pageData(page.body)).toBeNull();
    }
    expect(h.wallet.calls).toHaveLength(0);
  });

  it("when the player's name holds markup, then it stays inside the JSON (no '<' in the element)", async () => {
    h.addPlayer('</script><img src=x onerror=alert(1)>', 'token-markup', 1_000);
    const page = await play('token=token-markup&game=lucky-sevens');
    const element = /<script type="application\/json" id="skyhub-play">(.*?)<\/script>/s.exec(page.body)?.[1];
    expect(element).toBeDefined();
    expect(element).not.toContain('<');
    const data = pageData(page.body);
    expect(data && 'session' in data && data.session.nick).toBe('닉</script><img src=x onerror=alert(1)>');
  });
});
