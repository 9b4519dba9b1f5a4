import type { Kysely, Transaction } from 'kysely';
import type { CatalogueStatus, Database } from '../../../../lib/db/database.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import { findMainLine } from './main-line.ts';

type Trx = Transaction<Database> | Kysely<Database>;

/** Recomputes the status and main line of markets from their outcomes and records what changed. */
export async function refreshMarkets(
  trx: Trx,
  fixtureId: number,
  marketIds: number[],
  createdMarketIds: Set<number>,
  changes: CatalogueChanges,
): Promise<void> {
  if (marketIds.length === 0) return;
  const fixtureKey = BigInt(fixtureId);
  const [markets, outcomes] = await Promise.all([
    trx
      .selectFrom('market')
      .select(['market_id', 'status', 'main_line'])
      .where('fixture_id', '=', fixtureKey)
      .where('market_id', 'in', marketIds)
      .execute(),
    trx
      .selectFrom('outcome')
      .select(['market_id', 'status', 'price', 'line_raw', 'base_line_raw', 'line_value'])
      .where('fixture_id', '=', fixtureKey)
      .where('market_id', 'in', marketIds)
      .execute(),
  ]);
  for (const market of markets) {
    const own = outcomes.filter((outcome) => outcome.market_id === market.market_id);
    const status = marketStatusOf(own.map((outcome) => outcome.status));
    const mainLine = findMainLine(own);
    const isCreated = createdMarketIds.has(market.market_id);
    if (!isCreated && status === market.status && mainLine === market.main_line) continue;
    await trx
      .updateTable('market')
      .set({ status, main_line: mainLine, updated_at: new Date() })
      .where('fixture_id', '=', fixtureKey)
      .where('market_id', '=', market.market_id)
      .execute();
    changes.markets.push({
      fixtureId,
      marketId: market.market_id,
      statusFrom: isCreated ? null : market.status,
      statusTo: status,
      mainLineFrom: isCreated ? null : market.main_line,
      mainLineTo: mainLine,
    });
  }
}

/** A market is open while any pick is open, settled when every pick is settled, else suspended. */
export function marketStatusOf(statuses: CatalogueStatus[]): CatalogueStatus {
  if (statuses.includes('open')) return 'open';
  if (statuses.length > 0 && statuses.every((status) => status === 'settled')) return 'settled';
  return 'suspended';
}
