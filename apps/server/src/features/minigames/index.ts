// The mini-games feature's public module: what other features and the composition roots may use of it.

export { registerMinigameBetRoutes } from './bet-routes.ts';
export type { MinigameBetsService } from './bet-service.ts';
export { createMinigameBetsService } from './bet-service.ts';
export { reportMinigameDays } from './daily-report.ts';
export type { RoundEngine } from './engine.ts';
export { createRoundEngine } from './engine.ts';
export { listMemberMinigameBets } from './member-history.ts';
export { registerMinigameRoutes } from './routes.ts';
export { createMinigamesService } from './service.ts';
export { registerStaffMinigameRoutes } from './staff-routes.ts';
export { createStaffMinigamesService } from './staff-service.ts';
export { registerStaffVirtualReportRoutes } from './virtual-report-routes.ts';
export { createStaffVirtualReportService } from './virtual-report-service.ts';
export { registerVirtualRoutes } from './virtual-routes.ts';
export { createVirtualService } from './virtual-service.ts';
export { registerStaffVirtualRoutes } from './virtual-staff-routes.ts';
export { createStaffVirtualService } from './virtual-staff-service.ts';
