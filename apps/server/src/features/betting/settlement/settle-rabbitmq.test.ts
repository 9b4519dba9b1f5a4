import { randomBytes } from 'node:crypto';
import type { BetSettledMessage, UserContextMessage } from '@hanpan/core/api/realtime';
import amqp from 'amqplib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { cashOf, type FixturePick, legsOf } from '../../../../test/betting.ts';
import { expectLedgerBalanced } from '../../../../test/ledger.ts';
import { signedInMember } from '../../../../test/payments.ts';
import { connectStomp, type TestStompClient } from '../../../../test/realtime-clients.ts';
import { isCi, isTcpReachable } from '../../../../test/services.ts';
import { betRow, placeBetOn, settlementsOfBet } from '../../../../test/settlement.ts';
import { stampSimulatorRun } from '../../sports/feed-service.ts';
import { createFeedSimulator } from '../../sports/feeds/simulator/simulator.ts';
import { type Trade360Message, trade360Type } from '../../sports/feeds/trade360/messages.ts';
import { openTrade360Publisher } from '../../sports/feeds/trade360/publisher.ts';

// End to end: a simulated fixture's TRADE360 messages go through RabbitMQ to the app in lsports mode;
// a member bets on both sides of a two-way market before kick-off, the fixture plays to full time, the
// feed's settlement reaches the engine, the member's cash changes and /user/queue/bet says so.

const amqpUrl = process.env.LSPORTS_AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672';
const isBrokerReachable = await isTcpReachable(amqpUrl, 5672);
const minute = 60_000;

type Events = { FixtureId: number; Fixture?: { Status: number; StartDate: string } }[];
const eventsOf = (message: Trade360Message) => ((message.Body as { Events?: Events }).Events ?? []) as Events;

/**
 * The simulator's messages around its next fixture to kick off: a snapshot five minutes before, then
 * minute by minute until that fixture's settlement message.
 */
function nextFixtureStream(): { fixtureId: number; snapshot: Trade360Message; rest: Trade360Message[] } {
  const options = { seed: 'settle-e2e', startAt: new Date(), speed: 1, fixtureCount: 3, horizonDays: 2 };
  const upcoming = eventsOf(createFeedSimulator(options).snapshot(options.startAt))
    .filter((event) => event.Fixture?.Status === 1)
    .sort((a, b) => Date.parse(a.Fixture?.StartDate ?? '') - Date.parse(b.Fixture?.StartDate ?? ''))[0];
  if (!upcoming?.Fixture) throw new Error('The simulator scheduled no fixture to come');
  const startAt = Date.parse(upcoming.Fixture.StartDate);
  const simulator = createFeedSimulator(options);
  const runStamp = 1_796_000_000;
  const snapshot = stampSimulatorRun(simulator.snapshot(new Date(startAt - 5 * minute)), runStamp);
  const rest: Trade360Message[] = [];
  const isOfFixture = (message: Trade360Message) =>
    eventsOf(message).some((event) => event.FixtureId === upcoming.FixtureId);
  // Lines the events decide (a total passed, a half over) settle mid-match: the stream runs to the settlement
  // that comes after the fixture finished (status 3).
  let isFinished = false;
  for (let at = startAt - 4 * minute; at < startAt + 6 * 60 * minute; at += minute) {
    const messages = simulator.advance(new Date(at));
    rest.push(...messages.map((message) => stampSimulatorRun(message, runStamp)));
    for (const message of messages) {
      if (!isOfFixture(message)) continue;
      if (isFinished && message.Header.Type === trade360Type.settlements)
        return { fixtureId: upcoming.FixtureId, snapshot, rest };
      isFinished ||= eventsOf(message).some(
        (event) => event.FixtureId === upcoming.FixtureId && event.Fixture?.Status === 3,
      );
    }
  }
  throw new Error('The fixture was never settled');
}

