// The account feature's public module (마이페이지, issue 27): what the composition roots may use of it.

export { registerAccountRoutes } from './routes.ts';
export type { AccountService } from './service.ts';
export { createAccountService } from './service.ts';
