import { staffCasinoText } from '@hanpan/core/api/staff-casino';
import {
  gameImportText,
  type StaffCasinoImportPreview,
  type StaffCasinoImportResult,
} from '@hanpan/core/api/staff-casino-import';
import { skyhubGames } from '@hanpan/skyhub/server';
import { describe, expect, it } from 'vitest';
import { createTestProvider } from '../../../test/casino.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { builtInProviderCode } from './built-in-provider.ts';

// Issue 23: a provider's game list imported from a file (JSON, CSV) or from the provider's own
// signed list call (the built-in provider's, over real HTTP): previewed, then upserted by provider +
// game id with the staff's switch and lobby kept, audited with the counts.

const t = useLedgerCheckedApp();

const operator = async () => signInStaff(t.app, await createStaff(t.db, { role: 'operator' }));

const call = async <T = Record<string, unknown>>(token: string, path: string, body: unknown) =>
  envelope<T>(await postStaff(t.app, `/api/staff/casino/${path}`, body, token));

// The built-in provider is called over real HTTP on this app's own (ephemeral) port.
const listening = async () => {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
};

const gamesOf = (providerId: number) =>
  t.db
    .selectFrom('casino_game')
    .select(['code', 'name', 'category', 'kind', 'rtp_bp', 'thumbnail_url', 'is_enabled'])
    .where('provider_id', '=', providerId)
    .orderBy('code')
    .execute();

const csv = [
  'id,name,kind,rtp,thumbnail,category',
  'test-slot,테스트 슬롯,slot,96,,slot-classic',
  'test-baccarat,스피드 바카라,casino,98.94,https://cdn.example/b.png,baccarat',
  'new-roulette,라이트닝 룰렛,casino,97.3,,룰렛',
].join('\n');

describe('games/import from a file', () => {
  it('when a CSV is previewed and confirmed twice, then rows are marked, upserted once, staff switches kept, audited', async () => {
    const provider = await createTestProvider(t.db);
    const token = await operator();
    await t.db
      .updateTable('casino_game')
      .set({ is_enabled: false, category: 'casino' })
      .where('id', '=', provider.games['test-slot'])
      .execute();
    const source = { kind: 'file', format: 'csv', content: csv };
    const preview = await call<StaffCasinoImportPreview>(token, 'games/import/preview', {
      providerId: provider.id,
      source,
    });
    expect(preview.code).toBe(0);
    expect(preview.data?.rows.map((row) => [row.code, row.change, row.line])).toEqual([
      ['test-slot', 'unchanged', 2],
      ['test-baccarat', 'changed', 3],
      ['new-roulette', 'new', 4],
    ]);
    expect(preview.data?.counts).toEqual({ new: 1, changed: 1, unchanged: 1, errors: 0 });
    expect(await gamesOf(provider.id)).toHaveLength(2);

    const first = await call<StaffCasinoImportResult>(token, 'games/import/confirm', {
      providerId: provider.id,
      source,
      reason: '게임 목록 갱신',
    });
    expect(first).toEqual({
      code: 0,
      data: { message: gameImportText.imported, counts: { new: 1, changed: 1, unchanged: 1 } },
    });
    const after = await gamesOf(provider.id);
    expect(after).toEqual([
      {
        code: 'new-roulette',
        name: '라이트닝 룰렛',
        category: 'casino',
        kind: 'roulette',
        rtp_bp: 9730,
        thumbnail_url: null,
        is_enabled: true,
      },
      {
        code: 'test-baccarat',
        name: '스피드 바카라',
        category: 'casino',
        kind: 'baccarat',
        rtp_bp: 9894,
        thumbnail_url: 'https://cdn.example/b.png',
        is_enabled: true,
      },
      // Staff switched it off and moved it to the casino lobby: the import keeps both.
      {
        code: 'test-slot',
        name: '테스트 슬롯',
        category: 'casino',
        kind: 'slot-classic',
        rtp_bp: 9600,
        thumbnail_url: null,
        is_enabled: false,
      },
    ]);
    const again = await call<StaffCasinoImportResult>(token, 'games/import/confirm', {
      providerId: provider.id,
      source,
      reason: '다시',
    });
    expect(again.data?.counts).toEqual({ new: 0, changed: 0, unchanged: 3 });
    expect(await gamesOf(provider.id)).toEqual(after);
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['after', 'reason'])
      .where('action', '=', 'casino.game.import')
      .where('target_id', '=', String(provider.id))
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { after: { source: 'file:csv', games: 3, new: 1, changed: 1, unchanged: 1 }, reason: '게임 목록 갱신' },
      { after: { source: 'file:csv', games: 3, new: 0, changed: 0, unchanged: 3 }, reason: '다시' },
    ]);
  });

  it('when a list has a bad line, then the preview names it and confirm is refused with nothing written', async () => {
    const provider = await createTestProvider(t.db);
    const token = await operator();
    const content = JSON.stringify([
      { id: 'ok-1', name: '좋은 슬롯', kind: 'slot', rtp: 95 },
      { id: 'bad 2', name: '나쁜 ID', kind: 'slot', rtp: 95 },
      { id: 'ok-3', name: '카지노', kind: 'casino', rtp: 97 },
    ]);
    const source = { kind: 'file', format: 'json', content };
    const preview = await call<StaffCasinoImportPreview>(token, 'games/import/preview', {
      providerId: provider.id,
      source,
    });
    expect(preview.data?.errors).toEqual([
      { line: 2, message: gameImportText.badId },
      { line: 3, message: gameImportText.categoryRequired },
    ]);
    expect(preview.data?.counts).toEqual({ new: 1, changed: 0, unchanged: 0, errors: 2 });
    expect(
      await call(token, 'games/import/confirm', { providerId: provider.id, source, reason: '가져오기' }),
    ).toEqual({ code: 2, data: { message: gameImportText.hasErrors } });
    expect(await gamesOf(provider.id)).toHaveLength(2);
    const big = {
      kind: 'file',
      format: 'csv',
      content: `id,name,kind,rtp\n${'x'.repeat(2 * 1024 * 1024 + 1)}`,
    };
    expect(await call(token, 'games/import/preview', { providerId: provider.id, source: big })).toEqual({
      code: 2,
      data: { message: gameImportText.tooLarge },
    });
    expect(
      await call(token, 'games/import/preview', {
        providerId: provider.id,
        source: { kind: 'file', format: 'json', content: '[{"id":"a\u0000"}]' },
      }),
    ).toEqual({ code: 2, data: { message: gameImportText.badCsv } });
    expect((await call(token, 'games/import/preview', { providerId: 999_999, source })).data).toEqual({
      message: staffCasinoText.unknownProvider,
    });
  });

  it('when finance previews or confirms, then code 3', async () => {
    const provider = await createTestProvider(t.db);
    const finance = await signInStaff(t.app, await createStaff(t.db, { role: 'finance' }));
    const source = { kind: 'file', format: 'csv', content: csv };
    expect((await call(finance, 'games/import/preview', { providerId: provider.id, source })).code).toBe(3);
    expect(
      (await call(finance, 'games/import/confirm', { providerId: provider.id, source, reason: 'x' })).code,
    ).toBe(3);
    expect(await gamesOf(provider.id)).toHaveLength(2);
  });
});

