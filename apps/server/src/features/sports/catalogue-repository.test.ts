import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { analyzeCatalogue, applyTrade360Message, pruneFeedMessages } from './catalogue-repository.ts';
import { trade360Type } from './feeds/trade360/messages.ts';
import { at, catalogueProbe } from './feeds/trade360/test-catalogue.ts';
import {
  betOf,
  eventsMessage,
  fixtureMessage,
  fixtureOf,
  marketOf,
  marketsMessage,
} from './feeds/trade360/test-messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { takeFixtureId, newFixture, outcomesOf, outcomeByBet, fixtureRow } = catalogueProbe(
  () => t.db,
  10_000_000,
);

describe('fixture metadata', () => {
  it('when a fixture arrives, then its sport (by LSports id), region, league and participants are stored', async () => {
    const fixtureId = takeFixtureId();
    const changes = await applyTrade360Message(t.db, fixtureMessage(fixtureId, fixtureOf()));
    expect(changes.result).toBe('applied');
    expect(changes.fixtures).toEqual([
      {
        fixtureId,
        isNew: true,
        isMetadataChanged: true,
        isLivescoreChanged: false,
        statusFrom: null,
        statusTo: 1,
      },
    ]);
    const fixture = await fixtureRow(fixtureId);
    expect(fixture).toMatchObject({
      sport_id: 201,
      league_id: 9001,
      home_name: 'Ulsan HD',
      away_name: 'Jeonbuk Motors',
      status: 1,
    });
    expect(fixture.start_at.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    const league = await t.db
      .selectFrom('league')
      .selectAll()
      .where('id', '=', 9001)
      .executeTakeFirstOrThrow();
    expect(league).toMatchObject({ sport_id: 201, region_id: 215, name: 'K League 1' });
  });

  it('when the sport is not one the site lists, then the fixture goes under 기타 (299)', async () => {
    const fixtureId = takeFixtureId();
    await applyTrade360Message(
      t.db,
      fixtureMessage(
        fixtureId,
        fixtureOf({ Sport: { Id: 265917, Name: 'Table Tennis' }, League: { Id: 9100, Name: 'TT Cup' } }),
      ),
    );
    const fixture = await t.db
      .selectFrom('fixture')
      .select('sport_id')
      .where('id', '=', BigInt(fixtureId))
      .executeTakeFirstOrThrow();
    expect(fixture.sport_id).toBe(299);
  });

  it('when a fixture status is not one TRADE360 documents, then the metadata is skipped', async () => {
    const fixtureId = takeFixtureId();
    const changes = await applyTrade360Message(t.db, fixtureMessage(fixtureId, fixtureOf({ Status: 42 })));
    expect(changes.skippedParts).toEqual([
      { fixtureId, reason: 'unknown fixture status 42' },
      { fixtureId, reason: 'unknown fixture (no fixture metadata yet)' },
    ]);
    expect(
      await t.db.selectFrom('fixture').select('id').where('id', '=', BigInt(fixtureId)).execute(),
    ).toEqual([]);
  });

  it('when odds arrive for a fixture with no metadata yet, then they are skipped and nothing is written', async () => {
    const fixtureId = takeFixtureId();
    const changes = await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [marketOf(1, [betOf(`${fixtureId}1`, '1', '1.50')])]),
    );
    expect(changes.skippedParts).toEqual([
      { fixtureId, reason: 'unknown fixture (no fixture metadata yet)' },
    ]);
    expect(await outcomesOf(fixtureId)).toEqual([]);
  });
});

