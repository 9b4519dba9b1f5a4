// The messages feature's public module: what other features and the composition roots may use of it.

export type { NotifyMessagesReceived } from './events.ts';
export { createMessagesNotifier } from './events.ts';
export { registerMessageRoutes } from './routes.ts';
export { sendMessageInTransaction } from './send-in-transaction.ts';
export type { SendRunner } from './send-runner.ts';
export { createSendRunner } from './send-runner.ts';
export { createMessagesService } from './service.ts';
export { presentTemplate } from './staff-present.ts';
export { registerStaffMessageRoutes } from './staff-routes.ts';
export type { StaffMessagesService } from './staff-service.ts';
export { createStaffMessagesService } from './staff-service.ts';
