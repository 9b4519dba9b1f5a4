import type { PageOf } from '@hanpan/core/api/payments';
import {
  type ReferralSettings,
  referralAuditAction,
  type StaffReferralReward,
} from '@hanpan/core/api/referral';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { presentMoney } from '../../lib/http/money.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import { listStaffRewards, readReferralSettings, writeReferralSettings } from './repository.ts';
import { parseRewardSettings } from './service.ts';

/** What the back office's referral calls need. */
export type StaffReferralDeps = {
  db: Db;
  /** Called after the isHeader switch changed: the initial data members see is cached. */
  onSiteSettingsChanged?: () => void;
};

/** The back office's referral settings (isHeader and the reward rule, audited) and the rewards paid. */
export function createStaffReferralService(deps: StaffReferralDeps) {
  const readSettings = async (trx?: Trx): Promise<ReferralSettings> => {
    const stored = await readReferralSettings(trx ?? deps.db);
    return { isHeader: stored.isHeader === true, ...parseRewardSettings(stored.reward) };
  };

  return {
    /** The referral settings. */
    getSettings: () => readSettings(),

    /** Stores the settings with an audit line in the same transaction. */
    async saveSettings(actor: StaffActor, settings: ReferralSettings): Promise<ReferralSettings> {
      const { isHeader, ...reward } = settings;
      const before = await deps.db.transaction().execute(async (trx) => {
        const previous = await readSettings(trx);
        await writeReferralSettings(trx, { isHeader, reward });
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: referralAuditAction.settings,
          targetType: 'site_setting',
          targetId: 'referral',
          before: previous,
          after: settings,
          ip: actor.ip,
        });
        return previous;
      });
      if (before.isHeader !== isHeader) deps.onSiteSettingsChanged?.();
      return settings;
    },

    /** One page of the rewards, newest first, optionally of one referrer. */
    async listRewards(
      page: number,
      filter: { referrerLoginId?: string },
    ): Promise<PageOf<StaffReferralReward>> {
      const loginId = filter.referrerLoginId?.toLowerCase();
      const { rows, total } = await listStaffRewards(
        deps.db,
        loginId ? { referrerLoginId: loginId } : {},
        (page - 1) * staffPageSize,
        staffPageSize,
      );
      return {
        items: rows.map((row) => ({
          ...row,
          depositAmount: presentMoney(row.depositAmount),
          amount: presentMoney(row.amount),
          createdAt: row.createdAt.toISOString(),
          paidAt: row.paidAt?.toISOString() ?? null,
        })),
        page,
        pageSize: staffPageSize,
        total,
      };
    },
  };
}

/** The back office's referral service. */
export type StaffReferralService = ReturnType<typeof createStaffReferralService>;