describe('markets: full then deltas', () => {
  it('when markets arrive and then a delta with one bet, then prices are x100 and only that bet changes', async () => {
    const fixtureId = await newFixture();
    const full = await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [
        marketOf(1, [
          betOf(`${fixtureId}01`, '1', '2.10'),
          betOf(`${fixtureId}02`, 'X', '3.25'),
          betOf(`${fixtureId}03`, '2', '3.405'),
        ]),
        marketOf(2, [
          betOf(`${fixtureId}04`, 'Over', '1.50', { Line: '2.5', BaseLine: '2.5' }),
          betOf(`${fixtureId}05`, 'Under', '2.50', { Line: '2.5', BaseLine: '2.5' }),
          betOf(`${fixtureId}06`, 'Over', '1.90', { Line: '3.0', BaseLine: '3.0' }),
          betOf(`${fixtureId}07`, 'Under', '1.92', { Line: '3.0', BaseLine: '3.0' }),
        ]),
      ]),
    );
    expect(full.outcomes).toHaveLength(7);
    expect(full.markets.map((market) => [market.marketId, market.statusTo, market.mainLineTo])).toEqual([
      [1, 'open', null],
      [2, 'open', '3.0'],
    ]);
    const before = await outcomesOf(fixtureId);
    expect(before.map((outcome) => [outcome.name, outcome.price, outcome.line_value])).toEqual([
      ['1', 210, null],
      ['X', 325, null],
      ['2', 340, null],
      ['Over', 150, 250],
      ['Under', 250, 250],
      ['Over', 190, 300],
      ['Under', 192, 300],
    ]);

    const delta = await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [marketOf(1, [betOf(`${fixtureId}01`, '1', '1.95')])]),
    );
    expect(delta.outcomes).toEqual([
      expect.objectContaining({
        betId: `${fixtureId}01`,
        priceFrom: 210,
        priceTo: 195,
        statusFrom: 'open',
        statusTo: 'open',
      }),
    ]);
    const after = await outcomesOf(fixtureId);
    expect(after.map((outcome) => outcome.price)).toEqual([195, 325, 340, 150, 250, 190, 192]);
    expect(after.slice(1).map((outcome) => outcome.updated_at)).toEqual(
      before.slice(1).map((outcome) => outcome.updated_at),
    );
  });

  it('when every pick of a market is suspended, then the market is suspended', async () => {
    const fixtureId = await newFixture();
    await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [
        marketOf(52, [betOf(`${fixtureId}1`, '1', '1.80'), betOf(`${fixtureId}2`, '2', '2.00')]),
      ]),
    );
    const changes = await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [
        marketOf(52, [
          betOf(`${fixtureId}1`, '1', '1.80', { Status: 2 }),
          betOf(`${fixtureId}2`, '2', '2.00', { Status: 2 }),
        ]),
      ]),
    );
    expect(changes.markets).toEqual([
      {
        fixtureId,
        marketId: 52,
        statusFrom: 'open',
        statusTo: 'suspended',
        mainLineFrom: null,
        mainLineTo: null,
        // This feed gives no reason.
        suspendReasonTo: null,
      },
    ]);
    expect(changes.outcomes.map((outcome) => outcome.statusTo)).toEqual(['suspended', 'suspended']);
  });

  it('when a bet has an unusable price, then it is skipped and the rest of the message applies', async () => {
    const fixtureId = await newFixture();
    const changes = await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [
        marketOf(1, [betOf(`${fixtureId}1`, '1', 'abc'), betOf(`${fixtureId}2`, '2', '1.70')]),
      ]),
    );
    expect(changes.skippedParts).toEqual([
      { fixtureId, betId: `${fixtureId}1`, reason: 'price not usable: abc' },
    ]);
    expect((await outcomesOf(fixtureId)).map((outcome) => outcome.bet_id)).toEqual([`${fixtureId}2`]);
  });
});

describe('several fixtures in one message', () => {
  it('when one message carries odds for two fixtures, then both are written and each change names its fixture', async () => {
    const first = await newFixture();
    const second = await newFixture();
    const changes = await applyTrade360Message(
      t.db,
      eventsMessage(trade360Type.markets, [
        { FixtureId: first, Markets: [marketOf(1, [betOf(`${first}1`, '1', '1.50')])] },
        { FixtureId: second, Markets: [marketOf(1, [betOf(`${second}1`, '1', '2.50')])] },
      ]),
    );
    expect(changes.outcomes.map((outcome) => [outcome.fixtureId, outcome.priceTo])).toEqual([
      [first, 150],
      [second, 250],
    ]);
    expect(changes.markets.map((market) => market.fixtureId)).toEqual([first, second]);
    expect((await outcomesOf(first)).map((outcome) => outcome.price)).toEqual([150]);
    expect((await outcomesOf(second)).map((outcome) => outcome.price)).toEqual([250]);
  });

  it("when odds come before their fixture's metadata in the same message, then the odds are skipped and the fixture is created", async () => {
    const fixtureId = takeFixtureId();
    const changes = await applyTrade360Message(
      t.db,
      eventsMessage(trade360Type.markets, [
        { FixtureId: fixtureId, Markets: [marketOf(1, [betOf(`${fixtureId}1`, '1', '1.50')])] },
        { FixtureId: fixtureId, Fixture: fixtureOf() },
      ]),
    );
    expect(changes.skippedParts).toEqual([
      { fixtureId, reason: 'unknown fixture (no fixture metadata yet)' },
    ]);
    expect(changes.fixtures).toEqual([expect.objectContaining({ fixtureId, isNew: true })]);
    expect(await outcomesOf(fixtureId)).toEqual([]);
  });
});

