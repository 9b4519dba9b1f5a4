// The agency feature's public module: the partner area (issue 26) for the composition roots.

export { demoPartnerTree, seedDemoPartnerTree } from './demo-tree.ts';
export { registerAgencyRoutes } from './routes.ts';
export type { AgencyService } from './service.ts';
export { createAgencyService } from './service.ts';
export { registerStaffAgencyRoutes } from './staff-routes.ts';
export type { StaffTreeService } from './staff-tree-service.ts';
export { createStaffTreeService } from './staff-tree-service.ts';
