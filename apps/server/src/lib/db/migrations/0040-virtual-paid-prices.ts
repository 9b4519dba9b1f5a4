import { type Kysely, sql } from 'kysely';

// The paid prices of a drawn virtual event (issue 25: results show what was paid): every market's winning
// picks with the odds the event sold them at, written once by the draw from the card and the margins in
// force at the off, so a margin changed afterwards does not rewrite an event's history. Null on a
// mini-game's round, an open or void event, and events drawn before this migration.

/** Adds minigame_round.paid. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table minigame_round add column paid jsonb').execute(db);
}

/** Drops minigame_round.paid. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table minigame_round drop column paid').execute(db);
}
