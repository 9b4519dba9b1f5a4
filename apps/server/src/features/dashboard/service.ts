import type { StaffDashboard } from '@hanpan/core/api/staff';
import { kstMidnightOf } from '@hanpan/core/time/kst';
import type { Db } from '../../lib/db/database.ts';
import type { PaymentsService } from '../payments/index.ts';
import { countMembersSince } from './repository.ts';

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
      const newMembers = await countMembersSince(deps.db, kstMidnightOf(at));
      return { ...money, today: { ...money.today, newMembers } };
    },
  };
}
