// Seeds the settlement bench: one fixture whose result is about to arrive, `betCount` open bets of 1 to
// 5 legs with their first leg on it (the other legs on fixtures that finished earlier, already settled
// as won, so each bet settles in full when the result arrives), and each bet's stake through the
// ledger as placement posts it. Written in set-based SQL (a bet a row of generate_series) so 100,000
// bets take seconds, not the bench's own time.
import { slipFigures } from '@hanpan/core/betting/odds-maths';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/lib/db/database.ts';
import { createFundedMembers } from './bench-members.ts';

/** The fixture the bench settles, its outcomes, and what the seeded bets staked. */
export type SettlementBenchSetup = {
  fixtureId: bigint;
  /** The outcomes of the settling fixture with the value the result gives each. */
  results: { outcomeId: bigint; settlement: number }[];
  betCount: number;
  totalStake: bigint;
};

const soccer = 201;
const leagueId = 990_001;
const settlingFixture = 990_000_001n;
const stake = 10_000n;
// The settling fixture's picks: 1X2 (home wins) and over/under 2.5 (over), with the result each gets.
const settlingPicks = [
  { marketId: 1, name: '1', price: 195, settlement: 2 },
  { marketId: 1, name: 'X', price: 340, settlement: 1 },
  { marketId: 1, name: '2', price: 380, settlement: 1 },
  { marketId: 2, name: 'Over', price: 190, settlement: 2 },
  { marketId: 2, name: 'Under', price: 190, settlement: 1 },
];
// Legs 2..5 ride on these fixtures' home wins at 1.50, already settled as won.
const otherPrice = 150;