describe('games/import from the provider list call', () => {
  it("when the built-in provider's list is called over HTTP, then its signed list previews and imports as unchanged", async () => {
    await listening();
    const token = await operator();
    const skyhub = await t.db
      .selectFrom('casino_provider')
      .select(['id', 'games_url'])
      .where('code', '=', builtInProviderCode)
      .executeTakeFirstOrThrow();
    expect(skyhub.games_url).toBe('/skyhub/api/report/games');
    const source = { kind: 'provider' };
    const preview = await call<StaffCasinoImportPreview>(token, 'games/import/preview', {
      providerId: skyhub.id,
      source,
    });
    expect(preview.code).toBe(0);
    expect(preview.data?.counts).toEqual({ new: 0, changed: 0, unchanged: skyhubGames.length, errors: 0 });
    expect(preview.data?.rows.map((row) => row.code).sort()).toEqual(
      skyhubGames.map((game) => game.code).sort(),
    );
    const confirmed = await call<StaffCasinoImportResult>(token, 'games/import/confirm', {
      providerId: skyhub.id,
      source,
      reason: '게임사 목록 확인',
    });
    expect(confirmed.data?.counts).toEqual({ new: 0, changed: 0, unchanged: skyhubGames.length });
  });

  it('when the list answer is not signed by the stored key or there is no list URL, then code 1 and nothing changes', async () => {
    await listening();
    const token = await operator();
    const provider = await createTestProvider(t.db);
    expect(
      await call(token, 'games/import/preview', { providerId: provider.id, source: { kind: 'provider' } }),
    ).toEqual({ code: 1, data: { message: gameImportText.noGamesUrl } });
    // The test provider's key did not sign the built-in provider's list.
    await t.db
      .updateTable('casino_provider')
      .set({ games_url: '/skyhub/api/report/games' })
      .where('id', '=', provider.id)
      .execute();
    expect(
      await call(token, 'games/import/confirm', {
        providerId: provider.id,
        source: { kind: 'provider' },
        reason: '가져오기',
      }),
    ).toEqual({ code: 1, data: { message: gameImportText.providerUnreachable } });
    expect(await gamesOf(provider.id)).toHaveLength(2);
  });
});
