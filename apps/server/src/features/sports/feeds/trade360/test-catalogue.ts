import type { Db } from '../../../../lib/db/database.ts';
import { applyTrade360Message } from '../../catalogue-repository.ts';
import { fixtureMessage, fixtureOf } from './test-messages.ts';

/** An ISO time on the tests' fixed day, `minute` minutes past 12:00 UTC. */
export const at = (minute: number) => `2026-11-21T12:${String(minute).padStart(2, '0')}:00Z`;

/** Every settlement value a bet was given, oldest first (the append-only history). */
export function settlementHistory(db: Db, betId: string) {
  return db
    .selectFrom('outcome_settlement as s')
    .innerJoin('outcome as o', 'o.id', 's.outcome_id')
    .select(['s.previous', 's.settlement'])
    .where('o.bet_id', '=', betId)
    .orderBy('s.id')
    .execute();
}

/**
 * Test helpers over one catalogue: fresh fixtures (ids counted up from `firstFixtureId`, so test
 * files never share one) and readers of their stored outcomes. `db` is read at each call (test
 * files open their database in beforeAll).
 */
export function catalogueProbe(db: () => Db, firstFixtureId: number) {
  let nextFixtureId = firstFixtureId;
  return {
    /** The next unused fixture id, without creating it. */
    takeFixtureId: () => nextFixtureId++,
    /** A fixture created from default metadata; returns its id. */
    async newFixture(): Promise<number> {
      const fixtureId = nextFixtureId++;
      await applyTrade360Message(db(), fixtureMessage(fixtureId, fixtureOf()));
      return fixtureId;
    },
    /** The fixture's outcomes, by bet id. */
    outcomesOf: (fixtureId: number) =>
      db()
        .selectFrom('outcome')
        .selectAll()
        .where('fixture_id', '=', BigInt(fixtureId))
        .orderBy('bet_id')
        .execute(),
    /** The stored fixture row. */
    fixtureRow: (fixtureId: number) =>
      db().selectFrom('fixture').selectAll().where('id', '=', BigInt(fixtureId)).executeTakeFirstOrThrow(),
    /** One outcome by its feed bet id. */
    outcomeByBet: (betId: string) =>
      db().selectFrom('outcome').selectAll().where('bet_id', '=', betId).executeTakeFirstOrThrow(),
  };
}
