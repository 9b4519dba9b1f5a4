import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { applyTrade360Message } from './catalogue-repository.ts';
import { trade360Type } from './feeds/trade360/messages.ts';
import { at, catalogueProbe, settlementHistory } from './feeds/trade360/test-catalogue.ts';
import {
  betOf,
  eventsMessage,
  fixtureOf,
  keepAliveMessage,
  livescoreMessage,
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
  11_000_000,
);

describe('livescore', () => {
  it('when a live score arrives, then score, period, clock and periods are stored and the status change is reported', async () => {
    const fixtureId = await newFixture();
    const livescore = {
      Scoreboard: {
        Status: 2,
        CurrentPeriod: 10,
        Time: 1260,
        Results: [
          { Position: '1', Value: '1' },
          { Position: '2', Value: '0' },
        ],
      },
      Periods: [
        {
          Type: 10,
          IsFinished: false,
          IsConfirmed: false,
          Results: [
            { Position: '1', Value: '1' },
            { Position: '2', Value: '0' },
          ],
        },
      ],
    };
    const changes = await applyTrade360Message(t.db, livescoreMessage(fixtureId, livescore, { msgSeq: 900 }));
    expect(changes.fixtures).toEqual([
      {
        fixtureId,
        isNew: false,
        isMetadataChanged: false,
        isLivescoreChanged: true,
        statusFrom: 1,
        statusTo: 2,
      },
    ]);
    const fixture = await fixtureRow(fixtureId);
    expect(fixture).toMatchObject({
      status: 2,
      score_home: 1,
      score_away: 0,
      // LSports' period code 10 (soccer's first half) is stored as our period 1 (전반).
      current_period: 1,
      clock_seconds: 1260,
    });
    expect(fixture.periods).toEqual([
      { type: 10, number: 1, isFinished: false, isConfirmed: false, home: 1, away: 0 },
    ]);

    const older = await applyTrade360Message(
      t.db,
      livescoreMessage(
        fixtureId,
        { ...livescore, Scoreboard: { ...livescore.Scoreboard, Time: 60 } },
        { msgSeq: 899 },
      ),
    );
    expect(older.result).toBe('stale');
    const repeated = await applyTrade360Message(
      t.db,
      livescoreMessage(fixtureId, livescore, { msgSeq: 901 }),
    );
    expect(repeated).toMatchObject({ result: 'applied', fixtures: [] });
  });
});

describe('livescore periods (LSports period codes)', () => {
  const scoreOf = (home: number, away: number) => [
    { Position: '1', Value: String(home) },
    { Position: '2', Value: String(away) },
  ];
  const periodOf = (type: number, isFinished: boolean) => ({
    Type: type,
    IsFinished: isFinished,
    IsConfirmed: isFinished,
    Results: scoreOf(0, 0),
  });

  it('when soccer goes to half time (80) and then full time after penalties (102), then the period is the last one played', async () => {
    const fixtureId = await newFixture();
    await applyTrade360Message(
      t.db,
      livescoreMessage(fixtureId, {
        Scoreboard: { Status: 2, CurrentPeriod: 80, Time: 2760, Results: scoreOf(0, 0) },
        Periods: [periodOf(10, true)],
      }),
    );
    expect((await fixtureRow(fixtureId)).current_period).toBe(1);
    await applyTrade360Message(
      t.db,
      livescoreMessage(fixtureId, {
        Scoreboard: { Status: 2, CurrentPeriod: 35, Time: 6900, Results: scoreOf(1, 1) },
        Periods: [periodOf(10, true), periodOf(20, true), periodOf(30, true), periodOf(35, false)],
      }),
    );
    expect((await fixtureRow(fixtureId)).current_period).toBe(4);
    await applyTrade360Message(
      t.db,
      livescoreMessage(fixtureId, {
        Scoreboard: { Status: 3, CurrentPeriod: 102, Time: 7200, Results: scoreOf(1, 1) },
        Periods: [10, 20, 30, 35, 50].map((type) => periodOf(type, true)),
      }),
    );
    const fixture = await fixtureRow(fixtureId);
    expect(fixture).toMatchObject({ status: 3, current_period: 5 });
    expect((fixture.periods as { type: number; number: number }[]).map((p) => [p.type, p.number])).toEqual([
      [10, 1],
      [20, 2],
      [30, 3],
      [35, 4],
      [50, 5],
    ]);
  });

  it('when basketball plays a second overtime (40 again), then it is our period 6 (연장2)', async () => {
    const fixtureId = takeFixtureId();
    await applyTrade360Message(
      t.db,
      eventsMessage(trade360Type.fixtureMetadata, [
        {
          FixtureId: fixtureId,
          Fixture: fixtureOf({ Sport: { Id: 48242, Name: 'Basketball' }, League: { Id: 9200, Name: 'KBL' } }),
        },
      ]),
    );
    await applyTrade360Message(
      t.db,
      livescoreMessage(fixtureId, {
        Scoreboard: { Status: 2, CurrentPeriod: 40, Time: 2900, Results: scoreOf(101, 99) },
        Periods: [1, 2, 3, 4, 40].map((type) => periodOf(type, true)).concat(periodOf(40, false)),
      }),
    );
    expect(await fixtureRow(fixtureId)).toMatchObject({ sport_id: 203, current_period: 6 });
  });
});

