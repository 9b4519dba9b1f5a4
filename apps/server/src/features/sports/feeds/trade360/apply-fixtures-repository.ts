import { currentPeriodFromLsports, periodNumbersFromLsports } from '@hanpan/core/sports/periods';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../../lib/db/database.ts';
import type { FixtureTable } from '../../../../lib/db/sports-tables.ts';
import { liveIncidentsOf, redCardsOf } from '../../live-board.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import { type FeedPosition, isOlderThan, readFeedDate, readScore, type StoredPeriod } from './feed-values.ts';
import { readIncidents, readRedCards } from './live-incidents.ts';
import type {
  Trade360Event,
  Trade360EventsMessage,
  Trade360Fixture,
  Trade360Header,
  Trade360Livescore,
} from './messages.ts';
import { type LeagueRow, writeFixtures, writeRegionsAndLeagues } from './write-fixtures-repository.ts';

type Trx = Transaction<Database> | Kysely<Database>;

/** A fixture row as stored. */
export type StoredFixture = Selectable<FixtureTable>;

const otherSportId = 299;

// TRADE360 fixture status: 1 not started, 2 in progress, 3 finished ... 9 about to start.
const isFixtureStatus = (status: number) => status >= 1 && status <= 9;

/** The MsgSeq of a message as stored, null when the feed sent none. */
export const seqOf = (header: Trade360Header) => (header.MsgSeq === undefined ? null : BigInt(header.MsgSeq));

/**
 * Locks and reads a message's fixtures in one statement. Locks are taken in id order, so two
 * transactions over overlapping fixtures queue rather than deadlock.
 */
export async function lockFixtures(trx: Trx, fixtureIds: number[]): Promise<Map<number, StoredFixture>> {
  const found = new Map<number, StoredFixture>();
  if (fixtureIds.length === 0) return found;
  const rows = await trx
    .selectFrom('fixture')
    .selectAll()
    .where(
      'id',
      'in',
      fixtureIds.map((id) => BigInt(id)),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const row of rows) found.set(Number(row.id), row);
  return found;
}

/**
 * Applies the fixture metadata and live scores of a message's events in message order, in memory
 * against the locked rows, then writes regions, leagues and fixtures in a statement each. Returns the
 * events whose fixture exists when they are reached (their markets can be applied; an event before
 * its fixture's metadata is skipped whole, as applying the events one by one did).
 */
export async function applyFixtureParts(
  trx: Trx,
  message: Trade360EventsMessage,
  stored: Map<number, StoredFixture>,
  changes: CatalogueChanges,
): Promise<Trade360Event[]> {
  const seq = seqOf(message.Header);
  const usable: Trade360Event[] = [];
  const current = new Map(stored);
  const regions = new Map<number, { id: number; name: string; updated_at: Date }>();
  const leagues = new Map<number, LeagueRow>();
  const written = new Set<number>();
  let sportIds: Map<number, number> | null = null;
  for (const event of message.Body.Events) {
    const fixtureId = event.FixtureId;
    const before = current.get(fixtureId);
    let row = before;
    let isMetadataChanged = false;
    let isLivescoreChanged = false;
    if (event.Fixture) {
      const position = { at: readFeedDate(event.Fixture.LastUpdate), seq };
      if (!isFixtureStatus(event.Fixture.Status)) {
        changes.skippedParts.push({ fixtureId, reason: `unknown fixture status ${event.Fixture.Status}` });
      } else if (
        before &&
        isOlderThan(position, { at: before.metadata_feed_at, seq: before.metadata_msg_seq })
      ) {
        changes.staleParts += 1;
      } else {
        sportIds ??= await readSportIds(trx);
        const sportId = sportIds.get(event.Fixture.Sport.Id) ?? otherSportId;
        const location = event.Fixture.Location;
        if (location)
          regions.set(location.Id, { id: location.Id, name: location.Name ?? '', updated_at: new Date() });
        const league = leagueOf(event.Fixture, sportId);
        leagues.set(league.id, league);
        row = withMetadata(fixtureId, event.Fixture, sportId, position, before);
        isMetadataChanged = isMetadataDifferent(before, row);
      }
    }
    if (!row) {
      changes.skippedParts.push({ fixtureId, reason: 'unknown fixture (no fixture metadata yet)' });
      continue;
    }
    usable.push(event);
    if (event.Livescore) {
      // A live score carries no time of its own: MsgSeq orders it.
      const position = { at: null, seq };
      if (before && isOlderThan(position, { at: before.livescore_feed_at, seq: before.livescore_msg_seq })) {
        changes.staleParts += 1;
      } else {
        row = withLivescore(row, event.Livescore, position);
        isLivescoreChanged = !before || isLivescoreDifferent(before, row);
      }
    }
    if (row !== before) {
      current.set(fixtureId, row);
      written.add(fixtureId);
    }
    const statusFrom = before?.status ?? null;
    if (isMetadataChanged || isLivescoreChanged || row.status !== statusFrom) {
      changes.fixtures.push({
        fixtureId,
        isNew: !before,
        isMetadataChanged,
        isLivescoreChanged,
        statusFrom,
        statusTo: row.status,
      });
    }
  }
  await writeRegionsAndLeagues(trx, [...regions.values()], [...leagues.values()]);
  await writeFixtures(
    trx,
    [...written].map((id) => current.get(id) as StoredFixture),
  );
  return usable;
}

