import type { Db } from '../../../lib/db/database.ts';

// The back office's reads of one bet: the bet, its legs, its settlements and its ledger lines.

/** The bet with its member; null when there is none. */
export async function findBet(db: Db, betId: bigint) {
  const row = await db
    .selectFrom('bet')
    .innerJoin('member', 'member.id', 'bet.member_id')
    .select([
      'bet.id',
      'bet.member_id as memberId',
      'member.login_id as loginId',
      'member.nick',
      'bet.kind',
      'bet.status',
      'bet.stake',
      'bet.total_odds as totalOdds',
      'bet.bonus_rate as bonusRate',
      'bet.potential_payout as potentialPayout',
      'bet.payout',
      'bet.settled_odds as settledOdds',
      'bet.settle_version as settleVersion',
      'bet.placed_at as placedAt',
      'bet.settled_at as settledAt',
      'bet.stake_tx_id as stakeTxId',
    ])
    .where('bet.id', '=', betId)
    .executeTakeFirst();
  return row ?? null;
}

/** The bet's legs with their fixture, the feed's value and the manual one, in leg order. */
export async function readBetDetailLegs(db: Db, betId: bigint) {
  return db
    .selectFrom('bet_leg')
    .innerJoin('fixture', 'fixture.id', 'bet_leg.fixture_id')
    .innerJoin('outcome', 'outcome.id', 'bet_leg.outcome_id')
    .leftJoin('league', 'league.id', 'bet_leg.league_id')
    .leftJoin('manual_settlement as manual', 'manual.outcome_id', 'bet_leg.outcome_id')
    .select([
      'bet_leg.leg_no as legNo',
      'bet_leg.fixture_id as fixtureId',
      'fixture.status as fixtureStatus',
      'fixture.start_at as startAt',
      'league.name as leagueName',
      'fixture.home_name as homeName',
      'fixture.away_name as awayName',
      'bet_leg.sport_id as sportId',
      'bet_leg.market_id as marketId',
      'bet_leg.outcome_id as outcomeId',
      'bet_leg.pick_name as pickName',
      'bet_leg.base_line as baseLine',
      'bet_leg.odds',
      'bet_leg.status',
      'bet_leg.settlement',
      'outcome.settlement as feedSettlement',
      'manual.settlement as manualSettlement',
    ])
    .where('bet_leg.bet_id', '=', betId)
    .orderBy('bet_leg.leg_no')
    .execute();
}

/** The bet's settlement history, oldest first. */
export async function readBetSettlements(db: Db, betId: bigint) {
  return db
    .selectFrom('bet_settlement')
    .select([
      'version',
      'status',
      'payout',
      'previous_payout as previousPayout',
      'source',
      'payout_tx_id as payoutTxId',
      'reversal_tx_id as reversalTxId',
      'created_at as createdAt',
    ])
    .where('bet_id', '=', betId)
    .orderBy('version')
    .orderBy('id')
    .execute();
}

/** The ids of the debts a reversal of the bet left (their ledger transactions belong to the bet too). */
export async function readBetDebtTxIds(db: Db, betId: bigint) {
  const rows = await db
    .selectFrom('member_debt')
    .select('created_tx_id as txId')
    .where('bet_id', '=', betId)
    .execute();
  return rows.map((row) => row.txId);
}

/** Ledger transactions with their entries and accounts, oldest first. */
export async function readBetLedger(db: Db, txIds: readonly bigint[]) {
  if (txIds.length === 0) return [];
  return db
    .selectFrom('ledger_tx')
    .innerJoin('ledger_entry', 'ledger_entry.tx_id', 'ledger_tx.id')
    .innerJoin('account', 'account.id', 'ledger_entry.account_id')
    .leftJoin('member', 'member.id', 'account.member_id')
    .select([
      'ledger_tx.id as txId',
      'ledger_tx.kind',
      'ledger_tx.reference',
      'ledger_tx.created_at as createdAt',
      'ledger_entry.account_id as accountId',
      'account.kind as accountKind',
      'member.login_id as loginId',
      'ledger_entry.amount',
    ])
    .where('ledger_tx.id', 'in', [...new Set(txIds)])
    .orderBy('ledger_tx.id')
    .orderBy('ledger_entry.id')
    .execute();
}
