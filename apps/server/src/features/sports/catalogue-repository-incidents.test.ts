import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { applyTrade360Message } from './catalogue-repository.ts';
import { maxStoredIncidents } from './feeds/trade360/live-incidents.ts';
import { parseTrade360, type Trade360Livescore } from './feeds/trade360/messages.ts';
import { at, catalogueProbe } from './feeds/trade360/test-catalogue.ts';
import {
  betOf,
  fixtureOf,
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

const { newFixture, fixtureRow } = catalogueProbe(() => t.db, 12_000_000);

const results = (home: number, away: number) => [
  { Position: '1', Value: String(home) },
  { Position: '2', Value: String(away) },
];

/** A soccer live score in the second half: a goal each half, a yellow and a red card. */
const secondHalf: Trade360Livescore = {
  Scoreboard: { Status: 2, CurrentPeriod: 20, Time: 3300, Results: results(1, 1) },
  Periods: [
    {
      Type: 10,
      IsFinished: true,
      IsConfirmed: true,
      Results: results(1, 0),
      Incidents: [
        // Out of clock order on purpose: the timeline is sorted by the clock.
        { IncidentType: 6, Seconds: 1500, ParticipantPosition: '2' },
        { IncidentType: 9, Seconds: 754, ParticipantPosition: '1', Results: results(1, 0) },
        // Corners and unknown or malformed incidents are ignored.
        { IncidentType: 1, Seconds: 100, ParticipantPosition: '1' },
        { IncidentType: 9, Seconds: 200, ParticipantPosition: '3' },
        'not an incident',
        null,
      ],
    },
    {
      Type: 20,
      IsFinished: false,
      Results: results(0, 1),
      Incidents: [
        { IncidentType: '7', Seconds: '3010', ParticipantPosition: 1 },
        { IncidentType: 9, Seconds: 3200, ParticipantPosition: '2', Results: results(1, 1) },
      ],
    },
  ],
  Statistics: [
    { Type: 6, Results: results(0, 1) },
    { Type: 7, Results: results(1, 0) },
  ],
};

const timeline = [
  { kind: 'goal', period: 1, clockSeconds: 754, side: 1, score: { home: 1, away: 0 } },
  { kind: 'yellowCard', period: 1, clockSeconds: 1500, side: 2, score: null },
  { kind: 'periodEnd', period: 1, clockSeconds: null, side: null, score: { home: 1, away: 0 } },
  { kind: 'redCard', period: 2, clockSeconds: 3010, side: 1, score: null },
  { kind: 'goal', period: 2, clockSeconds: 3200, side: 2, score: { home: 1, away: 1 } },
];

describe('live incidents and red cards', () => {
  it('when a live score carries incidents and statistics, then the timeline is stored in clock order with period ends, and red cards by side', async () => {
    const fixtureId = await newFixture();
    const changes = await applyTrade360Message(
      t.db,
      livescoreMessage(fixtureId, secondHalf, { msgSeq: 500 }),
    );
    expect(changes.fixtures[0]?.isLivescoreChanged).toBe(true);
    const row = await fixtureRow(fixtureId);
    expect(row.incidents).toEqual(timeline);
    expect(row.red_cards).toEqual({ home: 1, away: 0 });

    // An older live score (lower MsgSeq) with less in it changes nothing.
    const older = await applyTrade360Message(
      t.db,
      livescoreMessage(fixtureId, { ...secondHalf, Periods: [], Statistics: [] }, { msgSeq: 499 }),
    );
    expect(older.staleParts).toBe(1);
    expect((await fixtureRow(fixtureId)).incidents).toEqual(timeline);

    // The same live score again changes nothing; one more card is a live score change.
    const same = await applyTrade360Message(t.db, livescoreMessage(fixtureId, secondHalf, { msgSeq: 501 }));
    expect(same.fixtures).toEqual([]);
    const withCard = structuredClone(secondHalf);
    withCard.Periods[1]?.Incidents?.push({ IncidentType: 6, Seconds: 3250, ParticipantPosition: '1' });
    const carded = await applyTrade360Message(t.db, livescoreMessage(fixtureId, withCard, { msgSeq: 502 }));
    expect(carded.fixtures[0]?.isLivescoreChanged).toBe(true);
    expect((await fixtureRow(fixtureId)).incidents).toHaveLength(timeline.length + 1);
  });

  it('when a soccer live score has no card statistic, then red cards are counted from the timeline; other sports have none', async () => {
    const soccer = await newFixture();
    await applyTrade360Message(t.db, livescoreMessage(soccer, { ...secondHalf, Statistics: undefined }));
    expect((await fixtureRow(soccer)).red_cards).toEqual({ home: 1, away: 0 });

    const basketball = await newFixture();
    await applyTrade360Message(
      t.db,
      livescoreMessage(basketball, { Scoreboard: { Status: 2, Results: results(0, 0) }, Periods: [] }),
    );
    await applyTrade360Message(t.db, {
      Header: { Type: 1, MsgId: `basketball-${basketball}`, MsgSeq: 1 },
      Body: {
        Events: [
          {
            FixtureId: basketball,
            Fixture: fixtureOf({ Sport: { Id: 48242, Name: 'Basketball' }, LastUpdate: at(59) }),
          },
        ],
      },
    });
    await applyTrade360Message(
      t.db,
      livescoreMessage(basketball, {
        Scoreboard: { Status: 2, CurrentPeriod: 1, Time: 300, Results: results(20, 18) },
        Periods: [{ Type: 1, IsFinished: false, Results: results(20, 18) }],
      }),
    );
    const row = await fixtureRow(basketball);
    expect(row.sport_id).toBe(203);
    expect(row.red_cards).toBeNull();
    expect(row.incidents).toEqual([]);
  });

  it('when a live score carries malformed incidents and statistics, then the message parses, the score is stored and the bad parts are dropped', async () => {
    const fixtureId = await newFixture();
    const raw = JSON.stringify({
      Header: { Type: 2, MsgId: `bad-incidents-${fixtureId}`, MsgSeq: 7 },
      Body: {
        Events: [
          {
            FixtureId: fixtureId,
            Livescore: {
              Scoreboard: { Status: 2, CurrentPeriod: 10, Time: 60, Results: results(1, 0) },
              Periods: [
                {
                  Type: 10,
                  Results: results(1, 0),
                  Incidents: { IncidentType: 9 },
                },
                {
                  Type: 20,
                  Results: results(0, 0),
                  Incidents: [
                    { IncidentType: 9, Seconds: -5, ParticipantPosition: '1', Results: 'x' },
                    {
                      IncidentType: 9,
                      Seconds: 1e300,
                      ParticipantPosition: '2',
                      Results: [{ Position: '1' }],
                    },
                    { IncidentType: 'goal', ParticipantPosition: '1' },
                    { IncidentType: 9, Seconds: 'x'.repeat(100_000), ParticipantPosition: '1' },
                  ],
                },
              ],
              Statistics: 'no',
            },
          },
        ],
      },
    });
    const parsed = parseTrade360(raw);
    if (!parsed.ok) throw new Error(parsed.reason);
    const changes = await applyTrade360Message(t.db, parsed.message);
    expect(changes.result).toBe('applied');
    const row = await fixtureRow(fixtureId);
    expect(row.score_home).toBe(1);
    // Goals whose clock or score do not read keep no clock or score; the 'goal' text type is dropped.
    expect(row.incidents).toEqual([
      { kind: 'goal', period: 2, clockSeconds: null, side: 1, score: null },
      { kind: 'goal', period: 2, clockSeconds: null, side: 2, score: null },
      { kind: 'goal', period: 2, clockSeconds: null, side: 1, score: null },
    ]);
    expect(row.red_cards).toEqual({ home: 0, away: 0 });
  });

  it(`when a live score has more than ${maxStoredIncidents} incidents, then the newest ${maxStoredIncidents} are kept`, async () => {
    const fixtureId = await newFixture();
    const cards = Array.from({ length: 150 }, (_, index) => ({
      IncidentType: 6,
      Seconds: index * 10,
      ParticipantPosition: '1',
    }));
    await applyTrade360Message(
      t.db,
      livescoreMessage(fixtureId, {
        Scoreboard: { Status: 2, CurrentPeriod: 10, Time: 1500, Results: results(0, 0) },
        Periods: [{ Type: 10, Results: results(0, 0), Incidents: cards }],
      }),
    );
    const stored = (await fixtureRow(fixtureId)).incidents as { clockSeconds: number }[];
    expect(stored).toHaveLength(maxStoredIncidents);
    expect(stored[0]?.clockSeconds).toBe(500);
    expect(stored.at(-1)?.clockSeconds).toBe(1490);
  });
});

describe('market suspension reasons', () => {
  const marketReason = async (fixtureId: number) =>
    await t.db
      .selectFrom('market')
      .select(['status', 'suspend_reason'])
      .where('fixture_id', '=', BigInt(fixtureId))
      .where('market_id', '=', 1)
      .executeTakeFirstOrThrow();
  const winner = (fixtureId: number, minute: number, status: number, reason?: unknown) =>
    marketsMessage(fixtureId, [
      {
        ...marketOf(1, [
          betOf(`${fixtureId}01`, '1', '2.00', { Status: status, LastUpdate: at(minute) }),
          betOf(`${fixtureId}02`, '2', '1.80', { Status: status, LastUpdate: at(minute) }),
        ]),
        ...(reason === undefined ? {} : { SuspensionReason: reason }),
      },
    ]);

  it('when the feed suspends a market with a reason, then it is stored and reported, follows later reasons, is kept against older messages and is dropped on reopening', async () => {
    const fixtureId = await newFixture();
    await applyTrade360Message(t.db, winner(fixtureId, 1, 1));
    expect(await marketReason(fixtureId)).toEqual({ status: 'open', suspend_reason: null });

    const danger = await applyTrade360Message(t.db, winner(fixtureId, 2, 2, 'danger'));
    expect(danger.markets).toEqual([
      expect.objectContaining({ statusTo: 'suspended', suspendReasonTo: 'danger' }),
    ]);
    expect(await marketReason(fixtureId)).toEqual({ status: 'suspended', suspend_reason: 'danger' });

    // Still suspended, now for the goal check: the same bets (unchanged) carry the new reason.
    const check = await applyTrade360Message(t.db, winner(fixtureId, 2, 2, 'goalCheck'));
    expect(check.markets).toEqual([
      expect.objectContaining({
        statusFrom: 'suspended',
        statusTo: 'suspended',
        suspendReasonTo: 'goalCheck',
      }),
    ]);

    // An older listing (its bets are stale) leaves the reason alone.
    const older = await applyTrade360Message(t.db, winner(fixtureId, 1, 2, 'var'));
    expect(older.markets).toEqual([]);
    expect(await marketReason(fixtureId)).toEqual({ status: 'suspended', suspend_reason: 'goalCheck' });

    // A code the site does not know reads as none.
    await applyTrade360Message(t.db, winner(fixtureId, 3, 2, 'alien-invasion'));
    expect(await marketReason(fixtureId)).toEqual({ status: 'suspended', suspend_reason: null });

    await applyTrade360Message(t.db, winner(fixtureId, 4, 2, 'cardCheck'));
    // Reopened with a reason still on the message: an open market has none.
    const reopened = await applyTrade360Message(t.db, winner(fixtureId, 5, 1, 'cardCheck'));
    expect(reopened.markets).toEqual([expect.objectContaining({ statusTo: 'open', suspendReasonTo: null })]);
    expect(await marketReason(fixtureId)).toEqual({ status: 'open', suspend_reason: null });
  });
});
