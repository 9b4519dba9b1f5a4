// The agency feature's public module (issue 26): the partner area, the staff partner tree and the daily
// settlement, for the composition roots and other features.

export { seedDemoPartnerTree } from './demo-tree.ts';
export { registerAgencyRoutes } from './routes.ts';
export { createAgencyService } from './service.ts';
export type { AgencySettlementService, SettleOutcome } from './settlement.ts';
export {
  createAgencySettlementJob,
  createAgencySettlementService,
  createStaffSettlementService,
  registerStaffSettlementRoutes,
} from './settlement.ts';
export { registerStaffAgencyRoutes } from './staff-routes.ts';
export { createStaffTreeService } from './staff-tree-service.ts';
