// Prepares a database for the bet-placement bench before the server opens it: schema, a simulator
// catalogue, members with cash (one funding transfer through the ledger) and a session for each, and
// the prematch picks the bets use (1X2 outcomes of fixtures that start more than a day from now).
import { startSession } from '../../apps/server/src/features/auth/repository.ts';
import { saveLimit } from '../../apps/server/src/features/protection/repository.ts';
import { createToken, hashToken } from '../../apps/server/src/lib/crypto/tokens.ts';
import type { Db } from '../../apps/server/src/lib/db/database.ts';
import { createFundedMembers } from './bench-members.ts';

/** A member the bench bets as: the session cookie's token. */
export type BenchMember = { memberId: number; cookie: string };

/** One pick a bet may include (payload fields). */
export type BenchPick = { fixtureId: number; betId: string; marketId: number; odds: number };

/**
 * Members with 1,000,000,000 won each and a live session (no login calls, no attempt limits), named
 * `<prefix><n>` (createFundedMembers' rule).
 */
export async function createBettingMembers(db: Db, count: number, prefix = 'better'): Promise<BenchMember[]> {
  const now = new Date();
  const members: BenchMember[] = [];
  for (const { memberId } of await createFundedMembers(db, count, prefix)) {
    const token = createToken();
    await startSession(
      db,
      {
        tokenHash: hashToken(token),
        memberId,
        now,
        expiresAt: new Date(now.getTime() + 24 * 3_600_000),
        ip: '127.0.0.1',
        device: null,
        userAgent: 'bench',
      },
      null,
    );
    members.push({ memberId, cookie: `hanpan_sid=${token}` });
  }
  return members;
}

/**
 * Gives each member their own daily loss limit of `amount` won, in force at once (as a first limit
 * is), so every stake of theirs runs the stake guard's loss sums.
 */
export async function setDailyLossLimits(db: Db, members: readonly BenchMember[], amount: bigint) {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    for (const { memberId } of members) {
      await saveLimit(trx, {
        memberId,
        kind: 'loss',
        window: 'day',
        state: { own: amount, staff: null, pending: null },
        ownSetAt: now,
      });
    }
  });
}

/**
 * The '1' pick of the 승무패 (market 1) of prematch fixtures starting more than a day from now, open,
 * one per fixture, at most `limit` (the bets take three of them from different fixtures).
 */
export async function listBenchPicks(db: Db, limit: number): Promise<BenchPick[]> {
  const rows = await db
    .selectFrom('outcome as o')
    .innerJoin('fixture as f', 'f.id', 'o.fixture_id')
    .innerJoin('market as m', (join) =>
      join.onRef('m.fixture_id', '=', 'o.fixture_id').onRef('m.market_id', '=', 'o.market_id'),
    )
    .select(['o.fixture_id as fixtureId', 'o.bet_id as betId', 'o.market_id as marketId', 'o.price'])
    .where('o.market_id', '=', 1)
    .where('o.name', '=', '1')
    .where('o.status', '=', 'open')
    .where('m.status', '=', 'open')
    .where('f.status', '=', 1)
    .where('f.start_at', '>', new Date(Date.now() + 24 * 3_600_000))
    .where('o.price', '>=', 120)
    .orderBy('o.fixture_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    fixtureId: Number(row.fixtureId),
    betId: row.betId,
    marketId: row.marketId,
    odds: row.price,
  }));
}
