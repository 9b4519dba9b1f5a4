import { generateKeyPairSync } from 'node:crypto';
import { managedKeyNote, staffCasinoText } from '@hanpan/core/api/staff-casino';
import { staffText } from '@hanpan/core/api/staff-codes';
import { kstDateOf } from '@hanpan/core/time/kst';
import { skyhubGames } from '@hanpan/skyhub/server';
import { describe, expect, it } from 'vitest';
import { uniqueSuffix } from '../../../test/factories.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { builtInProviderCode } from './built-in-provider.ts';
import { ensureCasinoProvider } from './provider-registration.ts';

// Issue 23: staff add a real provider (an aggregator) with its key and addresses; the built-in
// provider's key is its own (read-only, edits refused) while staff's other edits survive its
// registration at every start.

const t = useLedgerCheckedApp();

const staffOf = async (role: 'owner' | 'finance' | 'operator' | 'support') =>
  signInStaff(t.app, await createStaff(t.db, { role }));

const call = async <T = Record<string, unknown>>(token: string, path: string, body: unknown) =>
  envelope<T>(await postStaff(t.app, `/api/staff/casino/${path}`, body, token));

const pemOf = (type: 'ed25519' | 'rsa' = 'ed25519', bits = 2048) =>
  (type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: bits }).publicKey
    : generateKeyPairSync('ed25519').publicKey
  )
    .export({ type: 'spki', format: 'pem' })
    .toString();

const newProvider = () => ({
  code: `agg-${uniqueSuffix(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`,
  name: '에볼루션 어그리게이터',
  isEnabled: true,
  publicKey: pemOf(),
  launchUrl: 'https://games.aggregator.example/launch',
  reportUrl: 'https://api.aggregator.example/report/transactions',
  gamesUrl: 'https://api.aggregator.example/games',
  rules: { noAutoplay: true, minSpinMs: 3_000, noSmallWinCelebration: true },
  reason: '신규 계약',
});

const providerRow = (code: string) =>
  t.db.selectFrom('casino_provider').selectAll().where('code', '=', code).executeTakeFirst();

describe('providers/create', () => {
  it('when an operator adds a provider, then it is listed with our wallet path and audited with the reason', async () => {
    const operator = await staffOf('operator');
    const body = newProvider();
    const created = await call<{ message: string; id: number }>(operator, 'providers/create', body);
    expect(created).toEqual({ code: 0, data: { message: staffCasinoText.created, id: expect.any(Number) } });
    const list = await call<{ list: Record<string, unknown>[] }>(operator, 'providers', {});
    expect(list.data?.list.find((row) => row.code === body.code)).toMatchObject({
      id: created.data?.id,
      name: body.name,
      isEnabled: true,
      isKeyManaged: false,
      publicKey: body.publicKey.trim(),
      launchUrl: body.launchUrl,
      reportUrl: body.reportUrl,
      gamesUrl: body.gamesUrl,
      walletUrl: `/api/casino/wallet/${body.code}`,
      rules: body.rules,
      gameCount: 0,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'reason', 'after'])
      .where('action', '=', 'casino.provider.create')
      .where('target_id', '=', String(created.data?.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ reason: '신규 계약', after: { code: body.code, name: body.name } });
  });

  it('when the code is taken, then code 1 with the Korean message and nothing is added', async () => {
    const operator = await staffOf('operator');
    const body = newProvider();
    expect((await call(operator, 'providers/create', body)).code).toBe(0);
    expect(await call(operator, 'providers/create', { ...body, name: '다른 이름' })).toEqual({
      code: 1,
      data: { message: staffCasinoText.duplicateCode },
    });
    expect(await call(operator, 'providers/create', { ...newProvider(), code: builtInProviderCode })).toEqual(
      {
        code: 1,
        data: { message: staffCasinoText.duplicateCode },
      },
    );
    expect((await providerRow(body.code))?.name).toBe(body.name);
  });

  it('when the input is bad, then code 2 with a Korean message and nothing is added', async () => {
    const operator = await staffOf('operator');
    const body = newProvider();
    const huge = 'a'.repeat(1_000_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'Bad Code' }, staffCasinoText.badCode],
      [{ code: '-lead' }, staffCasinoText.badCode],
      [{ code: huge }, staffCasinoText.badCode],
      [{ code: 'nul\u0000' }, staffCasinoText.badCode],
      [{ name: '' }, staffCasinoText.badName],
      [{ name: '이름\u0000' }, staffCasinoText.badName],
      [{ name: huge }, staffCasinoText.badName],
      [{ publicKey: 'not a key' }, staffCasinoText.badPublicKey],
      [
        { publicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n' },
        staffCasinoText.badPublicKey,
      ],
      [{ publicKey: pemOf('rsa', 1024) }, staffCasinoText.badPublicKey],
      [{ publicKey: huge }, staffCasinoText.badPublicKey],
      [{ publicKey: 12 }, staffCasinoText.badPublicKey],
      [{ launchUrl: 'http://games.example/launch' }, staffCasinoText.badLaunchUrl],
      [{ launchUrl: 'javascript:alert(1)' }, staffCasinoText.badLaunchUrl],
      [{ launchUrl: '/skyhub/play' }, staffCasinoText.badLaunchUrl],
      [{ reportUrl: 'ftp://x.example/' }, staffCasinoText.badReportUrl],
      [{ gamesUrl: 'http://x.example/games' }, staffCasinoText.badGamesUrl],
      [{ rules: { ...body.rules, minSpinMs: 100 } }, staffCasinoText.badMinSpinMs],
      [{ reason: ' ' }, staffText.reasonRequired],
    ];
    for (const [change, message] of cases) {
      const code = (change.code as string | undefined) ?? body.code;
      expect(
        await call(operator, 'providers/create', { ...body, ...change }),
        JSON.stringify(change).slice(0, 80),
      ).toEqual({
        code: 2,
        data: { message },
      });
      if (typeof code === 'string' && /^[ -~]{1,49}$/.test(code))
        expect(await providerRow(code)).toBeUndefined();
    }
    expect(await providerRow(body.code)).toBeUndefined();
    const local = await call(operator, 'providers/create', {
      ...body,
      launchUrl: 'http://localhost:4000/launch',
      reportUrl: 'http://127.0.0.1:4000/report',
      gamesUrl: '',
    });
    expect(local.code).toBe(0);
    expect(await providerRow(body.code)).toMatchObject({
      games_url: null,
      launch_url: 'http://localhost:4000/launch',
    });
  });

  it('when finance or support adds a provider, then code 3 and nothing is added', async () => {
    for (const role of ['finance', 'support'] as const) {
      const body = newProvider();
      expect((await call(await staffOf(role), 'providers/create', body)).code).toBe(3);
      expect(await providerRow(body.code)).toBeUndefined();
    }
  });
});

