import { randomUUID } from 'node:crypto';
import type { RefusedBetData } from '@hanpan/core/api/betting';
import type { SportsSettings } from '@hanpan/core/api/staff-sports';
import { type BetLimits, defaultBetLimits } from '@hanpan/core/betting/limits';
import { type BetPayloadItem, separateOf } from '@hanpan/core/betting/payload';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { writeBetLimits } from '../src/features/betting/limits/limits-repository.ts';
import type { Db } from '../src/lib/db/database.ts';
import { envelope, postJson } from './http.ts';
import { createStaff, postStaff, signInStaff } from './staff-factories.ts';

// Factories of the betting tests: catalogue rows (league, fixture, markets, outcomes) written
// straight into the tables the feed fills, the bet calls, and the rows they leave.

let nextId = 0;
// Ids of this process only (tests of several files run side by side on one PostgreSQL database).
const idBase = ((process.pid % 2000) + 1) * 100_000 + Math.floor(Math.random() * 1000) * 100;
const freshId = () => {
  nextId += 1;
  return idBase * 10 + nextId;
};

/** One pick of a test market: its name, price x100 and base line ('' for none). */
export type TestPick = { name: string; price: number; line?: string };

/** A pick as the tests bet on it. */
export type FixturePick = {
  betId: string;
  fixtureId: number;
  marketId: number;
  price: number;
  line: string;
};

/** A test fixture and its picks, in market order then pick order. */
export type TestFixture = { fixtureId: number; leagueId: number; sportId: number; picks: FixturePick[] };

const defaultMarkets: { marketId: number; picks: TestPick[] }[] = [
  {
    marketId: 1,
    picks: [
      { name: '1', price: 210 },
      { name: 'X', price: 320 },
      { name: '2', price: 340 },
    ],
  },
  {
    marketId: 2,
    picks: [
      { name: 'Over', price: 190, line: '2.5' },
      { name: 'Under', price: 190, line: '2.5' },
    ],
  },
];

/**
 * A fixture of a fresh league with open markets (1X2 and over/under 2.5 by default): prematch,
 * kicking off in a day, unless `status` (2 live, 3 finished ...) or `startAt` say otherwise.
 */
export async function createBetFixture(
  db: Db,
  options: {
    sportId?: number;
    status?: number;
    startAt?: Date;
    leagueId?: number;
    markets?: { marketId: number; picks: TestPick[] }[];
  } = {},
): Promise<TestFixture> {
  const sportId = options.sportId ?? 201;
  const leagueId = options.leagueId ?? freshId();
  if (!options.leagueId) {
    await db
      .insertInto('league')
      .values({ id: leagueId, sport_id: sportId, region_id: null, name: `리그 ${leagueId}` })
      .execute();
  }
  const fixtureId = freshId();
  await db
    .insertInto('fixture')
    .values({
      id: BigInt(fixtureId),
      sport_id: sportId,
      league_id: leagueId,
      home_id: null,
      away_id: null,
      home_name: '서울 타이거즈',
      away_name: '부산 웨이브즈',
      start_at: options.startAt ?? new Date(Date.now() + 86_400_000),
      status: options.status ?? 1,
      score_home: null,
      score_away: null,
      current_period: null,
      clock_seconds: null,
      metadata_feed_at: null,
      metadata_msg_seq: null,
      livescore_feed_at: null,
      livescore_msg_seq: null,
    })
    .execute();
  const picks: FixturePick[] = [];
  for (const market of options.markets ?? defaultMarkets) {
    await db
      .insertInto('market')
      .values({ fixture_id: BigInt(fixtureId), market_id: market.marketId, main_line: null })
      .execute();
    for (const [index, pick] of market.picks.entries()) {
      const betId = `${fixtureId}${String(market.marketId).padStart(3, '0')}${index}`;
      const line = pick.line ?? '';
      await db
        .insertInto('outcome')
        .values({
          bet_id: betId,
          fixture_id: BigInt(fixtureId),
          market_id: market.marketId,
          name: pick.name,
          line_raw: line === '' ? null : line,
          base_line_raw: line === '' ? null : line,
          line_value: null,
          start_price: pick.price,
          price: pick.price,
          status: 'open',
          settlement: null,
          settled_at: null,
          provider_bet_id: null,
          feed_at: null,
          msg_seq: null,
        })
        .execute();
      picks.push({ betId, fixtureId, marketId: market.marketId, price: pick.price, line });
    }
  }
  return { fixtureId, leagueId, sportId, picks };
}

/** The payload item of a pick at its price (or the odds given). */
export function itemOf(pick: FixturePick, odds = pick.price): BetPayloadItem {
  return {
    gameId: pick.fixtureId,
    id: pick.betId,
    separate: separateOf(pick.line),
    odds,
    choosed: 1,
    gameSubId: pick.marketId,
  };
}

/** Several fixtures' first picks (one per fixture), for multi-folder bets. */
export async function picksOfFixtures(
  db: Db,
  count: number,
  options: Parameters<typeof createBetFixture>[1] = {},
) {
  const picks: FixturePick[] = [];
  for (let i = 0; i < count; i += 1)
    picks.push((await createBetFixture(db, options)).picks[0] as FixturePick);
  return picks;
}

/** A fresh Idempotency-Key. */
export const freshKey = () => `k-${randomUUID()}`;

/** POST /api/bet/add with a fresh Idempotency-Key unless one is given. */
export function sendBet(app: FastifyInstance, cookie: string, body: unknown, key = freshKey()) {
  return postJson(app, '/api/bet/add', body, { cookie, headers: { 'idempotency-key': key } });
}

