import type { SportsFixturesData } from '@hanpan/core/api/sports';
import { fixtureTopic, sportsTopic } from '@hanpan/core/api/sports-realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { applyTrade360Message } from './catalogue-repository.ts';
import { createFeedSimulator } from './feeds/simulator/simulator.ts';

const startAt = new Date('2026-11-21T03:00:00Z');
let t: TestApp;

beforeAll(async () => {
  // A long reuse time, so only a message (not the clock) can end a shared answer here.
  t = await createTestApp({ now: () => startAt, sportsReadMaxAgeMs: 600_000 });
  const simulator = createFeedSimulator({ seed: 'cached-reads', startAt, speed: 1, fixtureCount: 12 });
  await applyTrade360Message(t.db, simulator.snapshot(startAt));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const firstPage = async () =>
  envelope<SportsFixturesData>(await postJson(t.app, '/api/sports/fixtures', {})).data as SportsFixturesData;

const firstOutcome = (page: SportsFixturesData) => {
  const fixture = page.list.find((item) => item.markets.some((market) => market.outcomes.length > 0));
  const outcome = fixture?.markets.flatMap((market) => market.outcomes)[0];
  if (!fixture || !outcome) throw new Error('the simulator gave no priced fixture');
  return { fixtureId: fixture.fixtureId, outcome };
};

const priceOf = (page: SportsFixturesData, outcomeId: string) =>
  page.list.flatMap((f) => f.markets.flatMap((m) => m.outcomes)).find((o) => o.id === outcomeId)?.price;

describe('shared sports reads', () => {
  it('when the catalogue changes, then lists keep their answer until a sports message is published', async () => {
    const { fixtureId, outcome } = firstOutcome(await firstPage());
    const newPrice = outcome.price + 37;
    await t.db.updateTable('outcome').set({ price: newPrice }).where('bet_id', '=', outcome.id).execute();

    // No message yet: the shared answer stands (the feed publishes right after it applies a change).
    expect(priceOf(await firstPage(), outcome.id)).toBe(outcome.price);

    t.app.services.realtime.publish(fixtureTopic(fixtureId), { type: 'fixtureChanged', fixtureId });
    expect(priceOf(await firstPage(), outcome.id)).toBe(newPrice);
  });

  it("when another fixture's message or a non-sports message is published, then a list's answer stays", async () => {
    const { fixtureId, outcome } = firstOutcome(await firstPage());
    const [row] = await t.db
      .selectFrom('fixture')
      .select('league_id')
      .where('id', '=', BigInt(fixtureId))
      .execute();
    const leagueId = row?.league_id;
    const leaguePage = async () =>
      envelope<SportsFixturesData>(await postJson(t.app, '/api/sports/fixtures', { leagueId }))
        .data as SportsFixturesData;
    const before = await leaguePage();
    const elsewhere = await t.db
      .selectFrom('fixture')
      .select('id')
      .where('league_id', '!=', leagueId ?? 0)
      .execute();
    expect(elsewhere.length).toBeGreaterThan(0);
    const newPrice = outcome.price + 11;
    await t.db.updateTable('outcome').set({ price: newPrice }).where('bet_id', '=', outcome.id).execute();

    t.app.services.realtime.publish('/topic/notice', { type: 'other' });
    for (const other of elsewhere) {
      t.app.services.realtime.publish(fixtureTopic(Number(other.id)), { type: 'fixtureChanged' });
    }
    expect(priceOf(await leaguePage(), outcome.id)).toBe(priceOf(before, outcome.id));

    // A lists message (fixtures appeared, started or ended) drops every answer.
    t.app.services.realtime.publish(sportsTopic.lists, { type: 'listsChanged', sportIds: [] });
    expect(priceOf(await leaguePage(), outcome.id)).toBe(newPrice);
  });
});
