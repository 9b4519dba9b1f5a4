import type { ApiReply } from '@hanpan/core/api/envelope';
import {
  type CouponUseResult,
  couponRewardText,
  type MemberCouponItem,
  promotionCode,
  promotionText,
} from '@hanpan/core/api/promotions';
import type { PageOf } from '@hanpan/core/api/staff';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import {
  type CouponListStatus,
  type StaffCouponCreateRequest,
  type StaffCouponItem,
  type StaffCouponUse,
  staffPromotionsAuditAction,
  staffPromotionsText,
} from '@hanpan/core/api/staff-promotions';
import { formatWon } from '@hanpan/core/money/amount';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { AppError } from '../../lib/http/app-error.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import type { NotifyUserContextChanged } from '../auth/index.ts';
import { recordStaffAction } from '../staff/index.ts';
import { getMemberAccounts, memberAccount, moneyStep, systemSide } from '../wallet/index.ts';
import {
  attachCouponTx,
  type CouponRow,
  claimCodeUse,
  countCouponUse,
  findCouponByCode,
  findMemberIds,
  insertCoupon,
  insertRedeemedCoupon,
  issueCoupon,
  listMemberCoupons,
  lockCoupon,
  lockMemberCoupon,
  markMemberCouponUsed,
  revokeCoupon,
  revokeMemberCoupon,
} from './coupon-repository.ts';
import { listCouponsForStaff, listCouponUses } from './coupon-staff-repository.ts';

/** A staff change's outcome: done with a message, or refused with the reason. */
export type StaffPromotionOutcome =
  | { kind: 'ok'; message: string; id?: number }
  | { kind: 'refused'; message: string };

/** Coupons: the member's list, use and code redemption; the staff's definitions, issues and revocations. */
export type CouponService = {
  listForMember(memberId: number): Promise<MemberCouponItem[]>;
  useCoupon(memberId: number, issueId: number): Promise<ApiReply<CouponUseResult | { message: string }>>;
  redeemCode(memberId: number, code: string): Promise<ApiReply<CouponUseResult | { message: string }>>;
  listForStaff(filter: { status: CouponListStatus | null; page: number }): Promise<PageOf<StaffCouponItem>>;
  listUses(filter: {
    couponId: number;
    status: StaffCouponUse['status'] | null;
    page: number;
  }): Promise<PageOf<StaffCouponUse>>;
  createCoupon(
    actor: StaffActor,
    input: StaffCouponCreateRequest & { code: string | null },
  ): Promise<StaffPromotionOutcome>;
  issueCoupon(actor: StaffActor, couponId: number, loginIds: string[]): Promise<StaffPromotionOutcome>;
  revokeCoupon(actor: StaffActor, couponId: number): Promise<StaffPromotionOutcome>;
  revokeIssue(actor: StaffActor, issueId: number): Promise<StaffPromotionOutcome>;
};

/** What the coupon service is built from. */
export type CouponDeps = { db: Db; now: () => Date; notifyUserContextChanged: NotifyUserContextChanged };

/** Ends the money transaction without a trace and answers the member with `reply`. */
class CouponRefusal extends Error {
  constructor(readonly reply: ApiReply<{ message: string }>) {
    super('coupon refused');
  }
}

const refusal = (code: number, message: string) => ({ code, data: { message } });

const stateOf = (row: { status: string; expires_at: Date }, now: Date): MemberCouponItem['state'] => {
  if (row.status === 'used') return 'used';
  return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'unused';
};

/** Why one member's copy could not be revoked, as staff read it. */
const revokeRefusalText = {
  missing: staffPromotionsText.unknownIssue,
  used: staffPromotionsText.issueUsed,
  alreadyRevoked: staffPromotionsText.issueRevoked,
} as const;

