// The referral feature's public module: what other features and the composition roots may use of it.

export { turnReferralOnForDemo } from './demo-settings.ts';
export { createReferralRewardRetryJob } from './reward-retry-job.ts';
export { registerReferralRoutes } from './routes.ts';
export type { ReferralService } from './service.ts';
export { createReferralService } from './service.ts';
export { registerStaffReferralRoutes } from './staff-routes.ts';
export { createStaffReferralService } from './staff-service.ts';
