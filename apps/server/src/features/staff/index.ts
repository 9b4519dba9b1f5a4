// The staff feature's public module: what other features and the composition roots may use of it.

export { insertAuditEntry } from './audit-repository.ts';
export { requireStaff } from './policy.ts';
export { staffAuditSnapshot } from './present.ts';
export { createStaffRepository } from './repository.ts';
export { registerStaffRoutes } from './routes.ts';
export type { StaffEvents, StaffEventsTimings } from './staff-events.ts';
export { createStaffEvents } from './staff-events.ts';
export { actorOf, parseStaffBody } from './staff-http.ts';
