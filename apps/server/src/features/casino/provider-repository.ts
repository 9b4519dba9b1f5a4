import type { WalletPlayRules } from '@hanpan/core/api/casino-wallet';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';

// Providers and their games: the wallet's look-ups and the registration of a provider's catalogue.

/** The play rules when a row's JSON lacks one (all on). */
export const defaultPlayRules: WalletPlayRules = {
  noAutoplay: true,
  minSpinMs: 2500,
  noSmallWinCelebration: true,
};

/** A row's rules JSON read with the defaults filling gaps. */
export function playRulesOf(value: unknown): WalletPlayRules {
  const rules = (typeof value === 'object' && value !== null ? value : {}) as Partial<WalletPlayRules>;
  return {
    noAutoplay: typeof rules.noAutoplay === 'boolean' ? rules.noAutoplay : defaultPlayRules.noAutoplay,
    minSpinMs: typeof rules.minSpinMs === 'number' ? rules.minSpinMs : defaultPlayRules.minSpinMs,
    noSmallWinCelebration:
      typeof rules.noSmallWinCelebration === 'boolean'
        ? rules.noSmallWinCelebration
        : defaultPlayRules.noSmallWinCelebration,
  };
}

/** A provider as the wallet and the provider calls (report, game list) need it. */
export type WalletProviderRow = {
  id: number;
  code: string;
  name: string;
  isEnabled: boolean;
  publicKey: string;
  launchUrl: string;
  reportUrl: string | null;
  gamesUrl: string | null;
  rules: WalletPlayRules;
};

const walletProviderColumns = [
  'id',
  'code',
  'name',
  'is_enabled as isEnabled',
  'public_key as publicKey',
  'launch_url as launchUrl',
  'report_url as reportUrl',
  'games_url as gamesUrl',
  'rules',
] as const;

/** The provider with this code, or null. */
export async function findProviderByCode(db: Db, code: string): Promise<WalletProviderRow | null> {
  const row = await db
    .selectFrom('casino_provider')
    .select(walletProviderColumns)
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? { ...row, rules: playRulesOf(row.rules) } : null;
}

/** The provider with this id, or null. */
export async function findProviderById(db: Db, id: number): Promise<WalletProviderRow | null> {
  const row = await db
    .selectFrom('casino_provider')
    .select(walletProviderColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, rules: playRulesOf(row.rules) } : null;
}

/** A game of a provider's catalogue, as the provider describes it. */
export type CatalogueGame = {
  code: string;
  name: string;
  kind: string;
  category: 'casino' | 'slot';
  rtpBp: number | null;
};

/** A provider as it registers itself. */
export type ProviderRegistrationRow = {
  code: string;
  name: string;
  publicKeyPem: string;
  launchUrl: string;
  isKeyManaged: boolean;
  reportUrl: string | null;
  gamesUrl: string | null;
};

/**
 * Inserts the provider or refreshes its public key (a key-managed provider owns it; its name, switch,
 * addresses and rules stay as staff set them, a report or list URL only filled when staff left none),
 * and upserts its games: name, kind, category and RTP from the catalogue on insert, name, kind and
 * RTP refreshed later (the staff's switch, lobby and order kept). One transaction.
 */
export async function upsertProviderCatalogue(
  db: Db,
  provider: ProviderRegistrationRow,
  games: readonly CatalogueGame[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('casino_provider')
      .values({
        code: provider.code,
        name: provider.name,
        public_key: provider.publicKeyPem,
        launch_url: provider.launchUrl,
        is_key_managed: provider.isKeyManaged,
        report_url: provider.reportUrl,
        games_url: provider.gamesUrl,
      })
      .onConflict((conflict) =>
        conflict.column('code').doUpdateSet((eb) => ({
          public_key: provider.publicKeyPem,
          is_key_managed: provider.isKeyManaged,
          report_url: eb.fn.coalesce('casino_provider.report_url', eb.ref('excluded.report_url')),
          games_url: eb.fn.coalesce('casino_provider.games_url', eb.ref('excluded.games_url')),
          updated_at: sql<Date>`now()`,
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, game] of games.entries()) {
      await trx
        .insertInto('casino_game')
        .values({
          provider_id: row.id,
          code: game.code,
          name: game.name,
          kind: game.kind,
          category: game.category,
          rtp_bp: game.rtpBp,
          sort_order: index,
        })
        .onConflict((conflict) =>
          conflict.columns(['provider_id', 'code']).doUpdateSet({
            name: game.name,
            kind: game.kind,
            rtp_bp: game.rtpBp,
            updated_at: sql<Date>`now()`,
          }),
        )
        .execute();
    }
    return row.id;
  });
}
