// The inquiries feature's public module: what other features and the composition roots may use of it.

export { registerInquiryRoutes } from './routes.ts';
export { createInquiriesService } from './service.ts';
export { registerStaffInquiryRoutes } from './staff-routes.ts';
export type { StaffInquiriesService } from './staff-service.ts';
export { createStaffInquiriesService } from './staff-service.ts';
