import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, Db, FixtureTable } from '../../lib/db/database.ts';
import { applyMarkets, suspendOutcomesMissingFromSnapshot } from './feeds/trade360/apply-markets.ts';
import { type CatalogueChanges, emptyChanges, hasChanges } from './feeds/trade360/catalogue-changes.ts';
import {
  type FeedPosition,
  isOlderThan,
  readFeedDate,
  readScore,
  type StoredPeriod,
} from './feeds/trade360/feed-values.ts';
import {
  isTrade360EventsMessage,
  type Trade360Event,
  type Trade360EventsMessage,
  type Trade360Fixture,
  type Trade360Header,
  type Trade360Livescore,
  type Trade360Message,
  trade360Type,
} from './feeds/trade360/messages.ts';

/** A transaction or the database itself. */
export type CatalogueTrx = Transaction<Database> | Kysely<Database>;

const otherSportId = 299;

/**
 * Applies one TRADE360 message to the catalogue in one transaction and says what changed. Parts older
 * than the catalogue are left alone; a MsgId applied before changes nothing (redelivery).
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
    for (const event of message.Body.Events) await applyEvent(trx, message, event, changes);
    if (!hasChanges(changes) && changes.staleParts > 0) changes.result = 'stale';
    return changes;
  });
}

/** Forgets applied MsgIds received before a time (redeliveries come within minutes, not days). */
export async function pruneFeedMessages(db: Db, receivedBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('feed_message')
    .where('received_at', '<', receivedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// TRADE360 fixture status: 1 not started, 2 in progress, 3 finished ... 9 about to start.
const isFixtureStatus = (status: number) => status >= 1 && status <= 9;

const seqOf = (header: Trade360Header) => (header.MsgSeq === undefined ? null : BigInt(header.MsgSeq));

async function applyEvent(
  trx: CatalogueTrx,
  message: Trade360EventsMessage,
  event: Trade360Event,
  changes: CatalogueChanges,
): Promise<void> {
  const fixtureId = event.FixtureId;
  const header = message.Header;
  const stored = await trx
    .selectFrom('fixture')
    .selectAll()
    .where('id', '=', BigInt(fixtureId))
    .forUpdate()
    .executeTakeFirst();
  const statusFrom = stored?.status ?? null;
  let status = statusFrom;
  let isMetadataChanged = false;
  let isLivescoreChanged = false;
  if (event.Fixture) {
    const position = {
      at: readFeedDate(event.Fixture.LastUpdate),
      seq: seqOf(header),
    };
    if (!isFixtureStatus(event.Fixture.Status)) {
      changes.skippedParts.push({ fixtureId, reason: `unknown fixture status ${event.Fixture.Status}` });
    } else if (
      stored &&
      isOlderThan(position, { at: stored.metadata_feed_at, seq: stored.metadata_msg_seq })
    ) {
      changes.staleParts += 1;
    } else {
      isMetadataChanged = await upsertFixture(trx, fixtureId, event.Fixture, position, stored);
      status = event.Fixture.Status;
    }
  }
  if (!stored && status === null) {
    changes.skippedParts.push({ fixtureId, reason: 'unknown fixture (no fixture metadata yet)' });
    return;
  }
  if (event.Livescore) {
    // A live score carries no time of its own: MsgSeq orders it.
    const position = { at: null, seq: seqOf(header) };
    if (stored && isOlderThan(position, { at: stored.livescore_feed_at, seq: stored.livescore_msg_seq })) {
      changes.staleParts += 1;
    } else {
      const livescore = await updateLivescore(trx, fixtureId, event.Livescore, position);
      isLivescoreChanged = !stored || livescore.isChanged(stored);
      status = livescore.status ?? status;
    }
  }
  if (status !== null && (isMetadataChanged || isLivescoreChanged || status !== statusFrom)) {
    changes.fixtures.push({
      fixtureId,
      isNew: !stored,
      isMetadataChanged,
      isLivescoreChanged,
      statusFrom,
      statusTo: status,
    });
  }
  const snapshotBetIds = new Set<string>();
  if (event.Markets) await applyMarkets(trx, header, fixtureId, event.Markets, changes, snapshotBetIds);
  if (header.Type === trade360Type.snapshot && event.Markets) {
    await suspendOutcomesMissingFromSnapshot(trx, header, fixtureId, snapshotBetIds, changes);
  }
}

type StoredFixture = Selectable<FixtureTable>;

// jsonb gives keys back in its own order, so periods are compared field by field.
const isSamePeriods = (stored: unknown, periods: StoredPeriod[]) =>
  Array.isArray(stored) &&
  stored.length === periods.length &&
  periods.every((period, index) => {
    const other = stored[index] as Partial<StoredPeriod> | undefined;
    return (
      other?.type === period.type &&
      other.isFinished === period.isFinished &&
      other.isConfirmed === period.isConfirmed &&
      other.home === period.home &&
      other.away === period.away
    );
  });

async function upsertFixture(
  trx: CatalogueTrx,
  fixtureId: number,
  fixture: Trade360Fixture,
  position: FeedPosition,
  stored: StoredFixture | undefined,
): Promise<boolean> {
  const sport = await trx
    .selectFrom('sport')
    .select('id')
    .where('lsports_id', '=', fixture.Sport.Id)
    .executeTakeFirst();
  const sportId = sport?.id ?? otherSportId;
  const location = fixture.Location;
  if (location) {
    await trx
      .insertInto('region')
      .values({ id: location.Id, name: location.Name ?? '' })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet({ name: location.Name ?? '', updated_at: new Date() }),
      )
      .execute();
  }
  const league = { sport_id: sportId, region_id: location?.Id ?? null, name: fixture.League.Name ?? '' };
  // Visibility and order are staff settings: the feed only updates what it owns.
  await trx
    .insertInto('league')
    .values({ id: fixture.League.Id, ...league })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ ...league, updated_at: new Date() }))
    .execute();
  const home = fixture.Participants.find((participant) => participant.Position === '1');
  const away = fixture.Participants.find((participant) => participant.Position === '2');
  const startAt = readFeedDate(fixture.StartDate) ?? stored?.start_at ?? new Date(0);
  const row = {
    sport_id: sportId,
    league_id: fixture.League.Id,
    home_id: home?.Id ?? null,
    home_name: home?.Name ?? '',
    away_id: away?.Id ?? null,
    away_name: away?.Name ?? '',
    start_at: startAt,
    status: fixture.Status,
    metadata_feed_at: position.at,
    metadata_msg_seq: position.seq,
    updated_at: new Date(),
  };
  await trx
    .insertInto('fixture')
    .values({ id: BigInt(fixtureId), ...row })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
    .execute();
  return (
    !stored ||
    stored.sport_id !== row.sport_id ||
    stored.league_id !== row.league_id ||
    stored.home_name !== row.home_name ||
    stored.away_name !== row.away_name ||
    stored.start_at.getTime() !== startAt.getTime() ||
    stored.status !== row.status
  );
}

