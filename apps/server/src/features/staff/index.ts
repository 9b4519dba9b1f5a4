// The staff feature's public module: what other features and the composition roots may use of it.

export { recordStaffAction } from './audit.ts';
export {
  addStaffAccount,
  createStaffWithoutActor,
  findStaffIdByLoginId,
  hasActiveOwner,
} from './owner-accounts.ts';
export { requireStaff } from './policy.ts';
export { registerStaffRoutes } from './routes.ts';
export type { StaffEvents, StaffEventsTimings } from './staff-events.ts';
export { createStaffEvents } from './staff-events.ts';
export { actorOf } from './staff-http.ts';
