// The dashboard feature's public module: what the composition roots may use of it.

export { createDashboardService } from './service.ts';
export { registerDashboardRoutes } from './staff-routes.ts';
