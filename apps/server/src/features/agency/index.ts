// The agency feature's public module: the partner area (issue 26) for the composition roots.

export { registerAgencyRoutes } from './routes.ts';
export type { AgencyService } from './service.ts';
export { createAgencyService } from './service.ts';