/** POST /api/bet/preInplay with a fresh Idempotency-Key unless one is given. */
export function sendPreInplay(app: FastifyInstance, cookie: string, body: unknown, key = freshKey()) {
  return postJson(app, '/api/bet/preInplay', body, { cookie, headers: { 'idempotency-key': key } });
}

/** POST /api/bet/prices (anyone). */
export function sendPrices(app: FastifyInstance, ids: readonly string[]) {
  return postJson(app, '/api/bet/prices', { ids });
}

/** Sends the bet and expects a refusal with this code and message that left no bet and no debit. */
export async function expectBetRefused(
  t: { app: FastifyInstance; db: Db },
  member: { id: number; cookie: string },
  body: unknown,
  code: number,
  message: string,
): Promise<RefusedBetData> {
  const cashBefore = await cashOf(t.db, member.id);
  const betsBefore = (await betsOf(t.db, member.id)).length;
  const reply = envelope<RefusedBetData>(await sendBet(t.app, member.cookie, body));
  expect({ code: reply.code, message: reply.data?.message }).toEqual({ code, message });
  expect(await cashOf(t.db, member.id)).toBe(cashBefore);
  expect(await betsOf(t.db, member.id)).toHaveLength(betsBefore);
  return reply.data as RefusedBetData;
}

/** POST /api/bet/addInplay (empty body). */
export function sendAddInplay(app: FastifyInstance, cookie: string) {
  return postJson(app, '/api/bet/addInplay', {}, { cookie, headers: { 'idempotency-key': freshKey() } });
}

/**
 * Saves the bet limits: the defaults with the given changes (a deep merge of globalJsonBetLimitSpecial),
 * and tells the app's cache of them, as the staff editor does.
 */
export async function setBetLimits(
  t: { db: Db; app: FastifyInstance },
  changes: Partial<Omit<BetLimits, 'globalJsonBetLimitSpecial'>> & {
    globalJsonBetLimitSpecial?: Partial<BetLimits['globalJsonBetLimitSpecial']>;
  } = {},
): Promise<void> {
  const { globalJsonBetLimitSpecial, ...rest } = changes;
  const limits: BetLimits = {
    ...defaultBetLimits,
    ...rest,
    globalJsonBetLimitSpecial: {
      ...defaultBetLimits.globalJsonBetLimitSpecial,
      ...globalJsonBetLimitSpecial,
    },
  };
  await t.db.transaction().execute((trx) => writeBetLimits(trx, limits));
  t.app.services.betLimits.changed(limits);
}

/** The member's bets, oldest first. */
export function betsOf(db: Db, memberId: number) {
  return db.selectFrom('bet').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

/** The legs of a bet, in order. */
export function legsOf(db: Db, betId: bigint) {
  return db.selectFrom('bet_leg').selectAll().where('bet_id', '=', betId).orderBy('leg_no').execute();
}

/** The member's cash. */
export async function cashOf(db: Db, memberId: number): Promise<bigint> {
  const row = await db
    .selectFrom('account')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'cash')
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** The member's bet stake postings in the ledger. */
export async function stakePostingsOf(db: Db, memberId: number) {
  return db
    .selectFrom('ledger_tx')
    .select(['id', 'reference', 'idempotency_key'])
    .where('kind', '=', 'bet_stake')
    .where('reference', 'like', `bet:${memberId}:%`)
    .execute();
}

/** Moves the member's parked in-play bet's delay into the past (as if it had been waited out). */
export async function ripenPendingBets(db: Db, memberId: number, options: { isExpired?: boolean } = {}) {
  const readyAt = options.isExpired
    ? sql<Date>`now() - interval '60 seconds'`
    : sql<Date>`now() - interval '1 second'`;
  const expiresAt = options.isExpired
    ? sql<Date>`now() - interval '30 seconds'`
    : sql<Date>`now() + interval '29 seconds'`;
  await db
    .updateTable('inplay_pending_bet')
    .set({ ready_at: readyAt, expires_at: expiresAt })
    .where('member_id', '=', memberId)
    .execute();
}

/** Bars a member from betting (the staff toggle's column). */
export async function blockBetting(db: Db, memberId: number, isBlocked = true) {
  await db.updateTable('member').set({ is_betting_blocked: isBlocked }).where('id', '=', memberId).execute();
}

/** A signed-in staff owner's session token (for the sports settings calls). */
export async function staffToken(app: FastifyInstance, db: Db): Promise<string> {
  return signInStaff(app, await createStaff(db, { role: 'owner' }));
}

/** Staff set (or replace) an override through the back-office call; throws when refused. */
export async function setOverride(
  app: FastifyInstance,
  token: string,
  target:
    | { kind: 'fixture'; fixtureId: number }
    | { kind: 'market'; fixtureId: number; marketId: number }
    | { kind: 'outcome'; fixtureId: number; outcomeId: string },
  change: { isSuspended: boolean; price?: number | null },
) {
  const response = await postStaff(
    app,
    '/api/staff/sports/override',
    { target, isSuspended: change.isSuspended, price: change.price ?? null, reason: '테스트' },
    token,
  );
  if (envelope(response).code !== 0) throw new Error(`Override refused: ${response.body}`);
}

/** Staff save the sports odds settings through the back-office call; throws when refused. */
export async function saveSportsSettings(app: FastifyInstance, token: string, settings: SportsSettings) {
  const response = await postStaff(
    app,
    '/api/staff/sports/settings/save',
    { ...settings, reason: '테스트' },
    token,
  );
  if (envelope(response).code !== 0) throw new Error(`Settings refused: ${response.body}`);
}
