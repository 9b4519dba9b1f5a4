// The daily partner settlement's public part (issue 26), for agency/index.ts and the composition roots.

export { createAgencySettlementJob } from './settlement-job.ts';
export type { AgencySettlementService, SettleOutcome } from './settlement-service.ts';
export { createAgencySettlementService } from './settlement-service.ts';
export { registerStaffSettlementRoutes } from './staff-settlement-routes.ts';
export { createStaffSettlementService } from './staff-settlement-service.ts';