/** Builds the coupon service. */
export function createCouponService({ db, now, notifyUserContextChanged }: CouponDeps): CouponService {
  /** Credits the coupon's amount to the member from the coupon system account, once per member copy. */
  const credit = async (trx: Trx, memberId: number, coupon: CouponRow, issueId: number): Promise<bigint> => {
    const accounts = await getMemberAccounts(trx, memberId);
    const isCopyPaid = (error: unknown) => error instanceof AppError && error.kind === 'idempotencyKeyReused';
    try {
      const moved = await moneyStep(db).move(trx, {
        why: 'coupon',
        amount: coupon.amount,
        from: systemSide('coupon', memberId),
        to: memberAccount(accounts[coupon.reward_kind]),
        key: `member_coupon:${issueId}`,
        reference: `coupon:${coupon.id}`,
      });
      return moved.txId;
    } catch (error) {
      // A copy is paid once: its key moving money again means the copy was already paid.
      if (isCopyPaid(error))
        throw new CouponRefusal(refusal(promotionCode.alreadyUsed, promotionText.couponUsed));
      throw error;
    }
  };

  const paid = (coupon: CouponRow): ApiReply<CouponUseResult> => {
    const unit = couponRewardText[coupon.reward_kind].unit;
    return {
      code: promotionCode.ok,
      data: {
        message: promotionText.couponUsedDone(formatWon(coupon.amount), unit),
        rewardKind: coupon.reward_kind,
        amount: Number(coupon.amount),
      },
    };
  };

  /** Runs a member's money change; a refusal rolls it back, a payment tells the member's browsers. */
  const runForMember = async (
    memberId: number,
    work: (trx: Trx) => Promise<ApiReply<CouponUseResult>>,
  ): Promise<ApiReply<CouponUseResult | { message: string }>> => {
    try {
      const reply = await db.transaction().execute(work);
      await notifyUserContextChanged(memberId);
      return reply;
    } catch (error) {
      if (error instanceof CouponRefusal) return error.reply;
      throw error;
    }
  };

  return {
    async listForMember(memberId) {
      const at = now();
      const rows = await listMemberCoupons(db, memberId);
      return rows.map((row) => ({
        id: row.issue_id,
        name: row.name,
        rewardKind: row.reward_kind,
        amount: Number(row.amount),
        state: stateOf(row, at),
        expiresAt: row.expires_at.toISOString(),
        usedAt: row.used_at?.toISOString() ?? null,
      }));
    },

    useCoupon(memberId, issueId) {
      const at = now();
      return runForMember(memberId, async (trx) => {
        const row = await lockMemberCoupon(trx, memberId, issueId);
        // Another member's copy answers exactly as a missing one.
        if (!row || row.status === 'revoked' || row.revoked_at !== null) {
          throw new CouponRefusal(refusal(promotionCode.notFound, promotionText.couponNotFound));
        }
        if (row.status === 'used')
          throw new CouponRefusal(refusal(promotionCode.alreadyUsed, promotionText.couponUsed));
        if (row.expires_at.getTime() <= at.getTime()) {
          throw new CouponRefusal(refusal(promotionCode.expired, promotionText.couponExpired));
        }
        const txId = await credit(trx, memberId, row, row.issue_id);
        await markMemberCouponUsed(trx, row.issue_id, txId, at);
        await countCouponUse(trx, row.id);
        return paid(row);
      });
    },

    async redeemCode(memberId, code) {
      const at = now();
      const coupon = await findCouponByCode(db, code);
      if (!coupon || coupon.revoked_at !== null)
        return refusal(promotionCode.notFound, promotionText.couponNotFound);
      if (coupon.expires_at.getTime() <= at.getTime())
        return refusal(promotionCode.expired, promotionText.couponExpired);
      return runForMember(memberId, async (trx) => {
        const issueId = await insertRedeemedCoupon(trx, coupon.id, memberId, at);
        if (issueId === null)
          throw new CouponRefusal(refusal(promotionCode.alreadyUsed, promotionText.couponUsed));
        // Spent (a single-use code another member redeemed first), revoked or expired meanwhile.
        if (!(await claimCodeUse(trx, coupon.id, at))) {
          throw new CouponRefusal(refusal(promotionCode.alreadyUsed, promotionText.couponUsed));
        }
        const txId = await credit(trx, memberId, coupon, issueId);
        await attachCouponTx(trx, issueId, txId);
        return paid(coupon);
      });
    },

    async listForStaff({ status, page }) {
      const offset = (page - 1) * staffPageSize;
      const rows = await listCouponsForStaff(db, { status, now: now() }, staffPageSize, offset);
      return { ...rows, page, pageSize: staffPageSize };
    },

    async listUses({ couponId, status, page }) {
      const offset = (page - 1) * staffPageSize;
      const rows = await listCouponUses(db, { couponId, status }, staffPageSize, offset);
      return { ...rows, page, pageSize: staffPageSize };
    },

    async createCoupon(actor, input) {
      const at = now();
      const expiresAt = new Date(input.expiresAt);
      if (expiresAt.getTime() <= at.getTime())
        return { kind: 'refused', message: staffPromotionsText.expiryPast };
      return db.transaction().execute(async (trx) => {
        const values = {
          name: input.name,
          reward_kind: input.rewardKind,
          amount: BigInt(input.amount),
          mode: input.mode,
          code: input.code,
          expires_at: expiresAt,
          created_by: actor.staffId,
        };
        const id = await insertCoupon(trx, values);
        if (id === null) return { kind: 'refused', message: staffPromotionsText.codeTaken } as const;
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffPromotionsAuditAction.createCoupon,
          targetType: 'coupon',
          targetId: id,
          after: { ...values, expires_at: expiresAt.toISOString() },
          ip: actor.ip,
        });
        return { kind: 'ok', message: staffPromotionsText.created, id } as const;
      });
    },

    async issueCoupon(actor, couponId, loginIds) {
      const wanted = [...new Set(loginIds.map((id) => id.toLowerCase()))];
      const found = await findMemberIds(db, wanted);
      const missing = wanted.filter((id) => !found.has(id));
      if (missing.length > 0) {
        return {
          kind: 'refused',
          message: staffPromotionsText.unknownMembers(missing.slice(0, 10).join(', ')),
        };
      }
      const at = now();
      return db.transaction().execute(async (trx) => {
        const coupon = await lockCoupon(trx, couponId);
        if (!coupon) return { kind: 'refused', message: staffPromotionsText.unknownCoupon } as const;
        if (coupon.mode !== 'issued')
          return { kind: 'refused', message: staffPromotionsText.notIssuable } as const;
        if (coupon.revoked_at !== null || coupon.expires_at.getTime() <= at.getTime()) {
          return { kind: 'refused', message: staffPromotionsText.couponClosed } as const;
        }
        const count = await issueCoupon(trx, couponId, [...found.values()], at);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffPromotionsAuditAction.issueCoupon,
          targetType: 'coupon',
          targetId: couponId,
          after: { loginIds: wanted, issued: count },
          ip: actor.ip,
        });
        return { kind: 'ok', message: staffPromotionsText.issued(count) } as const;
      });
    },

    revokeCoupon: (actor, couponId) =>
      db.transaction().execute(async (trx) => {
        const coupon = await lockCoupon(trx, couponId);
        if (!coupon) return { kind: 'refused', message: staffPromotionsText.unknownCoupon } as const;
        if (coupon.revoked_at === null) await revokeCoupon(trx, couponId, now());
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffPromotionsAuditAction.revokeCoupon,
          targetType: 'coupon',
          targetId: couponId,
          ip: actor.ip,
        });
        return { kind: 'ok', message: staffPromotionsText.revoked } as const;
      }),

    revokeIssue: (actor, issueId) =>
      db.transaction().execute(async (trx) => {
        const outcome = await revokeMemberCoupon(trx, issueId);
        if (outcome !== 'revoked') {
          return { kind: 'refused', message: revokeRefusalText[outcome] } as const;
        }
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffPromotionsAuditAction.revokeIssue,
          targetType: 'member_coupon',
          targetId: issueId,
          ip: actor.ip,
        });
        return { kind: 'ok', message: staffPromotionsText.revoked } as const;
      }),
  };
}
