// The betting feature's public module: what other features and the composition roots may use of it.

export { createBetReportsService } from './history/bet-reports-service.ts';
export { createBetHistoryService } from './history/history-service.ts';
export { registerStaffBetRoutes } from './history/staff-bets-routes.ts';
export { createStaffBetsService } from './history/staff-bets-service.ts';
export type { BetLimitsStore } from './limits/limits-store.ts';
export { createBetLimitsStore } from './limits/limits-store.ts';
export type { BettingService } from './placement/betting-service.ts';
export { createBettingService } from './placement/betting-service.ts';
export { registerBettingRoutes } from './routes.ts';
export { createSettlementService } from './settlement/settlement-service.ts';
export type { SettlementService } from './settlement/settlement-types.ts';
export { createSettlementStaffService } from './settlement/staff-service.ts';
