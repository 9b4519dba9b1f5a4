import type { WalletPlayRules } from '@hanpan/core/api/casino-wallet';
import type { Kysely } from 'kysely';
import type { SkyhubDatabase } from './tables.ts';

/** A provider session as the routes use it. */
export type SkyhubSession = {
  id: string;
  browserHash: string;
  token: string;
  userId: string;
  nick: string;
  gameCode: string;
  rules: WalletPlayRules;
  lastSpinAt: Date | null;
};

/** Stores a new session. */
export async function insertSession(db: Kysely<SkyhubDatabase>, session: SkyhubSession, now: Date) {
  await db
    .insertInto('skyhub_session')
    .values({
      id: session.id,
      browser_hash: session.browserHash,
      token: session.token,
      user_id: session.userId,
      nick: session.nick,
      game_code: session.gameCode,
      rules: JSON.stringify(session.rules),
      last_spin_at: null,
      created_at: now,
    })
    .execute();
}

/** The session with this id, or null. */
export async function findSession(db: Kysely<SkyhubDatabase>, id: string): Promise<SkyhubSession | null> {
  const row = await db.selectFrom('skyhub_session').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    browserHash: row.browser_hash,
    token: row.token,
    userId: row.user_id,
    nick: row.nick,
    gameCode: row.game_code,
    rules: row.rules as WalletPlayRules,
    lastSpinAt: row.last_spin_at,
  };
}

/**
 * Claims the next spin slot: sets last_spin_at to now only when the previous spin is at least
 * minSpinMs old (one conditional update, so two racing spins cannot both pass). False when too soon.
 */
export async function claimSpinSlot(
  db: Kysely<SkyhubDatabase>,
  sessionId: string,
  now: Date,
  minSpinMs: number,
): Promise<boolean> {
  const earliest = new Date(now.getTime() - minSpinMs);
  const result = await db
    .updateTable('skyhub_session')
    .set({ last_spin_at: now })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('last_spin_at', 'is', null), eb('last_spin_at', '<=', earliest)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
