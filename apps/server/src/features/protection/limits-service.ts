import {
  type AccountLimits,
  type JoinDepositLimit,
  type LimitSaved,
  protectionText,
  type SaveLimitRequest,
} from '@hanpan/core/api/protection';
import { type LimitState, requestOwnLimit, setStaffLimit } from '@hanpan/core/protection/limits';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { getMemberAccounts } from '../wallet/index.ts';
import { readUses } from './guards.ts';
import { presentLimits } from './present.ts';
import {
  findProtection,
  listLimits,
  lockProtection,
  saveLimit,
  writeAskAnswered,
  writeRealityCheck,
} from './repository.ts';

/** What the limits part needs. */
export type LimitsDeps = { db: Db; now: () => Date };

const noLimit: LimitState = { own: null, staff: null, pending: null };

/** Reads the member's limits page (null for no such member). */
export async function readAccountLimits(db: Db, memberId: number, at: Date): Promise<AccountLimits | null> {
  const protection = await findProtection(db, memberId);
  if (!protection) return null;
  const [limits, accounts] = await Promise.all([listLimits(db, memberId), getMemberAccounts(db, memberId)]);
  const usedOf = await readUses(db, memberId, accounts.cash ?? null, limits, at);
  return presentLimits(protection, limits, usedOf, at);
}

/**
 * In the join's transaction (the member and their protection row just made): the deposit limit chosen
 * at registration, a first limit and so in force at once, which answers the deposit-limit question.
 */
export async function setJoinDepositLimit(
  trx: Trx,
  memberId: number,
  limit: NonNullable<JoinDepositLimit>,
  at: Date,
): Promise<void> {
  const { state } = requestOwnLimit(noLimit, BigInt(limit.amount), at);
  await saveLimit(trx, { memberId, kind: 'deposit', window: limit.window, state, ownSetAt: at });
  await writeAskAnswered(trx, memberId, at);
}

/** The member's own limits, the deposit-limit question and the reality check (/api/account/limits*). */
export function createLimitsService({ db, now }: LimitsDeps) {
  const read = async (memberId: number) => {
    const limits = await readAccountLimits(db, memberId, now());
    if (!limits) throw new Error(`Member ${memberId} has no protection row`);
    return limits;
  };
  return {
    /** The member's limits, settings and block. */
    getLimits: read,

    /**
     * Sets or removes one of the member's own limits: a decrease at once, an increase or removal
     * pending for the cooling-off (one pending change at most). The staff amount is untouched.
     */
    async saveLimit(memberId: number, body: SaveLimitRequest): Promise<LimitSaved> {
      const at = now();
      const next = body.amount === null ? null : BigInt(body.amount);
      const change = await db.transaction().execute(async (trx) => {
        // Serialized with the member's stakes and deposit requests (the same row lock).
        await lockProtection(trx, memberId);
        const stored = (await listLimits(trx, memberId, [body.kind])).find((l) => l.window === body.window);
        const outcome = requestOwnLimit(stored ?? noLimit, next, at);
        const ownSetAt = outcome.kind === 'now' ? at : (stored?.ownSetAt ?? null);
        await saveLimit(trx, {
          memberId,
          kind: body.kind,
          window: body.window,
          state: outcome.state,
          ownSetAt,
        });
        if (body.kind === 'deposit' && next !== null) await writeAskAnswered(trx, memberId, at);
        return outcome;
      });
      const message = change.kind === 'pending' ? protectionText.limitPending : protectionText.limitSaved;
      return { ...(await read(memberId)), message };
    },

    /** The member tapped 나중에 on the deposit-limit question (asked again at the next review). */
    async skipAsk(memberId: number): Promise<AccountLimits> {
      await writeAskAnswered(db, memberId, now());
      return read(memberId);
    },

    /** Sets the reality check interval (0 = off). */
    async setRealityCheck(memberId: number, minutes: number): Promise<AccountLimits & { message: string }> {
      await writeRealityCheck(db, memberId, minutes);
      return { ...(await read(memberId)), message: protectionText.realityCheckSaved };
    },
  };
}

/** The member's limits service. */
export type LimitsService = ReturnType<typeof createLimitsService>;

/** Applies a staff amount to a stored limit (never touching the member's own). */
export const withStaffAmount = (stored: LimitState | undefined, staff: bigint | null): LimitState =>
  setStaffLimit(stored ?? noLimit, staff);
