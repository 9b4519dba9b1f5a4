import type {
  AgencyReleaseStage,
  StaffAgencySettlementItem,
  StaffAgencySettlementsData,
} from '@hanpan/core/api/agency-settlement';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import { needsSecondApproval } from '@hanpan/core/money/dual-approval';
import type { Db } from '../../lib/db/database.ts';
import { presentMoney } from '../../lib/http/money.ts';
import { readAgencySettlementDualApprovalAmount } from '../payments/index.ts';
import {
  listSettlements,
  readHeldPayable,
  readManualAmounts,
  type SettlementListQuery,
} from './staff-settlement-repository.ts';
import { presentStatementLine } from './statement-lines.ts';
import { listStatementLines } from './statements-repository.ts';

/** The staff list of settlements: a page by KST day range, partner and status, each with its lines. */
export function createSettlementList(deps: { db: Db }) {
  return async (filter: {
    from: string;
    to: string;
    partnerId: number | null;
    status: SettlementListQuery['status'];
    page: number;
  }): Promise<StaffAgencySettlementsData> => {
    const { rows, total } = await listSettlements(deps.db, {
      ...filter,
      offset: (filter.page - 1) * staffPageSize,
      limit: staffPageSize,
    });
    const heldPartners = [
      ...new Set(rows.filter((row) => row.status === 'held').map((row) => row.partnerId)),
    ];
    const ids = rows.map((row) => row.id);
    const [lines, manual, payable, dualApprovalAmount] = await Promise.all([
      listStatementLines(deps.db, ids),
      readManualAmounts(deps.db, ids),
      readHeldPayable(deps.db, heldPartners),
      readAgencySettlementDualApprovalAmount(deps.db),
    ]);
    // A partner's held days are released together, so the stage follows the partner's held total.
    const stageOf = (row: (typeof rows)[number]): AgencyReleaseStage => {
      if (row.status !== 'held') return 'done';
      if (!needsSecondApproval(payable.get(row.partnerId) ?? 0n, dualApprovalAmount)) return 'single';
      return row.firstApprovedBy === null ? 'needsFirst' : 'needsSecond';
    };
    const list = rows.map(
      (row): StaffAgencySettlementItem => ({
        id: String(row.id),
        partnerId: row.partnerId,
        partnerName: row.partnerName,
        day: row.day,
        status: row.status,
        amount: presentMoney(row.amount),
        computedAmount: presentMoney(row.amount - (manual.get(row.id) ?? 0n)),
        isAdjusted: manual.has(row.id),
        isPartnerHeld: Boolean(row.isPartnerHeld),
        releaseStage: stageOf(row),
        firstApprovedBy: row.firstApprovedBy,
        releasedAt: row.releasedAt ? row.releasedAt.toISOString() : null,
        releasedBy: row.releasedBy,
        releaseReason: row.releaseReason,
        lines: lines.filter((line) => line.settlementId === row.id).map(presentStatementLine),
      }),
    );
    return { list, page: filter.page, pageSize: staffPageSize, total, dualApprovalAmount };
  };
}
