// The account feature's public module (마이페이지, issue 27): what the composition roots may use of it.

export { createBankChangeService } from './bank-change-service.ts';
export { registerAccountRoutes } from './routes.ts';
export { createAccountService } from './service.ts';
export { registerStaffAccountRoutes } from './staff-routes.ts';
export { createStaffAccountService } from './staff-service.ts';