describe('duplicates and stale updates', () => {
  it('when a MsgId was applied before, then the message is a duplicate and changes nothing', async () => {
    const fixtureId = await newFixture();
    const betId = `${fixtureId}1`;
    await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [marketOf(1, [betOf(betId, '1', '1.50')])], { msgId: `dup-${fixtureId}` }),
    );
    const again = await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [marketOf(1, [betOf(betId, '1', '9.99')])], { msgId: `dup-${fixtureId}` }),
    );
    expect(again.result).toBe('duplicate');
    expect((await outcomeByBet(betId)).price).toBe(150);
  });

  it('when applied MsgIds are pruned, then only those received before the cut-off are forgotten', async () => {
    const fixtureId = await newFixture();
    const message = marketsMessage(fixtureId, [marketOf(1, [betOf(`${fixtureId}1`, '1', '1.50')])]);
    await applyTrade360Message(t.db, message);
    expect(await pruneFeedMessages(t.db, new Date(Date.now() - 60_000))).toBe(0);
    expect((await applyTrade360Message(t.db, message)).result).toBe('duplicate');
    expect(await pruneFeedMessages(t.db, new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect((await applyTrade360Message(t.db, message)).result).toBe('applied');
  });

  it('when a bet update older (LastUpdate) than the stored one arrives late, then it is stale and ignored', async () => {
    const fixtureId = await newFixture();
    const betId = `${fixtureId}1`;
    await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [marketOf(1, [betOf(betId, '1', '1.60', { LastUpdate: at(10) })])]),
    );
    const late = await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [marketOf(1, [betOf(betId, '1', '1.40', { LastUpdate: at(5) })])]),
    );
    expect(late.result).toBe('stale');
    expect(late.staleParts).toBe(1);
    expect((await outcomeByBet(betId)).price).toBe(160);
  });

  it('when bets carry no LastUpdate, then a lower MsgSeq is stale and a higher one applies', async () => {
    const fixtureId = await newFixture();
    const betId = `${fixtureId}1`;
    const same = { creationDate: at(0) };
    await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [marketOf(1, [betOf(betId, '1', '1.60')])], { ...same, msgSeq: 500 }),
    );
    const late = await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [marketOf(1, [betOf(betId, '1', '1.40')])], { ...same, msgSeq: 499 }),
    );
    expect(late.result).toBe('stale');
    const next = await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [marketOf(1, [betOf(betId, '1', '1.70')])], { ...same, msgSeq: 501 }),
    );
    expect(next.result).toBe('applied');
    expect((await outcomeByBet(betId)).price).toBe(170);
  });

  it('when fixture metadata older than the stored one arrives, then the fixture keeps the newer data', async () => {
    const fixtureId = takeFixtureId();
    await applyTrade360Message(t.db, fixtureMessage(fixtureId, fixtureOf({ LastUpdate: at(20), Status: 9 })));
    const late = await applyTrade360Message(
      t.db,
      fixtureMessage(fixtureId, fixtureOf({ LastUpdate: at(10), Status: 1 })),
    );
    expect(late.result).toBe('stale');
    const fixture = await t.db
      .selectFrom('fixture')
      .select('status')
      .where('id', '=', BigInt(fixtureId))
      .executeTakeFirstOrThrow();
    expect(fixture.status).toBe(9);
  });
});

describe('planner statistics', () => {
  it('when the catalogue holds odds and analyzeCatalogue runs, then the database knows how many picks there are', async () => {
    const reltuples = async () => {
      const { rows } = await sql<{
        n: number;
      }>`select reltuples::float8 as n from pg_class where oid = 'outcome'::regclass`.execute(t.db);
      return Number(rows[0]?.n);
    };
    const count = Number(
      (await t.db.selectFrom('outcome').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
    );
    expect(count).toBeGreaterThan(0);
    await analyzeCatalogue(t.db);
    expect(await reltuples()).toBe(count);
  });
});
