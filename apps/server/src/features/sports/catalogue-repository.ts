import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import { applyFixtureParts, lockFixtures, seqOf } from './feeds/trade360/apply-fixtures-repository.ts';
import { applyMarketParts } from './feeds/trade360/apply-markets-repository.ts';
import { type CatalogueChanges, emptyChanges, hasChanges } from './feeds/trade360/catalogue-changes.ts';
import { isTrade360EventsMessage, type Trade360Message, trade360Type } from './feeds/trade360/messages.ts';
import type { FixtureMarkets } from './feeds/trade360/plan-bets.ts';

/**
 * Applies one TRADE360 message to the catalogue in one transaction and says what changed. Parts older
 * than the catalogue are left alone; a MsgId applied before changes nothing (redelivery). The whole
 * message is written in a few statements (fixtures, markets, outcomes, settlement history), not a
 * statement per fixture or bet.
 */
export async function applyTrade360Message(db: Db, message: Trade360Message): Promise<CatalogueChanges> {
  const { MsgId: msgId, Type: type } = message.Header;
  if (!isTrade360EventsMessage(message)) return emptyChanges(msgId, type, 'ignored');
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('feed_message')
      .values({ msg_id: msgId, type, msg_seq: seqOf(message.Header) })
      .onConflict((conflict) => conflict.column('msg_id').doNothing())
      .returning('msg_id')
      .executeTakeFirst();
    if (!inserted) return emptyChanges(msgId, type, 'duplicate');
    const changes = emptyChanges(msgId, type, 'applied');
    const events = message.Body.Events;
    const stored = await lockFixtures(trx, [...new Set(events.map((event) => event.FixtureId))]);
    const usable = await applyFixtureParts(trx, message, stored, changes);
    // Events for a fixture the catalogue does not hold yet (no metadata) were reported as skipped.
    const parts: FixtureMarkets[] = usable.flatMap((event) =>
      event.Markets ? [{ fixtureId: event.FixtureId, markets: event.Markets }] : [],
    );
    await applyMarketParts(trx, message.Header, parts, type === trade360Type.snapshot, changes);
    if (!hasChanges(changes) && changes.staleParts > 0) changes.result = 'stale';
    return changes;
  });
}

/**
 * Refreshes the planner's statistics of the catalogue tables. The embedded database has no autovacuum,
 * and without them the list queries plan for a handful of rows (nested loops over thousands).
 */
export async function analyzeCatalogue(db: Db): Promise<void> {
  await sql`analyze sport, region, league, fixture, market, outcome`.execute(db);
}

/** Forgets applied MsgIds received before a time (redeliveries come within minutes, not days). */
export async function pruneFeedMessages(db: Db, receivedBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('feed_message')
    .where('received_at', '<', receivedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
