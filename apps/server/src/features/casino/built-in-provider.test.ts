import type { StaffCasinoReconciliation } from '@hanpan/core/api/staff-casino';
import { kstDateOf } from '@hanpan/core/time/kst';
import { describe, expect, it } from 'vitest';
import { createMember, fundMember, signIn } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';

// The built-in provider end to end in the operator's app: registered on ready, launched by a member,
// its page's calls reaching this server's wallet over real HTTP (the app listens on an ephemeral
// port), the member's cash moved by its bet and win.

const t = useLedgerCheckedApp();

const cashOf = async (memberId: number) => {
  const row = await t.db
    .selectFrom('account')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'cash')
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
};

/** The provider's page calls this server's wallet over HTTP: the app listens on an ephemeral port. */
const listenOnce = async () => {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
};

describe('built-in provider', () => {
  it('when eight new members open a skyhub game one after another, then each gets a session with fairness seeds', async () => {
    // The server runs statements prepared per connection, planned generically from their sixth run: a
    // bound value in ON CONFLICT's WHERE then no longer proves the provider's partial unique index on
    // active seeds, and the sixth new player's page answered 500.
    await listenOnce();
    const game = await t.db
      .selectFrom('casino_game')
      .innerJoin('casino_provider', 'casino_provider.id', 'casino_game.provider_id')
      .select('casino_game.id')
      .where('casino_provider.code', '=', 'skyhub')
      .where('casino_game.code', '=', 'lucky-sevens')
      .executeTakeFirstOrThrow();
    for (let index = 0; index < 8; index++) {
      const member = await createMember(t.db);
      const cookie = await signIn(t.app, member);
      const launched = envelope<{ url: string }>(
        await postJson(t.app, '/api/casino/launch', { gameId: game.id }, { cookie }),
      );
      const token = new URL(launched.data?.url ?? '', 'http://site.example').searchParams.get('token');
      const session = await t.app.inject({
        method: 'POST',
        url: '/skyhub/api/session',
        payload: { token, game: 'lucky-sevens' },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('when a member launches a skyhub slot and spins, then the bet and win move the cash through the wallet', async () => {
    await listenOnce();
    const provider = await t.db
      .selectFrom('casino_provider')
      .select(['id', 'launch_url'])
      .where('code', '=', 'skyhub')
      .executeTakeFirstOrThrow();
    expect(provider.launch_url).toBe('/skyhub/play');
    const game = await t.db
      .selectFrom('casino_game')
      .select('id')
      .where('provider_id', '=', provider.id)
      .where('code', '=', 'lucky-sevens')
      .executeTakeFirstOrThrow();
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 100_000n);
    const cookie = await signIn(t.app, member);
    const launched = envelope<{ url: string }>(
      await postJson(t.app, '/api/casino/launch', { gameId: game.id }, { cookie }),
    );
    const url = new URL(launched.data?.url ?? '', 'http://site.example');
    expect(url.pathname).toBe('/skyhub/play');
    expect(url.searchParams.get('game')).toBe('lucky-sevens');
    const token = url.searchParams.get('token') ?? '';

    const session = await t.app.inject({
      method: 'POST',
      url: '/skyhub/api/session',
      payload: { token, game: 'lucky-sevens' },
    });
    expect(session.statusCode).toBe(200);
    const opened = session.json();
    expect(opened.balance).toBe(100_000);
    const browser = String(session.headers['set-cookie']).split(';')[0]!;
    const stake = opened.stakes[0] as number;
    const spin = await t.app.inject({
      method: 'POST',
      url: '/skyhub/api/slot/spin',
      headers: { cookie: browser },
      payload: { sessionId: opened.sessionId, stake },
    });
    expect(spin.statusCode).toBe(200);
    const round = spin.json();
    expect(round.status).toBe('settled');
    expect(round.balance).toBe(100_000 - stake + round.win);
    expect(await cashOf(member.id)).toBe(BigInt(round.balance));

    const fromElsewhere = await t.app.inject({
      method: 'POST',
      url: '/skyhub/api/history',
      headers: { cookie: browser, origin: 'https://evil.example' },
      payload: { sessionId: opened.sessionId },
    });
    expect(fromElsewhere.statusCode).toBe(403);

    // The daily reconciliation reads the provider's own signed list over HTTP (with its report key).
    const finance = await signInStaff(t.app, await createStaff(t.db, { role: 'finance' }));
    const reconciled = envelope<StaffCasinoReconciliation>(
      await postStaff(
        t.app,
        '/api/staff/casino/reconciliation',
        { providerId: provider.id, date: kstDateOf(new Date()) },
        finance,
      ),
    );
    expect(reconciled.code).toBe(0);
    expect(reconciled.data?.differences).toEqual([]);
    expect(reconciled.data?.providerTotals).toEqual(reconciled.data?.operatorTotals);
    expect(reconciled.data?.providerTotals).toMatchObject({ count: 2, bet: stake, win: round.win });

    const page = await t.app.inject({ method: 'GET', url: '/skyhub/play' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
