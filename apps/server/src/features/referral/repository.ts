import type { ReferralRewardSettings } from '@hanpan/core/api/referral';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { ReferralRefusalReason } from '../../lib/db/referral-tables.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// The referral feature's storage: codes, referrals, rewards and the referral settings.

/** The site_setting keys of the referral menu switch and the reward rule (migrations 0001 and 0042). */
const isHeaderKey = 'isHeader';
const rewardKey = 'referralReward';

/** A referrer and what tells one person's accounts apart from another's. */
export type ReferrerFacts = {
  memberId: number;
  phone: string;
  bankAccount: string;
  /** Their join IP and the IPs of their sessions. */
  ips: string[];
  /** The device ids they joined and signed in from. */
  devices: string[];
};

/** The owner of a referral code (lowercase) and their partner, or undefined. */
export function findCodeOwner(db: Db, code: string) {
  return db
    .selectFrom('referral_code as rc')
    .innerJoin('member as m', 'm.id', 'rc.member_id')
    .select(['m.id as memberId', 'm.partner_id as partnerId'])
    .where('rc.code', '=', code)
    .executeTakeFirst();
}

/** What tells the referrer's accounts apart from a newcomer's: phone, bank account, their IPs and devices. */
export async function findReferrerFacts(trx: Trx, memberId: number): Promise<ReferrerFacts | undefined> {
  const row = await trx
    .selectFrom('member')
    .select(['id', 'phone', 'bank_account as bankAccount', 'join_ip as joinIp', 'join_device as joinDevice'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!row) return undefined;
  const sessions = await trx
    .selectFrom('member_session')
    .select(['ip', 'device'])
    .distinct()
    .where('member_id', '=', memberId)
    .execute();
  const present = (values: (string | null)[]) =>
    [...new Set(values)].filter((value): value is string => value !== null);
  return {
    memberId: row.id,
    phone: row.phone,
    bankAccount: row.bankAccount,
    ips: present([row.joinIp, ...sessions.map((session) => session.ip)]),
    devices: present([row.joinDevice, ...sessions.map((session) => session.device)]),
  };
}

/** The member's code, if they have one. */
export async function findCode(db: Db, memberId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('referral_code')
    .select('code')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.code;
}

/** Gives the member `code` unless they (or the code) already have one or it is a join code; true when written. */
export async function insertCode(trx: Db | Trx, memberId: number, code: string): Promise<boolean> {
  // Never a partner's join code: a typed code is looked up as a partner's first (migration 0045).
  const result = await trx
    .insertInto('referral_code')
    .columns(['member_id', 'code'])
    .expression(
      trx
        .selectNoFrom((eb) => [
          eb.cast<number>(eb.val(memberId), 'integer').as('member_id'),
          eb.cast<string>(eb.val(code), 'text').as('code'),
        ])
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('partner_join_code').select('id').where('code', '=', code))),
        ),
    )
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Records who referred a newcomer, in the join's transaction. */
export async function insertReferral(
  trx: Trx,
  row: {
    refereeId: number;
    referrerId: number;
    refusalReason: ReferralRefusalReason | null;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('referral')
    .values({
      referee_id: row.refereeId,
      referrer_id: row.referrerId,
      is_qualified: row.refusalReason === null,
      refusal_reason: row.refusalReason,
      created_at: row.at,
    })
    .execute();
}

/**
 * The depositor's referral, locked until the transaction ends (two approvals of one referee's
 * deposits at once take turns, so the cap is read after the other's reward), with the rewards so far.
 */
export async function lockReferral(trx: Trx, refereeId: number) {
  const referral = await trx
    .selectFrom('referral')
    .select(['referrer_id as referrerId', 'is_qualified as isQualified', 'created_at as joinedAt'])
    .where('referee_id', '=', refereeId)
    .forUpdate()
    .executeTakeFirst();
  if (!referral) return undefined;
  const sum = await trx
    .selectFrom('referral_reward')
    .select(sql<bigint>`coalesce(sum(amount), 0)::int8`.as('total'))
    .where('referee_id', '=', refereeId)
    .executeTakeFirstOrThrow();
  return { ...referral, rewardedSoFar: BigInt(sum.total) };
}

/** Writes a pending reward for a deposit; a deposit that has one keeps it. */
export async function insertPendingReward(
  trx: Trx,
  row: {
    chargeId: number;
    refereeId: number;
    referrerId: number;
    depositAmount: bigint;
    amount: bigint;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('referral_reward')
    .values({
      charge_id: row.chargeId,
      referee_id: row.refereeId,
      referrer_id: row.referrerId,
      deposit_amount: row.depositAmount,
      amount: row.amount,
      created_at: row.at,
    })
    .onConflict((conflict) => conflict.column('charge_id').doNothing())
    .execute();
}

/** Ids of up to `limit` pending rewards, oldest first. */
export async function listPendingRewardIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('referral_reward')
    .select('id')
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** A pending reward, locked; undefined when paid already or another payer holds it. */
export function lockPendingReward(trx: Trx, id: number) {
  return trx
    .selectFrom('referral_reward')
    .select(['id', 'charge_id as chargeId', 'referrer_id as referrerId', 'amount'])
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Marks a reward paid by its ledger transaction. */
export async function markRewardPaid(trx: Trx, id: number, ledgerTxId: bigint, at: Date): Promise<void> {
  await trx
    .updateTable('referral_reward')
    .set({ status: 'paid', ledger_tx_id: ledgerTxId, paid_at: at })
    .where('id', '=', id)
    .execute();
}

/** The member's referees, newest first. */
export function listReferees(db: Db, referrerId: number) {
  return db
    .selectFrom('referral as r')
    .innerJoin('member as m', 'm.id', 'r.referee_id')
    .select(['m.nick', 'r.created_at as joinedAt', 'r.is_qualified as isQualified'])
    .where('r.referrer_id', '=', referrerId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.referee_id', 'desc')
    .limit(500)
    .execute();
}

/** The member's rewards, newest first, and their total. */
export async function listRewards(db: Db, referrerId: number) {
  const rows = await db
    .selectFrom('referral_reward as w')
    .innerJoin('member as m', 'm.id', 'w.referee_id')
    .select([
      'w.id',
      'm.nick as refereeNick',
      'w.deposit_amount as depositAmount',
      'w.amount',
      'w.status',
      'w.created_at as createdAt',
    ])
    .where('w.referrer_id', '=', referrerId)
    .orderBy('w.id', 'desc')
    .limit(500)
    .execute();
  const sum = await db
    .selectFrom('referral_reward')
    .select(sql<bigint>`coalesce(sum(amount), 0)::int8`.as('total'))
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return { rows, total: BigInt(sum.total) };
}

/** One page of every reward, newest first, optionally of one referrer, and their count. */
export async function listStaffRewards(
  db: Db,
  filter: { referrerLoginId?: string },
  offset: number,
  limit: number,
) {
  let query = db
    .selectFrom('referral_reward as w')
    .innerJoin('member as referrer', 'referrer.id', 'w.referrer_id')
    .innerJoin('member as referee', 'referee.id', 'w.referee_id');
  if (filter.referrerLoginId) query = query.where('referrer.login_id', '=', filter.referrerLoginId);
  const rows = await query
    .select([
      'w.id',
      'w.charge_id as chargeId',
      'referrer.login_id as referrerLoginId',
      'referee.login_id as refereeLoginId',
      'w.deposit_amount as depositAmount',
      'w.amount',
      'w.status',
      'w.created_at as createdAt',
      'w.paid_at as paidAt',
    ])
    .orderBy('w.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const count = await query.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** The raw isHeader and reward rule settings. */
export async function readReferralSettings(db: Db | Trx): Promise<{ isHeader: unknown; reward: unknown }> {
  const rows = await db
    .selectFrom('site_setting')
    .select(['key', 'value'])
    .where('key', 'in', [isHeaderKey, rewardKey])
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return { isHeader: byKey.get(isHeaderKey), reward: byKey.get(rewardKey) };
}

/** Writes isHeader and the reward rule inside the caller's transaction (the caller audits it). */
export async function writeReferralSettings(
  trx: Trx,
  settings: { isHeader: boolean; reward: ReferralRewardSettings },
): Promise<void> {
  for (const [key, value] of [
    [isHeaderKey, JSON.stringify(settings.isHeader)],
    [rewardKey, JSON.stringify(settings.reward)],
  ] as const) {
    await trx
      .insertInto('site_setting')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }
}
