import { miniGameOf } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { pickPrice } from '@hanpan/core/minigames/pricing';
import { sql } from 'kysely';
import { startSession } from '../src/features/auth/repository.ts';
import { potentialWinOf } from '../src/features/minigames/place-bet.ts';
import { listSystemAccountShards } from '../src/features/wallet/ledger-repository.ts';
import { createToken, hashToken } from '../src/lib/crypto/tokens.ts';
import type { Db } from '../src/lib/db/database.ts';
import { arrayOf } from '../src/lib/db/pg-array.ts';
import { postBulkStakes } from './bulk-stakes.ts';
import { fundMember } from './factories.ts';

// Many open mini-game bets written straight into the tables in a few bulk statements (the process tests
// need thousands; placing them over HTTP would take minutes). Each bet's stake leaves the member's cash
// through a balanced 'minigame_stake' posting at the server's price, as placement posts it.

/** What seedOpenGameBets writes: bet i is members[i mod n]'s on picks[i mod picks]. */
export type GameBetSeed = {
  round: { id: bigint; gameType: number; roundKey: string };
  memberIds: readonly number[];
  count: number;
  stake: bigint;
  picks: readonly number[];
  /** Distinguishes the idempotency keys of several seedings in one database. */
  tag: string;
  /** Each pick's odds x100 (a virtual event's, priced from its card); a mini-game's are priced here. */
  oddsOf?: ReadonlyMap<number, number>;
};

const chunk = 5_000;

/** The mini-game's odds of each pick at its margin. */
async function miniGameOddsOf(db: Db, gameType: number, picks: readonly number[]) {
  const game = miniGameOf(gameType);
  if (!game) throw new Error(`unknown mini-game ${gameType}`);
  const { margin_bp: marginBp } = await db
    .selectFrom('minigame_game')
    .select('margin_bp')
    .where('game_type', '=', gameType)
    .executeTakeFirstOrThrow();
  return new Map(
    picks.map((pick) => [pick, pickPrice(miniFamilies[game.family], pick, marginBp)?.odds ?? 0]),
  );
}

/** Funds the members with exactly their stakes and writes the open bets; returns their ids. */
export async function seedOpenGameBets(db: Db, seed: GameBetSeed): Promise<bigint[]> {
  const { round, memberIds, stake, picks, tag } = seed;
  const oddsOf = seed.oddsOf ?? (await miniGameOddsOf(db, round.gameType, picks));
  for (const [index, memberId] of memberIds.entries()) {
    const betsOfMember = Math.ceil((seed.count - index) / memberIds.length);
    if (betsOfMember > 0) await fundMember(db, memberId, BigInt(betsOfMember) * stake);
  }
  const house = await listSystemAccountShards(db, 'house');
  const cashRows = await db
    .selectFrom('account')
    .select(['id', 'member_id'])
    .where('kind', '=', 'cash')
    .where('member_id', 'in', [...memberIds])
    .execute();
  const cashOf = new Map(cashRows.map((row) => [row.member_id, row.id]));
  const ids: bigint[] = [];
  for (let start = 0; start < seed.count; start += chunk) {
    const bets = Array.from({ length: Math.min(chunk, seed.count - start) }, (_, offset) => {
      const i = start + offset;
      const pick = picks[i % picks.length] as number;
      const odds = oddsOf.get(pick) ?? 0;
      return {
        key: `seed:${tag}:${i}`,
        memberId: memberIds[i % memberIds.length] as number,
        pick,
        odds,
        potentialWin: potentialWinOf(stake, odds),
      };
    });
    await db.transaction().execute(async (trx) => {
      const txOf = await postBulkStakes(trx, 'minigame_stake', bets, { stake, cashOf, house });
      const inserted = await sql<{ id: string }>`
        insert into minigame_bet (member_id, game_type, round_id, round_key, pick, odds, stake, potential_win,
          idempotency_key, stake_tx_id, placed_at)
        select b.member_id, ${round.gameType}::integer, ${round.id}::bigint, ${round.roundKey}::text, b.pick,
          b.odds, ${stake}::bigint, b.potential_win, b.key, b.tx_id, clock_timestamp()
        from unnest(${arrayOf(
          bets.map((bet) => bet.memberId),
          'integer',
        )}, ${arrayOf(
          bets.map((bet) => bet.pick),
          'integer',
        )}, ${arrayOf(
          bets.map((bet) => bet.odds),
          'integer',
        )}, ${arrayOf(
          bets.map((bet) => bet.potentialWin),
          'bigint',
        )}, ${arrayOf(
          bets.map((bet) => bet.key),
          'text',
        )}, ${arrayOf(
          bets.map((bet) => txOf.get(bet.key) as bigint),
          'bigint',
        )}) as b(member_id, pick, odds, potential_win, key, tx_id)
        returning id::text`.execute(trx);
      ids.push(...inserted.rows.map((row) => BigInt(row.id)));
    });
  }
  return ids;
}

/** A live session of the member written straight into the database (no sign-in call, no attempt limits); returns its token. */
export async function openSessionToken(db: Db, memberId: number): Promise<string> {
  const token = createToken();
  const now = new Date();
  await startSession(
    db,
    {
      tokenHash: hashToken(token),
      memberId,
      now,
      expiresAt: new Date(now.getTime() + 3_600_000),
      ip: '127.0.0.1',
      device: null,
      userAgent: 'test',
    },
    null,
  );
  return token;
}
