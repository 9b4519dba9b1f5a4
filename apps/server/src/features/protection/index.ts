// The protection feature's public module (issue 27): what the composition roots may use of it. The
// wallet and payments never import it: the composition root installs its guards in them.

export { createBlockInForceCheck, createBlockService, createSignInCheck } from './block-service.ts';
export { createDepositGuard, createStakeGuard } from './guards.ts';
export { createLimitsService, setJoinDepositLimit } from './limits-service.ts';
export { registerProtectionRoutes } from './routes.ts';
export { readSessionSummary } from './session-summary.ts';
export { registerStaffProtectionRoutes } from './staff-routes.ts';
export { createStaffProtectionService } from './staff-service.ts';
