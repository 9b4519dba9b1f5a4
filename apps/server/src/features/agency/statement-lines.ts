import { agencyProductNames } from '@hanpan/core/agency/products';
import type { AgencyStatementLine } from '@hanpan/core/api/agency';
import { presentMoney } from '../../lib/http/money.ts';
import type { StatementLineRow } from './statements-repository.ts';

/** A stored statement line as the partner area and the back office show it. */
export const presentStatementLine = (line: StatementLineRow): AgencyStatementLine => ({
  product: line.product,
  productName: agencyProductNames[line.product],
  kind: line.kind,
  folders: line.folders,
  sourcePartnerId: line.sourcePartnerId,
  sourcePartnerName: line.sourcePartnerName,
  base: presentMoney(line.base),
  rateBp: line.rateBp,
  carryIn: presentMoney(line.carryIn),
  carryOut: presentMoney(line.carryOut),
  amount: presentMoney(line.amount),
  isAdjustment: line.isAdjustment,
  forDay: line.forDay,
});
