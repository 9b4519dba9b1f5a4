// The promotions feature's public module: what other features and the composition roots may use of it.

export type { AttendanceService } from './attendance-service.ts';
export { createAttendanceService } from './attendance-service.ts';
export type { CouponService } from './coupon-service.ts';
export { createCouponService } from './coupon-service.ts';
export { registerPromotionRoutes } from './routes.ts';
export { registerStaffPromotionRoutes } from './staff-routes.ts';
