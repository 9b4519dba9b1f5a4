import type { WalletPlayRules } from '@hanpan/core/api/casino-wallet';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { playRulesOf } from './provider-repository.ts';

// The back office's reads and saves of providers and games.

/** Every provider with its game counts. */
export async function listStaffProviders(db: Db) {
  const rows = await db
    .selectFrom('casino_provider as p')
    .select([
      'p.id',
      'p.code',
      'p.name',
      'p.is_enabled as isEnabled',
      'p.public_key as publicKey',
      'p.launch_url as launchUrl',
      'p.report_url as reportUrl',
      'p.games_url as gamesUrl',
      'p.is_key_managed as isKeyManaged',
      'p.rules',
      'p.updated_at as updatedAt',
      sql<string>`(select count(*) from casino_game g where g.provider_id = p.id)`.as('gameCount'),
      sql<string>`(select count(*) from casino_game g where g.provider_id = p.id and g.is_enabled)`.as(
        'enabledGameCount',
      ),
    ])
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    rules: playRulesOf(row.rules),
    gameCount: Number(row.gameCount),
    enabledGameCount: Number(row.enabledGameCount),
  }));
}

/** A provider's editable settings, its row locked, or null. */
export async function lockStaffProvider(trx: Trx, id: number) {
  const row = await trx
    .selectFrom('casino_provider')
    .select([
      'id',
      'name',
      'is_enabled as isEnabled',
      'is_key_managed as isKeyManaged',
      'public_key as publicKey',
      'launch_url as launchUrl',
      'report_url as reportUrl',
      'games_url as gamesUrl',
      'rules',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? { ...row, rules: playRulesOf(row.rules) } : null;
}

/** A provider's settings staff edit. */
export type StaffProviderSettings = {
  name: string;
  isEnabled: boolean;
  publicKey: string;
  launchUrl: string;
  reportUrl: string | null;
  gamesUrl: string | null;
  rules: WalletPlayRules;
};

/** Writes a provider's name, switch, key, addresses and rules. */
export async function writeStaffProvider(
  trx: Trx,
  id: number,
  settings: StaffProviderSettings,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('casino_provider')
    .set({
      name: settings.name,
      is_enabled: settings.isEnabled,
      public_key: settings.publicKey,
      launch_url: settings.launchUrl,
      report_url: settings.reportUrl,
      games_url: settings.gamesUrl,
      rules: JSON.stringify(settings.rules),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/** True when a provider has this code. */
export async function hasProviderCode(trx: Trx, code: string): Promise<boolean> {
  const row = await trx
    .selectFrom('casino_provider')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a provider staff added; returns its id. */
export async function insertStaffProvider(
  trx: Trx,
  provider: StaffProviderSettings & { code: string },
  at: Date,
): Promise<number> {
  const row = await trx
    .insertInto('casino_provider')
    .values({
      code: provider.code,
      name: provider.name,
      is_enabled: provider.isEnabled,
      public_key: provider.publicKey,
      launch_url: provider.launchUrl,
      report_url: provider.reportUrl,
      games_url: provider.gamesUrl,
      rules: JSON.stringify(provider.rules),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const staffGameColumns = [
  'g.id',
  'g.provider_id as providerId',
  'p.name as providerName',
  'g.code',
  'g.name',
  'g.category',
  'g.kind',
  'g.is_enabled as isEnabled',
  'g.sort_order as sortOrder',
  'g.rtp_bp as rtpBp',
  'g.thumbnail_url as thumbnailUrl',
] as const;

/** The games of a provider or lobby (all when neither), in lobby order. */
export async function listStaffGames(db: Db, filter: { providerId?: number; category?: 'casino' | 'slot' }) {
  let query = db
    .selectFrom('casino_game as g')
    .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
    .select(staffGameColumns);
  if (filter.providerId !== undefined) query = query.where('g.provider_id', '=', filter.providerId);
  if (filter.category !== undefined) query = query.where('g.category', '=', filter.category);
  return query.orderBy('g.category').orderBy('g.sort_order').orderBy('g.id').execute();
}

/** A game's editable settings, its row locked, or null. */
export async function lockStaffGame(trx: Trx, id: number) {
  const row = await trx
    .selectFrom('casino_game')
    .select(['id', 'is_enabled as isEnabled', 'category', 'sort_order as sortOrder'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** Writes a game's switch, lobby and order. */
export async function writeStaffGame(
  trx: Trx,
  id: number,
  settings: { isEnabled: boolean; category: 'casino' | 'slot'; sortOrder: number },
  at: Date,
): Promise<void> {
  await trx
    .updateTable('casino_game')
    .set({
      is_enabled: settings.isEnabled,
      category: settings.category,
      sort_order: settings.sortOrder,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}
