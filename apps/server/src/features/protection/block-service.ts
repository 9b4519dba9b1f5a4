import { type BlockStarted, protectionText } from '@hanpan/core/api/protection';
import {
  activeBlock,
  awaitsReturnRequest,
  type Block,
  canReplaceBlock,
  checkTimeoutEnd,
  selfExclusionEndOf,
} from '@hanpan/core/protection/blocks';
import { blockRefusal } from '@hanpan/core/protection/refusals';
import type { Db } from '../../lib/db/database.ts';
import type { AuthService, SignInCheck } from '../auth/index.ts';
import type { BlockInForceCheck } from '../payments/index.ts';
import { findProtection, lockProtection, writeBlock, writeReturnAsked } from './repository.ts';

/** What the blocks need: the database, the clock, and auth to end the member's sessions. */
export type BlockDeps = { db: Db; now: () => Date; auth: Pick<AuthService, 'endMemberSessions'> };

/** How a block request ended: started, or refused with a code 2 message (bad end, or not longer). */
export type BlockOutcome = { kind: 'started'; data: BlockStarted } | { kind: 'refused'; message: string };

const timeoutProblemText = {
  tooShort: protectionText.timeoutTooShort,
  tooLong: protectionText.timeoutTooLong,
} as const;

/**
 * Time-out and self-exclusion (/api/account/timeout, /selfExclude): written at once under the
 * member's protection row lock (a stake or deposit request in flight finishes first; every later one
 * sees the block), then every session of the member ends in every process. Neither is ever shortened:
 * only a block ending later replaces the one in force.
 */
export function createBlockService({ db, now, auth }: BlockDeps) {
  const start = async (memberId: number, block: Block, at: Date): Promise<BlockOutcome> => {
    const isWritten = await db.transaction().execute(async (trx) => {
      const protection = await lockProtection(trx, memberId);
      if (!protection || !canReplaceBlock(protection.block, block, at)) return false;
      await writeBlock(trx, memberId, block, at);
      return true;
    });
    if (!isWritten) return { kind: 'refused', message: protectionText.blockNotLonger };
    const endedSessions = await auth.endMemberSessions(memberId, 'logout');
    return { kind: 'started', data: { until: block.until.toISOString(), endedSessions } };
  };
  return {
    /** Starts a time-out ending at `until` (after now, at most 6 weeks). */
    async startTimeout(memberId: number, until: Date): Promise<BlockOutcome> {
      const at = now();
      const check = checkTimeoutEnd(until, at);
      if (check !== 'ok') return { kind: 'refused', message: timeoutProblemText[check] };
      return start(memberId, { kind: 'timeout', until }, at);
    },

    /** Starts a self-exclusion of 6, 12 or 60 months. */
    async selfExclude(memberId: number, months: number): Promise<BlockOutcome> {
      const at = now();
      return start(memberId, { kind: 'selfExclusion', until: selfExclusionEndOf(at, months) }, at);
    },
  };
}

/** The member's block service. */
export type BlockService = ReturnType<typeof createBlockService>;

/**
 * Auth's sign-in check (after the right password): a member in a time-out or self-exclusion is
 * refused with 34/35 and the KST end. After a self-exclusion has ended, the first sign-in is the
 * member's request to return: it is recorded and refused with the time they return, 24 hours later.
 */
export function createSignInCheck({ db, now }: { db: Db; now: () => Date }): SignInCheck {
  return async (memberId) => {
    const at = now();
    const protection = await findProtection(db, memberId);
    if (!protection) return null;
    let block = protection.block;
    if (awaitsReturnRequest(block, at)) {
      await writeReturnAsked(db, memberId, at);
      block = (await findProtection(db, memberId))?.block ?? null;
    }
    const inForce = activeBlock(block, at);
    return inForce ? blockRefusal(inForce, at) : null;
  };
}

/**
 * Payments' check before staff file a withdrawal for a member (issue 27: an excluded member withdraws
 * the balance through support): true while a time-out or self-exclusion is in force, by sign-in's rule
 * (a self-exclusion stays in force until 24 hours after the member asked to return).
 */
export function createBlockInForceCheck({ now }: { now: () => Date }): BlockInForceCheck {
  return async (reader, memberId) => {
    const protection = await findProtection(reader, memberId);
    return activeBlock(protection?.block ?? null, now()) !== null;
  };
}
