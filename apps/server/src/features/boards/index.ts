// The boards feature's public module: what other features and the composition roots may use of it.

export { registerBoardImageRoutes } from './image-routes.ts';
export type { BoardImageStore } from './image-store.ts';
export { createBoardImageStore } from './image-store.ts';
export { presentBanner, presentBoardItem } from './present.ts';
export { registerBoardRoutes } from './routes.ts';
export type { BoardPostToAdd } from './seed-posts.ts';
export { addPostOnce } from './seed-posts.ts';
export type { BoardsService } from './service.ts';
export { createBoardsService } from './service.ts';
export { createSiteTextsService } from './site-texts-service.ts';
export { registerStaffSiteTextRoutes } from './site-texts-staff-routes.ts';
export { registerStaffBoardRoutes } from './staff-routes.ts';