describe.runIf(isBrokerReachable || isCi)('a bet settled from the feed through RabbitMQ', () => {
  const queue = `hanpan-test-settle-${randomBytes(6).toString('hex')}`;
  let t: TestApp | undefined;
  let client: TestStompClient | undefined;

  afterAll(async () => {
    await client?.stop();
    await t?.close();
    const admin = await amqp.connect(amqpUrl);
    try {
      await (await admin.createChannel()).deleteQueue(queue);
    } finally {
      await admin.close();
    }
  });

  it('when the fixture plays to full time, then the bets settle, the cash changes and the member hears it', async () => {
    const { fixtureId, snapshot, rest } = nextFixtureStream();
    const publisher = await openTrade360Publisher(amqpUrl, { queue });
    const publish = async (messages: Trade360Message[]) => {
      for (const message of messages) await publisher.publish(message);
      await publisher.flush();
    };
    try {
      await publish([snapshot]);
      t = await createTestApp({
        feed: { feedSource: 'lsports', lsportsAmqpUrl: amqpUrl, lsportsQueue: queue },
      });
      const app = t.app;
      const applied = () => Object.values(app.services.feed.status().counters).reduce((sum, n) => sum + n, 0);
      await vi.waitFor(() => expect(applied()).toBeGreaterThanOrEqual(1), { timeout: 30_000, interval: 20 });

      // A two-way market of the fixture: one side wins, the other loses (or both are void).
      const outcomes = await t.db
        .selectFrom('outcome')
        .select(['bet_id', 'market_id', 'price', 'line_raw'])
        .where('fixture_id', '=', BigInt(fixtureId))
        .where('status', '=', 'open')
        .orderBy('market_id')
        .orderBy('bet_id')
        .execute();
      const marketId = outcomes.find(
        (row) => outcomes.filter((o) => o.market_id === row.market_id).length === 2,
      )?.market_id;
      const picks: FixturePick[] = outcomes
        .filter((row) => row.market_id === marketId)
        .map((row) => ({
          betId: row.bet_id,
          fixtureId,
          marketId: row.market_id,
          price: row.price,
          line: row.line_raw ?? '',
        }));
      expect(picks).toHaveLength(2);
      const member = await signedInMember(app, t.db, 100_000n);
      const betIds = [];
      for (const pick of picks) betIds.push(await placeBetOn(app, member, [pick], 10_000));
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      client = await connectStomp(baseUrl, { transport: 'websocket', sessionToken: member.cookie });
      await client.subscribe('/user/queue/bet');
      await client.subscribe('/user/queue/context');

      await publish(rest);
      const heard = await Promise.all(
        betIds.map((betId) =>
          client?.waitForMessage(
            '/user/queue/bet',
            (body) => (body as BetSettledMessage).betId === String(betId),
            60_000,
          ),
        ),
      );
      await app.services.settlement.drain();

      const bets = await Promise.all(betIds.map((betId) => betRow(t!.db, betId)));
      const statuses = bets.map((bet) => bet.status).sort();
      expect([
        ['lost', 'won'],
        ['void', 'void'],
      ]).toContainEqual(statuses);
      for (const [index, bet] of bets.entries()) {
        expect(heard[index]).toEqual({
          type: 'betSettled',
          betId: String(bet.id),
          status: bet.status,
          payout: Number(bet.payout),
          previousPayout: 0,
        });
        expect(await settlementsOfBet(t.db, bet.id)).toMatchObject([{ version: 1, source: 'feed' }]);
        expect((await legsOf(t.db, bet.id))[0]?.status).toBe(bet.status);
        if (bet.status === 'won') expect(bet.payout).toBe(bet.potential_payout);
      }
      const cash = 100_000n - 20_000n + bets.reduce((sum, bet) => sum + (bet.payout ?? 0n), 0n);
      expect(await cashOf(t.db, member.id)).toBe(cash);
      await client.waitForMessage(
        '/user/queue/context',
        (body) => (body as UserContextMessage).userContext.user.cash === Number(cash),
        10_000,
      );
      await expectLedgerBalanced(t.db);
    } finally {
      await publisher.close();
    }
  }, 120_000);
});
