// The account feature's public module (마이페이지, issue 27): what the composition roots may use of it.

export type { BankChangeService } from './bank-change-service.ts';
export { createBankChangeService } from './bank-change-service.ts';
export { registerAccountRoutes } from './routes.ts';
export type { AccountService } from './service.ts';
export { createAccountService } from './service.ts';
export { registerStaffAccountRoutes } from './staff-routes.ts';
export type { StaffAccountService } from './staff-service.ts';
export { createStaffAccountService } from './staff-service.ts';
