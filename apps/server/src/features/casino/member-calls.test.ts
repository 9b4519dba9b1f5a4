import { casinoCode, casinoText } from '@hanpan/core/api/casino';
import { kstDateOf } from '@hanpan/core/time/kst';
import { describe, expect, it } from 'vitest';
import { betBody, createPlayer, createTestProvider, walletCall, winBody } from '../../../test/casino.ts';
import { createMember, signIn } from '../../../test/factories.ts';
import { envelope, get, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';

// The member's casino calls: the lobby's games, launch, recently played, open games, rounds history.

const t = useLedgerCheckedApp();

describe('lobby and launch', () => {
  it('when a visitor lists a lobby, then the playable games of that lobby come with their providers', async () => {
    const provider = await createTestProvider(t.db);
    const slots = envelope<{ list: { code: string; provider: { code: string } }[]; providers: unknown[] }>(
      await postJson(t.app, '/api/casino/games', { category: 'slot' }),
    );
    expect(slots.code).toBe(0);
    const mine = slots.data?.list.filter((game) => game.provider.code === provider.code);
    expect(mine?.map((game) => game.code)).toEqual(['test-slot']);
    await t.db
      .updateTable('casino_game')
      .set({ is_enabled: false })
      .where('id', '=', provider.games['test-slot'])
      .execute();
    const after = envelope<{ list: { code: string; provider: { code: string } }[] }>(
      await postJson(t.app, '/api/casino/games', { category: 'slot' }),
    );
    expect(after.data?.list.filter((game) => game.provider.code === provider.code)).toEqual([]);
    expect(envelope(await postJson(t.app, '/api/casino/games', { category: 'poker' })).code).toBe(2);
  });

  it('when a member launches, then the URL carries a token that is stored only as its hash', async () => {
    const provider = await createTestProvider(t.db);
    const member = await createMember(t.db);
    const cookie = await signIn(t.app, member);
    const reply = envelope<{ url: string; expiresAt: string }>(
      await postJson(t.app, '/api/casino/launch', { gameId: provider.games['test-baccarat'] }, { cookie }),
    );
    expect(reply.code).toBe(0);
    const url = new URL(reply.data?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://games.example/play');
    expect(url.searchParams.get('game')).toBe('test-baccarat');
    expect(url.searchParams.get('lang')).toBe('ko');
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db
      .selectFrom('casino_token')
      .select('token_hash')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    const hoursLeft = (Date.parse(reply.data?.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(3.9);
    expect(hoursLeft).toBeLessThanOrEqual(4);
  });

  it('when launch is refused, then the spec codes: login 99, no game 2, barred member 10', async () => {
    const provider = await createTestProvider(t.db);
    const gameId = provider.games['test-slot'];
    expect(envelope(await postJson(t.app, '/api/casino/launch', { gameId })).code).toBe(
      casinoCode.loginRequired,
    );
    const member = await createMember(t.db);
    const cookie = await signIn(t.app, member);
    expect(
      envelope(await postJson(t.app, '/api/casino/launch', { gameId: 999_999 }, { cookie })),
    ).toMatchObject({
      code: casinoCode.noGame,
      data: { message: casinoText.noGame },
    });
    await t.db
      .updateTable('casino_provider')
      .set({ is_enabled: false })
      .where('id', '=', provider.id)
      .execute();
    expect(envelope(await postJson(t.app, '/api/casino/launch', { gameId }, { cookie })).code).toBe(
      casinoCode.noGame,
    );
    await t.db
      .updateTable('casino_provider')
      .set({ is_enabled: true })
      .where('id', '=', provider.id)
      .execute();
    await t.db.updateTable('member').set({ is_betting_blocked: true }).where('id', '=', member.id).execute();
    const barred = envelope(await postJson(t.app, '/api/casino/launch', { gameId }, { cookie }));
    expect(barred.code).toBe(casinoCode.cannotPlay);
    expect(
      await t.db.selectFrom('casino_token').select('token_hash').where('member_id', '=', member.id).execute(),
    ).toEqual([]);
  });
});

describe('open games, recent games and rounds', () => {
  it('when a member played, then recent, open and the rounds history show it; a logout closes the open games', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 10_000n);
    const bet = betBody(player, 2_000);
    await walletCall(t.app, provider, 'transaction/bet', bet);
    await walletCall(t.app, provider, 'transaction/win', winBody(player, bet, 3_000));
    const open = await walletCall(t.app, provider, 'transaction/bet', betBody(player, 1_000));
    expect(open.reply.status).toBe('RS_OK');
    const recent = envelope<{ list: { code: string }[] }>(
      await postJson(t.app, '/api/casino/recent', {}, { cookie: player.cookie }),
    );
    expect(recent.data?.list.map((game) => game.code)).toEqual(['test-slot']);
    const opened = envelope<{ list: { game: { code: string } }[] }>(
      await postJson(t.app, '/api/casino/open', {}, { cookie: player.cookie }),
    );
    expect(opened.data?.list.map((item) => item.game.code)).toEqual(['test-slot']);
    const today = kstDateOf(new Date());
    const rounds = envelope<{
      list: { round: string; stake: number; win: number; status: string }[];
      total: number;
    }>(
      await postJson(
        t.app,
        '/api/casino/rounds',
        { category: 'slot', from: today, until: today },
        { cookie: player.cookie },
      ),
    );
    expect(rounds.data?.total).toBe(2);
    expect(rounds.data?.list.map(({ stake, win, status }) => ({ stake, win, status }))).toEqual([
      { stake: 1_000, win: 0, status: 'open' },
      { stake: 2_000, win: 3_000, status: 'closed' },
    ]);
    const casinoTab = envelope<{ total: number }>(
      await postJson(t.app, '/api/casino/rounds', { category: 'casino' }, { cookie: player.cookie }),
    );
    expect(casinoTab.data?.total).toBe(0);
    const yesterday = envelope<{ total: number }>(
      await postJson(
        t.app,
        '/api/casino/rounds',
        { category: 'slot', from: '2020-01-01', until: '2020-01-02' },
        { cookie: player.cookie },
      ),
    );
    expect(yesterday.data?.total).toBe(0);
    const cookie = player.cookie;
    await get(t.app, '/api/user/logout', { cookie });
    const second = await signIn(t.app, player);
    const afterLogout = envelope<{ list: unknown[] }>(
      await postJson(t.app, '/api/casino/open', {}, { cookie: second }),
    );
    expect(afterLogout.data?.list).toEqual([]);
  });
});
