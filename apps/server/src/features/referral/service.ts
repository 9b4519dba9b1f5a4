import { randomInt } from 'node:crypto';
import {
  type ReferralRewardSettings,
  type ReferralSummary,
  referralRewardSettingsSchema,
} from '@hanpan/core/api/referral';
import { kstDateOf } from '@hanpan/core/time/kst';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { presentMoney } from '../../lib/http/money.ts';
import type { NotifyUserContextChanged } from '../auth/index.ts';
import { maskNick } from '../payments/index.ts';
import { getMemberAccounts, memberAccount, moneyStep, systemSide } from '../wallet/index.ts';
import { refusalReasonOf, rewardOf } from './policy.ts';
import {
  findCode,
  findCodeOwner,
  findReferrerFacts,
  insertCode,
  insertPendingReward,
  insertReferral,
  listPendingRewardIds,
  listReferees,
  listRewards,
  lockPendingReward,
  lockReferral,
  markRewardPaid,
  readReferralSettings,
} from './repository.ts';

// No look-alike characters (0/o, 1/l/i): a code is read aloud and typed by hand.
const codeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const codeLength = 8;
const newCode = () =>
  Array.from({ length: codeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/** The reward rule in force when staff never set one (migration 0042 writes the same). */
export const defaultRewardSettings: ReferralRewardSettings = { rateBp: 0, days: 30, capPerReferee: 100_000 };

/** The stored reward rule, or the default when it is missing or unreadable. */
export const parseRewardSettings = (value: unknown): ReferralRewardSettings => {
  const parsed = referralRewardSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultRewardSettings;
};

/** A member being inserted by a join, as the join's transaction knows them. */
export type JoiningMember = {
  memberId: number;
  phone: string;
  bankAccount: string;
  ip: string;
  /** The browser's device id cookie, when it sent or got one. */
  device: string | null;
  at: Date;
};

/** An approved deposit, as the payments feature hands it over inside its approval's transaction. */
export type ApprovedDeposit = { chargeId: number; memberId: number; amount: bigint; approvedAt: Date };

/** What the referral feature needs. */
export type ReferralServiceDeps = {
  db: Db;
  now: () => Date;
  notifyUserContextChanged?: NotifyUserContextChanged;
  /** A reward payment failed: it stays pending and the next payment pass retries it. */
  onPayError?: (error: unknown) => void;
};

/** How many pending rewards one payment pass takes at most. */
const payBatch = 200;

/**
 * Referral codes, referees and rewards. A reward is decided in the deposit approval's transaction
 * (a pending row, at most one per deposit) and paid by `payPendingRewards` after it commits, each in
 * its own transaction through the wallet's money step under a key of the deposit: a failed payment
 * leaves the row pending for the next pass (after the next approval, at start-up), never a second
 * payment.
 */
export function createReferralService(deps: ReferralServiceDeps) {
  let running: Promise<number> | null = null;
  let isRerunAsked = false;

  const ensureCode = async (memberId: number): Promise<string> => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const known = await findCode(deps.db, memberId);
      if (known) return known;
      await insertCode(deps.db, memberId, newCode());
    }
    throw new Error(`No referral code could be made for member ${memberId}`);
  };

  const payOne = async (id: number): Promise<number | null> =>
    deps.db.transaction().execute(async (trx) => {
      const reward = await lockPendingReward(trx, id);
      if (!reward) return null;
      const { point } = await getMemberAccounts(trx, reward.referrerId);
      const moved = await moneyStep(deps.db).move(trx, {
        why: 'referral_reward',
        amount: reward.amount,
        from: systemSide('promotion', reward.referrerId),
        to: memberAccount(point),
        // One reward per deposit, ever: a payer that lost its row after posting cannot post again.
        key: `referral_reward:charge_request:${reward.chargeId}`,
        reference: `charge_request:${reward.chargeId}`,
      });
      await markRewardPaid(trx, id, moved.txId, deps.now());
      return reward.referrerId;
    });

  const payAll = async (): Promise<number> => {
    let paid = 0;
    for (;;) {
      const ids = await listPendingRewardIds(deps.db, payBatch);
      let progressed = false;
      for (const id of ids) {
        try {
          const referrerId = await payOne(id);
          if (referrerId === null) continue;
          paid += 1;
          progressed = true;
          await deps.notifyUserContextChanged?.(referrerId);
        } catch (error) {
          deps.onPayError?.(error);
        }
      }
      if (ids.length < payBatch || !progressed) return paid;
    }
  };

  return {
    /** The owner of a referral code typed at join (any case) and their partner, or undefined. */
    findReferrer(code: string): Promise<{ memberId: number; partnerId: number } | undefined> {
      return findCodeOwner(deps.db, code.trim().toLowerCase());
    },

    /**
     * In the join's transaction: gives the newcomer a referral code and, when they joined with the
     * code of member `referrerId`, records them as that member's referee, qualified or with the reason not.
     */
    async recordJoin(trx: Trx, newcomer: JoiningMember, referrerId: number | null): Promise<void> {
      // A code taken at this instant leaves the newcomer without one; ensureCode makes it on first use.
      await insertCode(trx, newcomer.memberId, newCode());
      if (referrerId === null) return;
      const referrer = await findReferrerFacts(trx, referrerId);
      if (!referrer) return;
      await insertReferral(trx, {
        refereeId: newcomer.memberId,
        referrerId,
        refusalReason: refusalReasonOf(referrer, newcomer),
        at: newcomer.at,
      });
    },

    /** In a deposit approval's transaction: a pending reward for the depositor's referrer when one is due. */
    async recordApprovedDeposit(trx: Trx, deposit: ApprovedDeposit): Promise<void> {
      const referral = await lockReferral(trx, deposit.memberId);
      if (!referral?.isQualified) return;
      const rule = parseRewardSettings((await readReferralSettings(trx)).reward);
      const amount = rewardOf(rule, deposit, referral);
      if (amount === 0n) return;
      await insertPendingReward(trx, {
        chargeId: deposit.chargeId,
        refereeId: deposit.memberId,
        referrerId: referral.referrerId,
        depositAmount: deposit.amount,
        amount,
        at: deposit.approvedAt,
      });
    },

    /**
     * Pays every pending reward (after an approval commits, at start-up); a call made while a pass
     * runs joins it and has it look again once done. Answers how many rewards the pass paid.
     */
    payPendingRewards(): Promise<number> {
      if (running) {
        // The running pass may have listed the pending rows before this caller's reward was written.
        isRerunAsked = true;
        return running;
      }
      running = (async () => {
        let paid = 0;
        do {
          isRerunAsked = false;
          paid += await payAll();
        } while (isRerunAsked);
        return paid;
      })().finally(() => {
        running = null;
      });
      return running;
    },

    /** The member's referral code, made now if they have none yet. */
    ensureCode,

    /** /api/referral/summary: the member's own code, link, referees and rewards, nothing of anyone else's. */
    async getSummary(memberId: number): Promise<ReferralSummary> {
      const [code, referees, rewards, settings] = await Promise.all([
        ensureCode(memberId),
        listReferees(deps.db, memberId),
        listRewards(deps.db, memberId),
        readReferralSettings(deps.db),
      ]);
      return {
        code,
        linkPath: `/?ref=${encodeURIComponent(code)}`,
        referees: referees.map((row) => ({
          nick: maskNick(row.nick),
          joinedOn: kstDateOf(row.joinedAt),
          isQualified: row.isQualified,
        })),
        rewards: rewards.rows.map((row) => ({
          id: row.id,
          refereeNick: maskNick(row.refereeNick),
          depositAmount: presentMoney(row.depositAmount),
          amount: presentMoney(row.amount),
          isPaid: row.status === 'paid',
          createdAt: row.createdAt.toISOString(),
        })),
        rewardTotal: presentMoney(rewards.total),
        rule: parseRewardSettings(settings.reward),
      };
    },
  };
}

/** The referral feature. */
export type ReferralService = ReturnType<typeof createReferralService>;
