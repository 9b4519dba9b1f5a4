import type { InitialData } from '@hanpan/core/api/site';
import {
  cartEntryOf,
  type SportsFixture,
  type SportsFixtureData,
  type SportsFixturesData,
  type SportsLiveData,
  sportsPageSize,
  sportsText,
} from '@hanpan/core/api/sports';
import { mainMarketIds, marketName, marketPicks } from '@hanpan/core/sports/markets';
import { compareSportOrder, periodName } from '@hanpan/core/sports/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope, get, postJson } from '../../../test/http.ts';
import { applyTrade360Message } from './catalogue-repository.ts';
import { createFeedSimulator } from './feeds/simulator/simulator.ts';

const startAt = new Date('2026-11-21T03:00:00Z');
const minute = 60_000;
// The app's clock is the simulated time the catalogue was last brought up to.
let clock = startAt.getTime();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  const simulator = createFeedSimulator({ seed: 'sports-api', startAt, speed: 1, fixtureCount: 90 });
  await applyTrade360Message(t.db, simulator.snapshot(startAt));
  for (let step = 1; step <= 6; step += 1) {
    clock = startAt.getTime() + step * 15 * minute;
    for (const message of simulator.advance(new Date(clock))) await applyTrade360Message(t.db, message);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

const post = async <T>(url: string, body: unknown) => {
  const response = await postJson(t.app, url, body);
  expect(response.statusCode).toBe(200);
  return envelope<T>(response);
};
const listFixtures = (body: Record<string, unknown>) =>
  post<SportsFixturesData>('/api/sports/fixtures', body);

const fixtureRows = () =>
  t.db
    .selectFrom('fixture as f')
    .innerJoin('league as l', 'l.id', 'f.league_id')
    .select(['f.id', 'f.sport_id', 'f.league_id', 'f.home_name', 'f.away_name', 'f.start_at', 'f.status'])
    .select(['f.score_home', 'f.score_away', 'f.current_period', 'l.region_id'])
    .execute();
const prematchRows = async () =>
  (await fixtureRows()).filter((row) => [1, 9].includes(row.status) && row.start_at.getTime() > clock);
const countBy = <T>(rows: T[], key: (row: T) => number) => {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};
const kstDay = (iso: string | Date) =>
  new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

const expectMainMarkets = (fixture: SportsFixture) => {
  const main = mainMarketIds(fixture.sportId);
  expect(fixture.markets.map((market) => market.marketId)).toEqual(
    main.filter((id) => fixture.markets.some((market) => market.marketId === id)),
  );
  for (const market of fixture.markets) {
    expect(market.name).toBe(marketName(fixture.sportId, market.marketId));
    // A list shows the main line only: one pick per name.
    const names = market.outcomes.map((outcome) => outcome.name);
    expect(new Set(names).size).toBe(names.length);
    for (const outcome of market.outcomes) {
      expect(outcome.id).toMatch(/^\d+$/);
      expect(Number.isInteger(outcome.price) && outcome.price > 100).toBe(true);
      expect(outcome.baseLine).toBe(market.mainLine ?? outcome.baseLine);
      expect(cartEntryOf(fixture, market, outcome)).toEqual({
        _id: outcome.id,
        FixtureId: fixture.fixtureId,
        GameSubId: market.marketId,
        Price: outcome.price,
        BaseLine: outcome.baseLine,
        GameType: fixture.live ? 3 : 0,
        leagueName: fixture.leagueName,
        homeName: fixture.homeName,
        awayName: fixture.awayName,
        sportId: fixture.sportId,
        Name: outcome.name,
      });
    }
  }
};

describe('GET /api/index2 sports lists', () => {
  it('when the catalogue is filled, then the prematch and in-play trees count exactly the fixtures in the database', async () => {
    const { data } = envelope<InitialData>(await get(t.app, '/api/index2'));
    const prematch = data!.eventGroupByList;
    const expected = countBy(await prematchRows(), (row) => row.league_id);
    expect(new Map(prematch.map((item) => [item.leagueId, item.count2]))).toEqual(expected);
    const live = (await fixtureRows()).filter((row) => row.status === 2);
    expect(live.length).toBeGreaterThan(0);
    expect(new Map(data!.eventGroupByListInplay.map((item) => [item.leagueId, item.count2]))).toEqual(
      countBy(live, (row) => row.league_id),
    );
    const sportsInOrder = prematch.map((item) => item.sportId);
    expect(sportsInOrder).toEqual(sportsInOrder.toSorted(compareSportOrder));
    expect(prematch[0]).toEqual({
      sportId: expect.any(Number),
      regionId: expect.any(Number),
      regionName: expect.any(String),
      icon: '',
      leagueId: expect.any(Number),
      leagueName: expect.any(String),
      count2: expect.any(Number),
    });
  });

  it('when the catalogue is filled, then popular leagues are the busiest of the next 24 h and popular events their soonest fixtures', async () => {
    const { data } = envelope<InitialData>(await get(t.app, '/api/index2'));
    const soon = (await prematchRows()).filter((row) => row.start_at.getTime() < clock + 24 * 60 * minute);
    const counts = countBy(soon, (row) => row.league_id);
    const leagues = data!.popularLeagueList;
    expect(leagues.length).toBeGreaterThan(0);
    expect(leagues.length).toBeLessThanOrEqual(10);
    for (const league of leagues) expect(league.count2).toBe(counts.get(league.leagueId));
    expect(Math.max(...counts.values())).toBe(leagues[0]?.count2);
    const events = data!.popularEventList;
    expect(events.length).toBeGreaterThan(0);
    const eventLeagues = new Set(leagues.slice(0, 5).map((league) => league.leagueId));
    for (const event of events) {
      expect(eventLeagues.has(event.leagueId)).toBe(true);
      expect(new Date(event.startAt).getTime()).toBeGreaterThan(clock);
      expectMainMarkets(event);
    }
  });
});

describe('POST /api/sports/fixtures', () => {
  it('when no filter is given, then prematch fixtures come soonest first with their main markets, finished and live ones never', async () => {
    const reply = await listFixtures({});
    expect(reply.code).toBe(0);
    const prematch = await prematchRows();
    expect(reply.data?.total).toBe(prematch.length);
    expect(reply.data?.pageSize).toBe(sportsPageSize);
    const list = reply.data!.list;
    expect(list).toHaveLength(Math.min(sportsPageSize, prematch.length));
    const starts = list.map((fixture) => fixture.startAt);
    expect(starts).toEqual(starts.toSorted());
    const rows = new Map((await fixtureRows()).map((row) => [Number(row.id), row]));
    const done = [...rows.values()].filter((row) => row.status === 3);
    expect(done.length).toBeGreaterThan(0);
    for (const fixture of list) {
      expect([1, 9]).toContain(rows.get(fixture.fixtureId)?.status);
      expect(fixture.live).toBeNull();
      expect(fixture.gameType).toBe(0);
      expectMainMarkets(fixture);
    }
    expect(list.some((fixture) => fixture.markets.length > 0)).toBe(true);
    const second = await listFixtures({ page: 2 });
    expect(second.data?.list).toHaveLength(
      Math.max(0, Math.min(sportsPageSize, prematch.length - sportsPageSize)),
    );
    const ids = new Set(list.map((fixture) => fixture.fixtureId));
    for (const fixture of second.data!.list) expect(ids.has(fixture.fixtureId)).toBe(false);
  });

  it('when a league is chosen, then only its prematch fixtures come, all of them', async () => {
    const prematch = await prematchRows();
    const [leagueId, count] = [...countBy(prematch, (row) => row.league_id)].sort((a, b) => b[1] - a[1])[0]!;
    const reply = await listFixtures({ leagueId: String(leagueId) });
    expect(reply.data?.total).toBe(count);
    expect(reply.data?.list.map((fixture) => fixture.leagueId)).toEqual(Array(count).fill(leagueId));
  });

  it('when a date is chosen, then the fixtures starting that day in Korean time come', async () => {
    const tomorrow = kstDay(new Date(clock + 24 * 60 * minute));
    const expected = (await prematchRows()).filter((row) => kstDay(row.start_at) === tomorrow);
    expect(expected.length).toBeGreaterThan(0);
    const reply = await listFixtures({ date: tomorrow });
    expect(reply.data?.total).toBe(expected.length);
    for (const fixture of reply.data!.list) expect(kstDay(fixture.startAt)).toBe(tomorrow);
  });

  it('when a Korean team name is searched, then fixtures with it on either side come', async () => {
    const prematch = await prematchRows();
    const word = prematch[0]!.away_name.slice(0, 3);
    const expected = prematch.filter((row) => row.home_name.includes(word) || row.away_name.includes(word));
    const reply = await listFixtures({ search: ` ${word} ` });
    expect(reply.data?.total).toBe(expected.length);
    for (const fixture of reply.data!.list) {
      expect(`${fixture.homeName} ${fixture.awayName}`).toContain(word);
    }
    expect((await listFixtures({ search: '없는팀이름%_' })).data).toMatchObject({ total: 0, list: [] });
  });

  it.each([
    [{ leagueId: 999_999_999 }, sportsText.unknownLeague],
    [{ leagueId: 'abc' }, sportsText.badId],
    [{ leagueId: -3 }, sportsText.badId],
    [{ sportId: 250 }, sportsText.unknownSport],
    [{ date: '2026-13-01' }, sportsText.badDate],
    [{ date: '2026-02-30' }, sportsText.badDate],
    [{ date: '21-11-2026' }, sportsText.badDate],
    [{ search: '가' }, sportsText.shortSearch],
    [{ search: 'x'.repeat(31) }, sportsText.longSearch],
    [{ page: 'two' }, sportsText.invalid],
    [[1, 2], sportsText.invalid],
  ])('when the body is %j, then code 2 says %s', async (body, message) => {
    expect(await listFixtures(body as Record<string, unknown>)).toEqual({ code: 2, data: { message } });
  });
});

describe('POST /api/sports/fixture', () => {
  it('when a fixture is asked for, then every market not settled comes with its Korean name and picks in order', async () => {
    // A soccer fixture (many markets beyond the main ones), by id: the rows' own order changes as they are updated.
    const [row] = (await prematchRows())
      .filter((candidate) => candidate.sport_id === 201)
      .sort((a, b) => Number(a.id - b.id));
    const reply = await post<SportsFixtureData>('/api/sports/fixture', { fixtureId: String(row!.id) });
    expect(reply.code).toBe(0);
    const fixture = reply.data!.fixture;
    expect(fixture).toMatchObject({
      fixtureId: Number(row!.id),
      homeName: row!.home_name,
      awayName: row!.away_name,
    });
    const markets = await t.db
      .selectFrom('market')
      .select(['market_id', 'status'])
      .where('fixture_id', '=', row!.id)
      .where('status', '!=', 'settled')
      .execute();
    expect(fixture.markets.map((market) => market.marketId).sort((a, b) => a - b)).toEqual(
      markets.map((market) => market.market_id).sort((a, b) => a - b),
    );
    expect(markets.length).toBeGreaterThan(mainMarketIds(fixture.sportId).length);
    expect(fixture.marketCount).toBe(markets.length);
    // The list row counts the same markets, so its '+N' is right before the detail is opened.
    const listed = (await listFixtures({ leagueId: fixture.leagueId })).data!.list.find(
      (item) => item.fixtureId === fixture.fixtureId,
    );
    expect(listed?.marketCount).toBe(markets.length);
    const outcomes = await t.db
      .selectFrom('outcome')
      .select('bet_id')
      .where('fixture_id', '=', row!.id)
      .where('status', '!=', 'settled')
      .execute();
    expect(fixture.markets.flatMap((market) => market.outcomes.map((outcome) => outcome.id)).sort()).toEqual(
      outcomes.map((outcome) => outcome.bet_id).sort(),
    );
    for (const market of fixture.markets) {
      expect(market.name).toBe(marketName(fixture.sportId, market.marketId));
      expect(market.name).not.toMatch(/기타 마켓/);
      const picks = marketPicks(market.marketId);
      for (const baseLine of new Set(market.outcomes.map((outcome) => outcome.baseLine))) {
        const names = market.outcomes
          .filter((outcome) => outcome.baseLine === baseLine)
          .map((outcome) => outcome.name);
        expect(names).toEqual(picks.filter((pick) => names.includes(pick)));
      }
    }
  });

  it('when a fixture has settled markets (finished, or half time passed), then the detail leaves them out', async () => {
    const settledMarkets = await t.db
      .selectFrom('market as m')
      .innerJoin('fixture as f', 'f.id', 'm.fixture_id')
      .select(['m.fixture_id', 'm.market_id'])
      .where('f.status', 'in', [2, 3])
      .where('m.status', '=', 'settled')
      .execute();
    expect(settledMarkets.length).toBeGreaterThan(0);
    const finished = { id: settledMarkets[0]!.fixture_id };
    const settled = settledMarkets.filter((market) => market.fixture_id === finished.id);
    const reply = await post<SportsFixtureData>('/api/sports/fixture', { fixtureId: Number(finished.id) });
    expect(reply.code).toBe(0);
    const shown = new Set(reply.data!.fixture.markets.map((market) => market.marketId));
    for (const market of settled) expect(shown.has(market.market_id)).toBe(false);
  });

  it.each([
    [{ fixtureId: 987_654_321 }, sportsText.unknownFixture],
    [{ fixtureId: 'x1' }, sportsText.badId],
    [{}, sportsText.badId],
    [{ fixtureId: 1.5 }, sportsText.badId],
  ])('when the body is %j, then code 2 says %s', async (body, message) => {
    expect(await post('/api/sports/fixture', body)).toEqual({ code: 2, data: { message } });
  });
});

describe('POST /api/sports/live', () => {
  it('when fixtures are in play, then each comes with its score, period name and main markets', async () => {
    const reply = await post<SportsLiveData>('/api/sports/live', {});
    const rows = new Map((await fixtureRows()).map((row) => [Number(row.id), row]));
    const live = [...rows.values()].filter((row) => row.status === 2);
    expect(reply.data?.list.map((fixture) => fixture.fixtureId).sort()).toEqual(
      live.map((row) => Number(row.id)).sort(),
    );
    for (const fixture of reply.data!.list) {
      const row = rows.get(fixture.fixtureId)!;
      expect(fixture.gameType).toBe(3);
      expect(fixture.live).toMatchObject({
        scoreHome: row.score_home,
        scoreAway: row.score_away,
        period: row.current_period,
        periodName: periodName(fixture.sportId, row.current_period ?? 0),
      });
      expect(fixture.live?.periodName).not.toBe('');
      expectMainMarkets(fixture);
    }
    const sportId = live[0]!.sport_id;
    const ofSport = await post<SportsLiveData>('/api/sports/live', { sportId });
    expect(ofSport.data?.list.length).toBe(live.filter((row) => row.sport_id === sportId).length);
  });

  it.each([
    [{ sportId: 'soccer' }, sportsText.badId],
    [{ sportId: 777 }, sportsText.unknownSport],
  ])('when the body is %j, then code 2 says %s', async (body, message) => {
    expect(await post('/api/sports/live', body)).toEqual({ code: 2, data: { message } });
  });
});