async function readSportIds(trx: Trx): Promise<Map<number, number>> {
  const rows = await trx.selectFrom('sport').select(['id', 'lsports_id']).execute();
  return new Map(rows.flatMap((row) => (row.lsports_id === null ? [] : [[row.lsports_id, row.id] as const])));
}

const leagueOf = (fixture: Trade360Fixture, sportId: number): LeagueRow => ({
  id: fixture.League.Id,
  sport_id: sportId,
  region_id: fixture.Location?.Id ?? null,
  name: fixture.League.Name ?? '',
  updated_at: new Date(),
});

function withMetadata(
  fixtureId: number,
  fixture: Trade360Fixture,
  sportId: number,
  position: FeedPosition,
  before: StoredFixture | undefined,
): StoredFixture {
  const home = fixture.Participants.find((participant) => participant.Position === '1');
  const away = fixture.Participants.find((participant) => participant.Position === '2');
  return {
    ...(before ?? emptyLivescore),
    id: BigInt(fixtureId),
    sport_id: sportId,
    league_id: fixture.League.Id,
    home_id: home?.Id ?? null,
    home_name: home?.Name ?? '',
    away_id: away?.Id ?? null,
    away_name: away?.Name ?? '',
    start_at: readFeedDate(fixture.StartDate) ?? before?.start_at ?? new Date(0),
    status: fixture.Status,
    metadata_feed_at: position.at,
    metadata_msg_seq: position.seq,
    updated_at: new Date(),
  };
}

const emptyLivescore = {
  score_home: null,
  score_away: null,
  current_period: null,
  clock_seconds: null,
  clock_at: null,
  periods: [],
  incidents: [],
  red_cards: null,
  livescore_feed_at: null,
  livescore_msg_seq: null,
};

const isMetadataDifferent = (before: StoredFixture | undefined, row: StoredFixture) =>
  !before ||
  before.sport_id !== row.sport_id ||
  before.league_id !== row.league_id ||
  before.home_name !== row.home_name ||
  before.away_name !== row.away_name ||
  before.start_at.getTime() !== row.start_at.getTime() ||
  before.status !== row.status;

/**
 * The live score on a fixture. Periods keep the feed's code (`type`) beside our 1-based number; the
 * current period is our number (core periodName names it). The timeline and red cards are the live
 * score's too (TRADE360 sends them whole with it), so they follow its feed position.
 */
function withLivescore(
  row: StoredFixture,
  livescore: Trade360Livescore,
  position: FeedPosition,
): StoredFixture {
  const board = livescore.Scoreboard;
  const codes = livescore.Periods.map((period) => period.Type);
  const numbers = periodNumbersFromLsports(row.sport_id, codes);
  const periods: StoredPeriod[] = livescore.Periods.map((period, index) => ({
    type: period.Type,
    number: numbers[index] ?? null,
    isFinished: period.IsFinished ?? false,
    isConfirmed: period.IsConfirmed ?? false,
    home: readScore(period.Results, '1'),
    away: readScore(period.Results, '2'),
  }));
  const incidents = readIncidents(row.sport_id, livescore.Periods, numbers);
  const clockSeconds = board?.Time ?? null;
  return {
    ...row,
    score_home: board ? readScore(board.Results, '1') : null,
    score_away: board ? readScore(board.Results, '2') : null,
    current_period: board ? currentPeriodFromLsports(row.sport_id, board.CurrentPeriod, codes) : null,
    clock_seconds: clockSeconds,
    // A clock is read when it is applied; the same clock again (or none) keeps the time it was first read.
    clock_at: clockSeconds === row.clock_seconds && row.clock_at ? row.clock_at : new Date(),
    periods,
    incidents,
    red_cards: readRedCards(row.sport_id, livescore.Statistics, incidents),
    ...(board && isFixtureStatus(board.Status) ? { status: board.Status } : {}),
    livescore_feed_at: position.at,
    livescore_msg_seq: position.seq,
    updated_at: new Date(),
  };
}

// jsonb gives keys back in its own order, so periods are compared field by field.
const isSamePeriods = (stored: unknown, periods: unknown) =>
  Array.isArray(stored) &&
  Array.isArray(periods) &&
  stored.length === periods.length &&
  periods.every((period: StoredPeriod, index) => {
    const other = stored[index] as Partial<StoredPeriod> | undefined;
    return (
      other?.type === period.type &&
      (other.number ?? null) === period.number &&
      other.isFinished === period.isFinished &&
      other.isConfirmed === period.isConfirmed &&
      other.home === period.home &&
      other.away === period.away
    );
  });

const isLivescoreDifferent = (before: StoredFixture, row: StoredFixture) =>
  before.score_home !== row.score_home ||
  before.score_away !== row.score_away ||
  before.current_period !== row.current_period ||
  before.clock_seconds !== row.clock_seconds ||
  !isSamePeriods(before.periods, row.periods) ||
  // Both read back through the presenter's readers: jsonb orders keys its own way.
  JSON.stringify(liveIncidentsOf(before.incidents)) !== JSON.stringify(liveIncidentsOf(row.incidents)) ||
  JSON.stringify(redCardsOf(before.red_cards)) !== JSON.stringify(redCardsOf(row.red_cards));
