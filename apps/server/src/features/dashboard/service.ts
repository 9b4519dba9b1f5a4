import type { StaffDashboard } from '@hanpan/core/api/staff';
import type { Db } from '../../lib/db/database.ts';
import type { PaymentsService } from '../payments/index.ts';
import { countMembersSince } from './repository.ts';

const kstOffsetMs = 9 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** Midnight KST (UTC+9, no daylight saving) of the day `at` falls in. */
export function startOfKstDay(at: Date): Date {
  return new Date(Math.floor((at.getTime() + kstOffsetMs) / dayMs) * dayMs - kstOffsetMs);
}

/** The back office's dashboard. */
export type DashboardService = {
  /** Pending queues, today's totals (since midnight KST), new members and member balances. */
  read(): Promise<StaffDashboard>;
};

/** Builds the dashboard service. */
export function createDashboardService(deps: {
  db: Db;
  payments: Pick<PaymentsService, 'getMoneyTotals'>;
  now: () => Date;
}): DashboardService {
  return {
    async read() {
      const at = deps.now();
      const money = await deps.payments.getMoneyTotals(at);
      const newMembers = await countMembersSince(deps.db, startOfKstDay(at));
      return { ...money, today: { ...money.today, newMembers } };
    },
  };
}
