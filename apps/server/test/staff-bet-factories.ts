import { randomUUID } from 'node:crypto';
import {
  findMemberAccounts,
  findSystemAccount,
  postTransfer,
} from '../src/features/wallet/ledger-repository.ts';
import type { BetStatus } from '../src/lib/db/betting-tables.ts';
import type { Db } from '../src/lib/db/database.ts';

/** One catalogue outcome as a bet leg copies it. */
export type OutcomeRow = {
  id: bigint;
  fixtureId: bigint;
  marketId: number;
  name: string;
  baseLine: string | null;
  price: number;
};

/** The outcomes of a fixture's market, by feed bet id. */
export async function outcomesOf(db: Db, fixtureId: number): Promise<Map<string, OutcomeRow>> {
  const rows = await db
    .selectFrom('outcome')
    .select([
      'id',
      'bet_id as betId',
      'fixture_id as fixtureId',
      'market_id as marketId',
      'name',
      'base_line_raw as baseLine',
      'price',
    ])
    .where('fixture_id', '=', BigInt(fixtureId))
    .execute();
  return new Map(rows.map(({ betId, ...row }) => [betId, row]));
}

/**
 * An accepted bet written directly (until the placement call lands): the bet, its legs at the
 * outcomes' prices, and its stake moved from the member's cash to the house through the ledger.
 * The member must hold the stake.
 */
export async function insertBet(
  db: Db,
  bet: {
    memberId: number;
    picks: OutcomeRow[];
    stake: number;
    kind?: 'prematch' | 'inplay';
    status?: BetStatus;
    placedAt?: Date;
  },
) {
  const totalOdds = Math.max(
    100,
    Math.round(bet.picks.reduce((product, pick) => (product * pick.price) / 100, 100)),
  );
  const potentialPayout = BigInt(Math.floor((bet.stake * totalOdds) / 100));
  const key = `bet-${randomUUID()}`;
  return db.transaction().execute(async (trx) => {
    const accounts = await findMemberAccounts(trx, bet.memberId);
    const house = await findSystemAccount(trx, 'house', bet.memberId);
    const posting = await postTransfer(trx, {
      kind: 'bet_stake',
      reference: `test-bet:${key}`,
      idempotencyKey: key,
      legs: [
        { accountId: accounts.cash, amount: -BigInt(bet.stake) },
        { accountId: house, amount: BigInt(bet.stake) },
      ],
    });
    const fixture = await trx
      .selectFrom('fixture')
      .select(['id', 'sport_id', 'league_id'])
      .where(
        'id',
        'in',
        bet.picks.map((pick) => pick.fixtureId),
      )
      .execute();
    const row = await trx
      .insertInto('bet')
      .values({
        member_id: bet.memberId,
        kind: bet.kind ?? 'prematch',
        status: bet.status ?? 'open',
        stake: BigInt(bet.stake),
        total_odds: totalOdds,
        bonus_rate: 100,
        is_odds_changed: false,
        potential_payout: potentialPayout,
        leg_count: bet.picks.length,
        stake_tx_id: posting.txId,
        idempotency_key: key,
        placed_at: bet.placedAt ?? new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('bet_leg')
      .values(
        bet.picks.map((pick, index) => {
          const of = fixture.find((item) => item.id === pick.fixtureId);
          if (!of) throw new Error(`No fixture ${pick.fixtureId}`);
          return {
            bet_id: row.id,
            leg_no: index + 1,
            fixture_id: pick.fixtureId,
            market_id: pick.marketId,
            outcome_id: pick.id,
            feed_bet_id: String(pick.id),
            sport_id: of.sport_id,
            league_id: of.league_id,
            pick_name: pick.name,
            base_line: pick.baseLine,
            odds: pick.price,
            is_inplay: (bet.kind ?? 'prematch') === 'inplay',
          };
        }),
      )
      .execute();
    return { id: row.id, totalOdds, potentialPayout: Number(potentialPayout) };
  });
}
