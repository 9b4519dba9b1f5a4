// The daily partner settlement's public part (issue 26), for agency/index.ts and the composition roots.

export type { AgencySettlementJob } from './settlement-job.ts';
export { createAgencySettlementJob } from './settlement-job.ts';
export type { AgencySettlementService, SettleOutcome } from './settlement-service.ts';
export { createAgencySettlementService, settlementKey } from './settlement-service.ts';
export { registerStaffSettlementRoutes } from './staff-settlement-routes.ts';
export type { StaffSettlementService } from './staff-settlement-service.ts';
export { createStaffSettlementService } from './staff-settlement-service.ts';
