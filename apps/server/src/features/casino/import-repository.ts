import type { ImportedGame } from '@hanpan/core/api/staff-casino-import';
import { sql } from 'kysely';
import { analyzeTables } from '../../lib/db/analyze.ts';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// A provider's catalogue as an imported game list sees it, and the list's upsert.

/** What an import may change of a game the provider already has. */
export type ImportedGameSnapshot = Pick<ImportedGame, 'code' | 'name' | 'kind' | 'thumbnailUrl'> & {
  rtpBp: number | null;
};

/** The provider's games by code, with the fields an import refreshes. */
export async function listImportSnapshot(
  db: Db | Trx,
  providerId: number,
): Promise<Map<string, ImportedGameSnapshot>> {
  const rows = await db
    .selectFrom('casino_game')
    .select(['code', 'name', 'kind', 'rtp_bp as rtpBp', 'thumbnail_url as thumbnailUrl'])
    .where('provider_id', '=', providerId)
    .execute();
  return new Map(rows.map((row) => [row.code, { ...row, kind: row.kind as ImportedGame['kind'] }]));
}

/** The provider's row locked for an import (so two imports of one provider run one after the other), or null. */
export async function lockImportProvider(trx: Trx, providerId: number): Promise<{ id: number } | null> {
  const row = await trx
    .selectFrom('casino_provider')
    .select('id')
    .where('id', '=', providerId)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

const batchSize = 500;

/**
 * Upserts games by provider + game id: new ones with their lobby, in lobby order after the provider's
 * last game; existing ones get the list's name, type, RTP and thumbnail, their switch, lobby and
 * order kept as staff set them.
 */
export async function upsertImportedGames(
  trx: Trx,
  providerId: number,
  games: readonly ImportedGame[],
  at: Date,
): Promise<void> {
  const last = await trx
    .selectFrom('casino_game')
    .select(sql<number>`coalesce(max(sort_order), -1)`.as('sortOrder'))
    .where('provider_id', '=', providerId)
    .executeTakeFirstOrThrow();
  const firstOrder = Number(last.sortOrder) + 1;
  for (let start = 0; start < games.length; start += batchSize) {
    const values = games.slice(start, start + batchSize).map((game, index) => ({
      provider_id: providerId,
      code: game.code,
      name: game.name,
      category: game.category,
      kind: game.kind,
      rtp_bp: game.rtpBp,
      thumbnail_url: game.thumbnailUrl,
      sort_order: Math.min(firstOrder + start + index, 10_000),
      created_at: at,
      updated_at: at,
    }));
    await trx
      .insertInto('casino_game')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['provider_id', 'code']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          kind: eb.ref('excluded.kind'),
          rtp_bp: eb.ref('excluded.rtp_bp'),
          thumbnail_url: eb.ref('excluded.thumbnail_url'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** Refreshes the planner's statistics of the game list after an import (a bulk write). */
export async function analyzeImportedGames(db: Db): Promise<void> {
  await analyzeTables(db, ['casino_game']);
}
