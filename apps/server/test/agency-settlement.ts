import type { LedgerTxKind } from '@hanpan/core/money/ledger-kinds';
import {
  findMemberAccounts,
  findSystemAccount,
  postTransfer,
} from '../src/features/wallet/ledger-repository.ts';
import type { Db } from '../src/lib/db/database.ts';
import { createMember, createPartner, housePartnerId, uniqueSuffix } from './factories.ts';

// Factories of the partner settlement tests: owned partners with rates, settled bets written directly.

/** A KST instant of `day` (noon by default). */
export const kst = (day: string, time = '12:00') => new Date(`${day}T${time}:00+09:00`);

/** A partner owned by a new member, under `parentId` (the house partner by default), with rates. */
export async function createOwnedPartner(
  db: Db,
  rates: { product: string; folders?: number; kind: 'rolling' | 'losing'; rateBp: number }[],
  options: { parentId?: number; upperMode?: 'difference' | 'own' } = {},
) {
  const owner = await createMember(db);
  const partner = await createPartner(db, { ownerMemberId: owner.id });
  await db
    .updateTable('partner')
    .set({
      parent_id: options.parentId ?? (await housePartnerId(db)),
      upper_mode: options.upperMode ?? 'difference',
    })
    .where('id', '=', partner.id)
    .execute();
  for (const rate of rates) {
    await db
      .insertInto('partner_rate')
      .values({
        partner_id: partner.id,
        product: rate.product as 'prematch',
        folders: rate.folders ?? 0,
        kind: rate.kind,
        rate_bp: rate.rateBp,
      })
      .execute();
  }
  return { id: partner.id, ownerId: owner.id, owner };
}

/** A balanced ledger transaction for a bet row's stake_tx_id (the bet rows here are written directly). */
async function stakeTxOf(db: Db, memberId: number): Promise<bigint> {
  const bank = await findSystemAccount(db, 'bank_clearing', memberId);
  const house = await findSystemAccount(db, 'house', memberId);
  const posting = await db.transaction().execute((trx) =>
    postTransfer(trx, {
      kind: 'test_funding' as LedgerTxKind,
      reference: `member:${memberId}`,
      idempotencyKey: `stake:${uniqueSuffix(16)}`,
      legs: [
        { accountId: bank, amount: -1n },
        { accountId: house, amount: 1n },
      ],
    }),
  );
  if (posting.kind !== 'posted') throw new Error('stake tx not posted');
  return posting.txId;
}

/** A settled sports bet written directly: its stake, payout, status, folders and placing time. */
export async function placeSettledBet(
  db: Db,
  memberId: number,
  bet: {
    stake: bigint;
    payout: bigint;
    status: 'won' | 'lost' | 'void' | 'cancelled';
    at: Date;
    legs?: number;
    kind?: 'prematch' | 'inplay';
  },
) {
  const row = await db
    .insertInto('bet')
    .values({
      member_id: memberId,
      kind: bet.kind ?? 'prematch',
      status: bet.status,
      stake: bet.stake,
      total_odds: 200,
      potential_payout: bet.stake * 2n,
      leg_count: bet.legs ?? 1,
      is_odds_changed: false,
      stake_tx_id: await stakeTxOf(db, memberId),
      idempotency_key: uniqueSuffix(16),
      placed_at: bet.at,
      settled_at: bet.at,
      payout: bet.payout,
      bonus_rate: 100,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The balance of a member's agency cash account. */
export async function agencyCashOf(db: Db, memberId: number): Promise<bigint> {
  const accounts = await findMemberAccounts(db, memberId);
  const row = await db
    .selectFrom('account')
    .select('balance')
    .where('id', '=', accounts.agency_cash)
    .executeTakeFirstOrThrow();
  return row.balance;
}