async function updateLivescore(
  trx: CatalogueTrx,
  fixtureId: number,
  livescore: Trade360Livescore,
  position: FeedPosition,
) {
  const board = livescore.Scoreboard;
  const periods: StoredPeriod[] = livescore.Periods.map((period) => ({
    type: period.Type,
    isFinished: period.IsFinished ?? false,
    isConfirmed: period.IsConfirmed ?? false,
    home: readScore(period.Results, '1'),
    away: readScore(period.Results, '2'),
  }));
  const row = {
    score_home: board ? readScore(board.Results, '1') : null,
    score_away: board ? readScore(board.Results, '2') : null,
    current_period: board?.CurrentPeriod ?? null,
    clock_seconds: board?.Time ?? null,
    periods: JSON.stringify(periods),
    ...(board && isFixtureStatus(board.Status) ? { status: board.Status } : {}),
    livescore_feed_at: position.at,
    livescore_msg_seq: position.seq,
    updated_at: new Date(),
  };
  await trx.updateTable('fixture').set(row).where('id', '=', BigInt(fixtureId)).execute();
  return {
    status: row.status ?? null,
    isChanged: (stored: StoredFixture) =>
      stored.score_home !== row.score_home ||
      stored.score_away !== row.score_away ||
      stored.current_period !== row.current_period ||
      stored.clock_seconds !== row.clock_seconds ||
      !isSamePeriods(stored.periods, periods),
  };
}
