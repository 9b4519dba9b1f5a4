// The site feature's public module: what other features and the composition roots may use of it.

export type { NotifySiteChanged } from './events.ts';
export { createSiteChangeNotifier } from './events.ts';
export { registerSiteRoutes } from './routes.ts';
export type { SiteService } from './service.ts';
export { createSiteService } from './service.ts';
