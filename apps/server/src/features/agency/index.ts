// The agency feature's public module: what other features and the composition roots may use of it.
// (The daily settlement's part; the partner area adds its own exports here.)

export type { AgencySettlementJob, AgencySettlementService, SettleOutcome } from './settlement.ts';
export {
  createAgencySettlementJob,
  createAgencySettlementService,
  createStaffSettlementService,
  registerStaffSettlementRoutes,
  settlementKey,
} from './settlement.ts';
