// The sports feature's public module: what other features and the composition roots may use of it.

export { invalidateOnSportsMessage, withReadCache } from './cached-service.ts';
export type { FeedService } from './feed-service.ts';
export { createFeedService, simulatorRunStamp, stampSimulatorRun } from './feed-service.ts';
export { startFeedDriver } from './feeds/simulator/driver.ts';
export { createFeedSimulator } from './feeds/simulator/simulator.ts';
export { openTrade360Publisher } from './feeds/trade360/publisher.ts';
export { registerSportsPreferencesRoutes } from './preferences/routes.ts';
export { createSportsPreferencesService } from './preferences/service.ts';
export { registerSportsRoutes } from './routes.ts';
export type { SportsHomeLists, SportsService } from './service.ts';
export { createSportsService } from './service.ts';
export type { BetPricingReads } from './settings/bet-pricing.ts';
export { priceBetPricing, pricePicksNow, readBetPricing } from './settings/bet-pricing.ts';
export { createFixtureMessageRater } from './settings/realtime.ts';
export { registerStaffSportsRoutes } from './settings/routes.ts';
export type { SiteRulesStore } from './settings/rules-store.ts';
export { createSiteRulesStore, siteRulesCache } from './settings/rules-store.ts';
export type { SportsSettingsService } from './settings/service.ts';
export { createSportsSettingsService } from './settings/service.ts';
export type { SiteRules } from './settings/site-rules.ts';
