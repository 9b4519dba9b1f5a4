import { defaultBetLimits } from '@hanpan/core/betting/limits';
import { bonusRuleOf } from '@hanpan/core/betting/settlement';
import { sql } from 'kysely';
import { listSystemAccountShards } from '../src/features/wallet/ledger-repository.ts';
import type { Db } from '../src/lib/db/database.ts';
import { arrayOf } from '../src/lib/db/pg-array.ts';
import type { TestFixture } from './betting.ts';
import { postBulkStakes } from './bulk-stakes.ts';
import { fundMember } from './factories.ts';

// Many open bets written straight into the tables in a few bulk statements (the crash test and the
// settlement benchmark need thousands; placing them over HTTP would take minutes). Each bet's stake
// leaves the member's cash through a balanced 'bet_stake' posting, as placement posts it.

/** What seedOpenBets writes. */
export type SeedOptions = {
  /** fixtures[0] is the fixture the bets share (leg 1: one of its first market's three picks); leg n is fixtures[n - 1]'s first pick. */
  fixtures: readonly TestFixture[];
  memberIds: readonly number[];
  count: number;
  stake: bigint;
  /** Bet i has 1 + (i mod maxLegs) legs; at most fixtures.length (default 5). */
  maxLegs?: number;
  /** Distinguishes the idempotency keys of several seedings in one database. */
  tag: string;
};

const chunk = 10_000;

/** Funds the members and writes `count` open bets with their legs and stake postings; returns their ids. */
export async function seedOpenBets(db: Db, options: SeedOptions): Promise<bigint[]> {
  const { fixtures, memberIds, stake, tag } = options;
  const maxLegs = Math.min(options.maxLegs ?? 5, fixtures.length);
  const perMember = BigInt(Math.ceil(options.count / memberIds.length)) * stake;
  for (const memberId of memberIds) await fundMember(db, memberId, perMember);
  const house = await listSystemAccountShards(db, 'house');
  const cashRows = await db
    .selectFrom('account')
    .select(['id', 'member_id'])
    .where('kind', '=', 'cash')
    .where('member_id', 'in', [...memberIds])
    .execute();
  const cashOf = new Map(cashRows.map((row) => [row.member_id, row.id]));
  const outcomeIds = new Map<string, bigint>();
  const outcomeRows = await db
    .selectFrom('outcome')
    .select(['id', 'bet_id'])
    .where(
      'fixture_id',
      'in',
      fixtures.map((fixture) => BigInt(fixture.fixtureId)),
    )
    .execute();
  for (const row of outcomeRows) outcomeIds.set(row.bet_id, row.id);
  const bonusRule = JSON.stringify(bonusRuleOf(defaultBetLimits));
  const ids: bigint[] = [];

  for (let start = 0; start < options.count; start += chunk) {
    const size = Math.min(chunk, options.count - start);
    const bets = Array.from({ length: size }, (_, offset) => {
      const i = start + offset;
      const memberId = memberIds[i % memberIds.length] as number;
      const legCount = 1 + (i % maxLegs);
      const picks = Array.from({ length: legCount }, (_, leg) => {
        const fixture = fixtures[leg];
        const pick = leg === 0 ? fixture?.picks[i % 3] : fixture?.picks[0];
        if (!fixture || !pick) throw new Error('A seeded leg has no pick');
        return { ...pick, sportId: fixture.sportId, leagueId: fixture.leagueId };
      });
      let product = 100n;
      for (const pick of picks) product = (product * BigInt(pick.price)) / 100n;
      const totalOdds = Number(product);
      return { key: `seed:${tag}:${i}`, memberId, picks, totalOdds, potential: (stake * product) / 100n };
    });
    await db.transaction().execute(async (trx) => {
      const txOf = await postBulkStakes(trx, 'bet_stake', bets, { stake, cashOf, house });
      const inserted = await sql<{ id: bigint; idempotency_key: string }>`
        insert into bet (member_id, kind, stake, total_odds, bonus_rate, bonus_rule, potential_payout, leg_count,
          stake_tx_id, idempotency_key, placed_at)
        select b.member_id, 'prematch', ${stake}::bigint, b.total_odds, 100, ${bonusRule}::jsonb, b.potential,
          b.leg_count, b.tx_id, b.key, now()
        from unnest(${arrayOf(
          bets.map((bet) => bet.memberId),
          'integer',
        )}, ${arrayOf(
          bets.map((bet) => bet.totalOdds),
          'integer',
        )}, ${arrayOf(
          bets.map((bet) => bet.potential),
          'bigint',
        )}, ${arrayOf(
          bets.map((bet) => bet.picks.length),
          'smallint',
        )}, ${arrayOf(
          bets.map((bet) => txOf.get(bet.key) as bigint),
          'bigint',
        )}, ${arrayOf(
          bets.map((bet) => bet.key),
          'text',
        )}) as b(member_id, total_odds, potential, leg_count, tx_id, key)
        returning id, idempotency_key`.execute(trx);
      const betOf = new Map(inserted.rows.map((row) => [row.idempotency_key, BigInt(row.id)]));
      const legs = bets.flatMap((bet) =>
        bet.picks.map((pick, index) => ({ betId: betOf.get(bet.key) as bigint, legNo: index + 1, pick })),
      );
      await sql`insert into bet_leg (bet_id, leg_no, fixture_id, market_id, outcome_id, feed_bet_id, sport_id,
          league_id, pick_name, base_line, odds, is_inplay)
        select l.bet_id, l.leg_no, l.fixture_id, l.market_id, l.outcome_id, l.feed_bet_id, l.sport_id, l.league_id,
          l.feed_bet_id, null, l.odds, false
        from unnest(${arrayOf(
          legs.map((leg) => leg.betId),
          'bigint',
        )}, ${arrayOf(
          legs.map((leg) => leg.legNo),
          'smallint',
        )}, ${arrayOf(
          legs.map((leg) => leg.pick.fixtureId),
          'bigint',
        )}, ${arrayOf(
          legs.map((leg) => leg.pick.marketId),
          'integer',
        )}, ${arrayOf(
          legs.map((leg) => outcomeIds.get(leg.pick.betId) as bigint),
          'bigint',
        )}, ${arrayOf(
          legs.map((leg) => leg.pick.betId),
          'text',
        )}, ${arrayOf(
          legs.map((leg) => leg.pick.price),
          'integer',
        )}, ${arrayOf(
          legs.map((leg) => leg.pick.sportId),
          'integer',
        )}, ${arrayOf(
          legs.map((leg) => leg.pick.leagueId),
          'integer',
        )}) as l(bet_id, leg_no, fixture_id, market_id, outcome_id, feed_bet_id, odds, sport_id, league_id)`.execute(
        trx,
      );
      ids.push(...bets.map((bet) => betOf.get(bet.key) as bigint));
    });
  }
  return ids;
}
