import { type Kysely, sql } from 'kysely';

// Why: a posting's foreign-key checks (ledger_entry -> ledger_tx, bet_leg -> bet, ...) are cached
// plans of each connection. Planned while a table is small, the cached plan reads it whole, and
// without fresh statistics (autovacuum off, and PGlite never runs it) nothing replans it: on a fresh
// database every later posting read all of ledger_tx once per entry. Inside the functions that write
// money, every plan (their own statements and the checks their writes fire) is made for the tables as
// they are now. Planning them costs less than one such read.
const moneyFunctions = [
  'ledger_post_transfer(text, text, text, text, integer, integer[], bigint[])',
  'ledger_post_transfers(text[], text[], text[], text[], integer[], integer[], integer[], bigint[])',
  'bet_place(text, integer, text, text, jsonb, text, text, text, integer[], bigint[], jsonb, jsonb)',
  'minigame_bet_place(text, integer, text, text, jsonb, text, text, text, integer[], bigint[], jsonb)',
  'casino_wallet_post(jsonb, jsonb, jsonb, integer, text, text, text, integer[], bigint[], bigint, bigint, text, bigint)',
];

/** The money functions plan for the tables as they are at each call (no cached plan of an emptier table). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const signature of moneyFunctions) {
    await sql.raw(`alter function ${signature} set plan_cache_mode = force_custom_plan`).execute(db);
  }
}

/** Undoes up(). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const signature of moneyFunctions) {
    await sql.raw(`alter function ${signature} reset plan_cache_mode`).execute(db);
  }
}
