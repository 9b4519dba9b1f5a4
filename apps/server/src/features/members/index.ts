// The members feature's public module: what other features and the composition roots may use of it.

export { registerJoinApprovalRoutes } from './approval-routes.ts';
export { createJoinApprovalService } from './approval-service.ts';
export { createStaffMembersService } from './service.ts';
export { registerStaffMemberRoutes } from './staff-routes.ts';