describe('settlements', () => {
  it('when a settled bet is later cancelled and then resettled, then the outcome follows and every value is recorded', async () => {
    const fixtureId = await newFixture();
    const betId = `${fixtureId}1`;
    const settlements = { type: trade360Type.settlements } as const;
    await applyTrade360Message(t.db, marketsMessage(fixtureId, [marketOf(1, [betOf(betId, '1', '1.80')])]));
    const settled = await applyTrade360Message(
      t.db,
      marketsMessage(
        fixtureId,
        [marketOf(1, [betOf(betId, '1', '1.80', { Status: 3, Settlement: 2 })])],
        settlements,
      ),
    );
    expect(settled.outcomes).toEqual([
      expect.objectContaining({ statusTo: 'settled', settlementFrom: null, settlementTo: 2 }),
    ]);
    expect(settled.markets).toEqual([expect.objectContaining({ statusFrom: 'open', statusTo: 'settled' })]);
    expect((await outcomeByBet(betId)).settled_at).toBeInstanceOf(Date);

    const cancelled = await applyTrade360Message(
      t.db,
      marketsMessage(
        fixtureId,
        [marketOf(1, [betOf(betId, '1', '1.80', { Status: 3, Settlement: -1 })])],
        settlements,
      ),
    );
    expect(cancelled.outcomes).toEqual([expect.objectContaining({ settlementFrom: 2, settlementTo: -1 })]);
    const resettled = await applyTrade360Message(
      t.db,
      marketsMessage(
        fixtureId,
        [marketOf(1, [betOf(betId, '1', '1.80', { Status: 3, Settlement: 1 })])],
        settlements,
      ),
    );
    expect(resettled.outcomes).toEqual([expect.objectContaining({ settlementFrom: -1, settlementTo: 1 })]);

    const outcome = await outcomeByBet(betId);
    expect(outcome).toMatchObject({ status: 'settled', settlement: 1 });
    expect(await settlementHistory(t.db, betId)).toEqual([
      { previous: null, settlement: 2 },
      { previous: 2, settlement: -1 },
      { previous: -1, settlement: 1 },
    ]);
  });

  it('when a settlement value is not one the feed documents, then that bet is skipped', async () => {
    const fixtureId = await newFixture();
    const betId = `${fixtureId}1`;
    const changes = await applyTrade360Message(
      t.db,
      marketsMessage(fixtureId, [marketOf(1, [betOf(betId, '1', '1.80', { Status: 3, Settlement: 9 })])]),
    );
    expect(changes.skippedParts).toEqual([{ fixtureId, betId, reason: 'unknown settlement value 9' }]);
  });
});

describe('snapshot', () => {
  it('when a snapshot arrives, then it is the full state: listed bets update, open bets it no longer lists are suspended', async () => {
    const fixtureId = await newFixture();
    await applyTrade360Message(
      t.db,
      marketsMessage(
        fixtureId,
        [
          marketOf(1, [
            betOf(`${fixtureId}1`, '1', '2.00'),
            betOf(`${fixtureId}2`, 'X', '3.00'),
            betOf(`${fixtureId}3`, '2', '3.50'),
          ]),
        ],
        { creationDate: at(1) },
      ),
    );
    const snapshot = await applyTrade360Message(
      t.db,
      eventsMessage(
        trade360Type.snapshot,
        [
          {
            FixtureId: fixtureId,
            Fixture: fixtureOf({ Status: 9, LastUpdate: at(30) }),
            Markets: [
              marketOf(1, [betOf(`${fixtureId}1`, '1', '2.20'), betOf(`${fixtureId}2`, 'X', '3.10')]),
            ],
          },
        ],
        { creationDate: at(30) },
      ),
    );
    expect(snapshot.fixtures).toEqual([expect.objectContaining({ fixtureId, statusFrom: 1, statusTo: 9 })]);
    expect((await outcomesOf(fixtureId)).map((outcome) => [outcome.price, outcome.status])).toEqual([
      [220, 'open'],
      [310, 'open'],
      [350, 'suspended'],
    ]);
  });
});

describe('messages without catalogue data', () => {
  it('when a keep-alive arrives, then nothing is written and the message is ignored', async () => {
    const changes = await applyTrade360Message(t.db, keepAliveMessage([1, 2]));
    expect(changes.result).toBe('ignored');
    const seen = await t.db
      .selectFrom('feed_message')
      .select('msg_id')
      .where('msg_id', '=', changes.msgId)
      .execute();
    expect(seen).toEqual([]);
  });
});