/** Members, the catalogue and `betCount` bets; returns what the bench settles and checks. */
export async function seedSettlementBench(
  db: Db,
  betCount: number,
  memberCount: number,
): Promise<SettlementBenchSetup> {
  const members = await createFundedMembers(db, memberCount, 'settle');
  await sql`insert into league (id, sport_id, name) values (${leagueId}, ${soccer}, '벤치 리그')`.execute(db);
  for (let index = 0; index < 5; index += 1) {
    const fixtureId = settlingFixture + BigInt(index);
    await sql`insert into fixture (id, sport_id, league_id, home_name, away_name, start_at, status)
      values (${fixtureId}, ${soccer}, ${leagueId}, ${`홈 ${index}`}, ${`원정 ${index}`}, now() - interval '2 hours', ${index === 0 ? 2 : 3})`.execute(
      db,
    );
  }
  await sql`insert into market (fixture_id, market_id, name) values
    (${settlingFixture}, 1, '1X2'), (${settlingFixture}, 2, 'Under/Over'),
    (${settlingFixture + 1n}, 1, '1X2'), (${settlingFixture + 2n}, 1, '1X2'),
    (${settlingFixture + 3n}, 1, '1X2'), (${settlingFixture + 4n}, 1, '1X2')`.execute(db);
  const results: SettlementBenchSetup['results'] = [];
  for (const [index, pick] of settlingPicks.entries()) {
    const inserted = await sql<{
      id: bigint;
    }>`insert into outcome (bet_id, fixture_id, market_id, name, price, status)
      values (${`99000${index}`}, ${settlingFixture}, ${pick.marketId}, ${pick.name}, ${pick.price}, 'open')
      returning id`.execute(db);
    results.push({ outcomeId: BigInt(inserted.rows[0]?.id ?? 0), settlement: pick.settlement });
  }
  const otherOutcomes: bigint[] = [];
  for (let index = 1; index < 5; index += 1) {
    const inserted = await sql<{
      id: bigint;
    }>`insert into outcome (bet_id, fixture_id, market_id, name, price, status, settlement, settled_at)
      values (${`99100${index}`}, ${settlingFixture + BigInt(index)}, 1, '1', ${otherPrice}, 'settled', 2, now())
      returning id`.execute(db);
    otherOutcomes.push(BigInt(inserted.rows[0]?.id ?? 0));
  }

  // The plan: bet g is member g mod memberCount's, picks settlingPicks[g mod 5], has 1 + (g / 5) mod 5 legs.
  const figures = settlingPicks.flatMap((pick, pickNo) =>
    [1, 2, 3, 4, 5].map((legs) => {
      const odds = [pick.price, ...Array(legs - 1).fill(otherPrice)];
      const slip = slipFigures(odds, Number(stake), { minBonusOdds: 0, bonusRateList: [], minusRate: 0 });
      return sql`(${pickNo}::int, ${legs}::int, ${slip.totalOdds}::int, ${BigInt(slip.expectedWinnings)}::bigint)`;
    }),
  );
  const memberRows = members.map(
    (member, index) => sql`(${index}::int, ${member.memberId}::int, ${member.accounts.cash}::int)`,
  );
  const houseShards = await db
    .selectFrom('account')
    .select(['id', 'shard'])
    .where('kind', '=', 'house')
    .where('member_id', 'is', null)
    .execute();
  const houseRows = houseShards.map((row) => sql`(${row.shard}::int, ${row.id}::int)`);
  const pickRows = results.map((result, index) => sql`(${index}::int, ${result.outcomeId}::bigint)`);
  const otherRows = otherOutcomes.map((id, index) => sql`(${index + 2}::int, ${id}::bigint)`);

  const chunk = 20_000;
  for (let start = 0; start < betCount; start += chunk) {
    const end = Math.min(betCount, start + chunk);
    await db.transaction().execute(async (trx) => {
      await sql`create temporary table bench_plan on commit drop as
        select g, m.member_id, m.cash_id, h.house_id, f.legs, f.total_odds, f.potential, p.outcome_id
        from generate_series(${start}::int, ${end - 1}::int) g
        join (values ${sql.join(memberRows)}) m(n, member_id, cash_id) on m.n = g % ${members.length}
        join (values ${sql.join(houseRows)}) h(shard, house_id) on h.shard = m.member_id % ${houseShards.length}
        join (values ${sql.join(figures)}) f(pick, legs, total_odds, potential)
          on f.pick = g % 5 and f.legs = 1 + (g / 5) % 5
        join (values ${sql.join(pickRows)}) p(pick, outcome_id) on p.pick = g % 5`.execute(trx);
      await sql`insert into ledger_tx (kind, reference, idempotency_key)
        select 'bet_stake', 'bench', 'bench-stake:' || g from bench_plan`.execute(trx);
      await sql`insert into ledger_entry (tx_id, account_id, amount)
        select t.id, side.account_id, side.amount
        from bench_plan b join ledger_tx t on t.idempotency_key = 'bench-stake:' || b.g
        cross join lateral (values (b.cash_id, ${-stake}::bigint), (b.house_id, ${stake}::bigint)) side(account_id, amount)`.execute(
        trx,
      );
      await sql`update account a set balance = a.balance + s.amount
        from (select cash_id as account_id, -sum(${stake}::bigint)::bigint as amount from bench_plan group by cash_id
              union all
              select house_id, sum(${stake}::bigint)::bigint from bench_plan group by house_id) s
        where a.id = s.account_id`.execute(trx);
      await sql`insert into bet (member_id, kind, stake, total_odds, bonus_rate, potential_payout, leg_count,
          stake_tx_id, idempotency_key, placed_at)
        select b.member_id, 'prematch', ${stake}, b.total_odds, 100, b.potential, b.legs, t.id, 'bench:' || b.g, now()
        from bench_plan b join ledger_tx t on t.idempotency_key = 'bench-stake:' || b.g`.execute(trx);
      // Legs on the other fixtures were settled (won) when those fixtures finished, earlier.
      await sql`insert into bet_leg (bet_id, leg_no, fixture_id, market_id, outcome_id, feed_bet_id, sport_id,
          league_id, pick_name, base_line, odds, is_inplay, status, settlement, settled_at)
        select bet.id, leg.n, o.fixture_id, o.market_id, o.id, o.bet_id, ${soccer}, ${leagueId}, o.name, null, o.price, false,
          case when leg.n = 1 then 'open' else 'won' end, case when leg.n = 1 then null else 2 end,
          case when leg.n = 1 then null else now() - interval '1 hour' end
        from bench_plan b
        join bet on bet.member_id = b.member_id and bet.idempotency_key = 'bench:' || b.g
        cross join lateral generate_series(1, b.legs) leg(n)
        join outcome o on o.id = case when leg.n = 1 then b.outcome_id else
          (select other.id from (values ${sql.join(otherRows)}) other(n, id) where other.n = leg.n) end`.execute(
        trx,
      );
    });
  }
  return { fixtureId: settlingFixture, results, betCount, totalStake: stake * BigInt(betCount) };
}
