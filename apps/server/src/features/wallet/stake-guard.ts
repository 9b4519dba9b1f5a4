import type { LedgerTxKind } from '@hanpan/core/money/ledger-kinds';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// Player protection (issue 27) stops stakes in the money step, the one place every product's stake
// passes. The wallet does not know the rules: the composition root installs a guard (the protection
// feature's) per database, and the money step asks it before planning or posting any stake.

/** The ledger kinds that are a member's stake: every product's bet. */
export const stakeLedgerKinds = [
  'bet_stake',
  'minigame_stake',
  'casino_bet',
] as const satisfies LedgerTxKind[];

/** The ledger kinds whose sum on a member's cash is their net position of play (payouts minus stakes). */
export const playLedgerKinds = [
  ...stakeLedgerKinds,
  'bet_payout',
  'bet_reversal',
  'minigame_payout',
  'casino_win',
  'casino_rollback',
] as const satisfies LedgerTxKind[];

/** One stake as the guard sees it: whose, from which cash account, how much, of which product. */
export type Stake = { memberId: number; cashAccountId: number; amount: bigint; why: LedgerTxKind };

/** Why a guard refused a stake: the envelope code and the Korean message the product answers with. */
export type StakeRefusal = { code: number; message: string };

/**
 * Checks a stake inside the caller's transaction, before any posting; it may lock rows (always the
 * member's protection row before any account). Null lets the stake through.
 */
export type StakeGuard = (trx: Trx, stake: Stake) => Promise<StakeRefusal | null>;

const guards = new WeakMap<Db, StakeGuard>();

/** Installs the guard every stake of this database passes (the composition root does, once). */
export function installStakeGuard(db: Db, guard: StakeGuard): void {
  guards.set(db, guard);
}

/** The guard of this database, if one was installed. */
export const stakeGuardOf = (db: Db): StakeGuard | undefined => guards.get(db);

/** True for a ledger kind that is a stake. */
export const isStakeKind = (why: LedgerTxKind): boolean =>
  (stakeLedgerKinds as readonly string[]).includes(why);