describe('providers/save of an added provider', () => {
  it('when staff set a path or plain-http address on an external provider, then code 2 and nothing changes', async () => {
    const operator = await staffOf('operator');
    const body = newProvider();
    const id = (await call<{ id: number }>(operator, 'providers/create', body)).data?.id;
    const save = { ...body, id, name: '새 이름', reason: '주소 변경' };
    const cases: [Record<string, unknown>, string][] = [
      [{ gamesUrl: '/skyhub/api/report/games' }, staffCasinoText.badGamesUrl],
      [{ reportUrl: 'http://api.example/report' }, staffCasinoText.badReportUrl],
      [{ launchUrl: '/skyhub/play' }, staffCasinoText.badLaunchUrl],
    ];
    for (const [change, message] of cases) {
      expect(await call(operator, 'providers/save', { ...save, ...change })).toEqual({
        code: 2,
        data: { message },
      });
    }
    expect((await providerRow(body.code))?.name).toBe(body.name);
    expect((await call(operator, 'providers/save', { ...save, gamesUrl: '' })).code).toBe(0);
    expect(await providerRow(body.code)).toMatchObject({ name: '새 이름', games_url: null });
  });
});

describe('the built-in provider key', () => {
  const registerAgain = (publicKeyPem: string) =>
    ensureCasinoProvider(t.db, {
      code: builtInProviderCode,
      name: '스카이허브',
      publicKeyPem,
      launchUrl: '/skyhub/play',
      games: skyhubGames,
      isKeyManaged: true,
      reportUrl: '/skyhub/api/report/transactions',
      gamesUrl: '/skyhub/api/report/games',
    });

  it('when staff edit the built-in provider, then its key is refused and their other edits survive its next registration', async () => {
    const operator = await staffOf('operator');
    const list = await call<{
      list: { id: number; code: string; publicKey: string; isKeyManaged: boolean; rules: unknown }[];
    }>(operator, 'providers', {});
    const builtIn = list.data?.list.find((row) => row.code === builtInProviderCode);
    expect(builtIn?.isKeyManaged).toBe(true);
    expect(managedKeyNote).toBe('내장 게임사가 관리하는 키입니다');
    const save = {
      id: builtIn?.id,
      isEnabled: false,
      name: '스카이허브 (내장)',
      publicKey: builtIn?.publicKey,
      launchUrl: '/skyhub/play',
      rules: { noAutoplay: true, minSpinMs: 4_000, noSmallWinCelebration: true },
      reason: '점검',
    };
    const refused = await call(operator, 'providers/save', { ...save, publicKey: pemOf() });
    expect(refused).toEqual({ code: 1, data: { message: staffCasinoText.managedKey } });
    const unchanged = await providerRow(builtInProviderCode);
    expect(unchanged).toMatchObject({ is_enabled: true, name: '스카이허브', public_key: builtIn?.publicKey });
    expect(await call(operator, 'providers/save', save)).toEqual({
      code: 0,
      data: { message: staffCasinoText.saved },
    });

    await registerAgain(builtIn?.publicKey ?? '');
    expect(await providerRow(builtInProviderCode)).toMatchObject({
      name: '스카이허브 (내장)',
      is_enabled: false,
      launch_url: '/skyhub/play',
      is_key_managed: true,
      public_key: builtIn?.publicKey,
      rules: save.rules,
      games_url: '/skyhub/api/report/games',
    });
  });

  it('when its day is reconciled, then its signed report is read from its report URL over HTTP', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const operator = await staffOf('operator');
    const skyhub = await providerRow(builtInProviderCode);
    expect(skyhub?.report_url).toBe('/skyhub/api/report/transactions');
    const reply = await call<{ differences: unknown[] }>(operator, 'reconciliation', {
      providerId: skyhub?.id,
      date: kstDateOf(new Date()),
    });
    expect(reply.code).toBe(0);
    expect(reply.data?.differences).toEqual([]);
  });
});
