import type { FastifyInstance } from 'fastify';
import type { AppServices, AppSettings } from './app-types.ts';
import type { JoinService } from './features/auth/join-service.ts';
import { registerAuthRoutes, registerSessionHooks } from './features/auth/routes.ts';
import type { AuthService } from './features/auth/service.ts';
import { createBetReportsService } from './features/betting/history/bet-reports-service.ts';
import { createBetHistoryService } from './features/betting/history/history-service.ts';
import { registerStaffBetRoutes } from './features/betting/history/staff-bets-routes.ts';
import { createStaffBetsService } from './features/betting/history/staff-bets-service.ts';
import type { BettingService } from './features/betting/placement/betting-service.ts';
import { registerBettingRoutes } from './features/betting/routes.ts';
import { createSettlementStaffService } from './features/betting/settlement/staff-service.ts';
import type { BoardImageStore } from './features/boards/image-store.ts';
import { registerBoardRoutes } from './features/boards/routes.ts';
import type { BoardsService } from './features/boards/service.ts';
import { createSiteTextsService } from './features/boards/site-texts-service.ts';
import { registerStaffSiteTextRoutes } from './features/boards/site-texts-staff-routes.ts';
import { registerStaffBoardRoutes } from './features/boards/staff-routes.ts';
import { registerCasinoRoutes } from './features/casino/member-routes.ts';
import { createCasinoService } from './features/casino/member-service.ts';
import type { FetchProviderGames } from './features/casino/provider-games.ts';
import type { FetchProviderTransactions } from './features/casino/provider-report.ts';
import { registerStaffCasinoRoutes } from './features/casino/staff-routes.ts';
import { createStaffCasinoService } from './features/casino/staff-service.ts';
import { registerInquiryRoutes } from './features/inquiries/routes.ts';
import { createInquiriesService } from './features/inquiries/service.ts';
import { registerStaffInquiryRoutes } from './features/inquiries/staff-routes.ts';
import type { StaffInquiriesService } from './features/inquiries/staff-service.ts';
import { registerJoinApprovalRoutes } from './features/members/approval-routes.ts';
import { createJoinApprovalService } from './features/members/approval-service.ts';
import { createStaffMembersService } from './features/members/service.ts';
import { registerStaffMemberRoutes } from './features/members/staff-routes.ts';
import { registerMessageRoutes } from './features/messages/routes.ts';
import { createMessagesService } from './features/messages/service.ts';
import { registerStaffMessageRoutes } from './features/messages/staff-routes.ts';
import type { StaffMessagesService } from './features/messages/staff-service.ts';
import { registerMinigameBetRoutes } from './features/minigames/bet-routes.ts';
import { registerMinigameRoutes } from './features/minigames/routes.ts';
import { createMinigamesService } from './features/minigames/service.ts';
import { registerStaffMinigameRoutes } from './features/minigames/staff-routes.ts';
import { createStaffMinigamesService } from './features/minigames/staff-service.ts';
import { registerPaymentRoutes } from './features/payments/routes.ts';
import { registerStaffPaymentRoutes } from './features/payments/staff-routes.ts';
import type { AttendanceService } from './features/promotions/attendance-service.ts';
import type { CouponService } from './features/promotions/coupon-service.ts';
import { registerPromotionRoutes } from './features/promotions/routes.ts';
import { registerStaffPromotionRoutes } from './features/promotions/staff-routes.ts';
import { registerSiteRoutes } from './features/site/routes.ts';
import type { SiteService } from './features/site/service.ts';
import { registerSportsPreferencesRoutes } from './features/sports/preferences/routes.ts';
import { createSportsPreferencesService } from './features/sports/preferences/service.ts';
import { registerSportsRoutes } from './features/sports/routes.ts';
import type { SportsService } from './features/sports/service.ts';
import { registerStaffSportsRoutes } from './features/sports/settings/routes.ts';
import type { SportsSettingsService } from './features/sports/settings/service.ts';
import { registerStaffRoutes } from './features/staff/routes.ts';
import type { StaffEvents } from './features/staff/staff-events.ts';
import { registerWalletRoutes } from './features/wallet/routes.ts';
import type { Db } from './lib/db/database.ts';
import { registerInternalRoutes } from './lib/http/internal-routes.ts';
import type { RateLimiter } from './lib/http/rate-limit.ts';
import type { SessionCookieOptions } from './lib/http/session-cookie.ts';

// The routes of the member API (/api) and the back office (/api/staff), over the services buildApp made.

/** The services and settings the routes are built over (made once by buildApp). */
export type ApiParts = Pick<
  AppServices,
  | 'realtime'
  | 'payments'
  | 'wallet'
  | 'betLimits'
  | 'settlement'
  | 'notifyUserContextChanged'
  | 'notifySiteChanged'
  | 'minigameBets'
> & {
  config: AppSettings;
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  cookie: SessionCookieOptions;
  auth: AuthService;
  join: JoinService;
  site: SiteService;
  boards: BoardsService;
  boardImages: BoardImageStore;
  sports: SportsService;
  sportsSettings: SportsSettingsService;
  promotions: { coupons: CouponService; attendance: AttendanceService };
  betting: BettingService;
  staffMessages: StaffMessagesService;
  staffInquiries: StaffInquiriesService;
  staffEvents: StaffEvents;
  /** "The back office's waiting and pending counts changed": call after the change committed. */
  notifyStaffCountsChanged: () => void;
  /** A casino provider's transaction list of a KST day (the daily reconciliation). */
  fetchCasinoProviderTransactions: FetchProviderTransactions;
  fetchCasinoProviderGames: FetchProviderGames;
};

/** Registers the member API under /api, behind the member session hooks. */
export async function registerMemberApi(app: FastifyInstance, parts: ApiParts): Promise<void> {
  const { config, db, now, limiter, cookie, auth, join, site, boards, sports, payments, wallet } = parts;
  const { promotions, betting, notifyUserContextChanged, notifyStaffCountsChanged } = parts;
  await app.register(
    async (api) => {
      const authDeps = { auth, join, cookie, allowedOrigins: config.allowedOrigins };
      registerSessionHooks(api, authDeps);
      registerAuthRoutes(api, authDeps);
      registerSiteRoutes(api, { site });
      registerBoardRoutes(api, { boards });
      registerMessageRoutes(api, { messages: createMessagesService({ db, notifyUserContextChanged }) });
      registerInquiryRoutes(api, {
        inquiries: createInquiriesService({ db, onWaitingChanged: notifyStaffCountsChanged }),
      });
      registerSportsRoutes(api, { sports });
      registerSportsPreferencesRoutes(api, {
        preferences: createSportsPreferencesService({ db }),
        limiter,
      });
      registerPaymentRoutes(api, { payments });
      registerWalletRoutes(api, { wallet, limiter });
      registerPromotionRoutes(api, { ...promotions, limiter });
      registerBettingRoutes(api, { betting, history: createBetHistoryService({ db }), limiter });
      registerMinigameRoutes(api, { minigames: createMinigamesService({ db, now }) });
      registerMinigameBetRoutes(api, { minigameBets: parts.minigameBets, limiter });
      registerCasinoRoutes(api, { casino: createCasinoService({ db, now }), limiter });
      if (config.internalHookToken) {
        registerInternalRoutes(api, {
          token: config.internalHookToken,
          realtime: parts.realtime,
          notifyUserContextChanged,
        });
      }
    },
    { prefix: '/api' },
  );
}

/** Registers the back office's calls under /api/staff, outside the member session hooks. */
export async function registerStaffApi(app: FastifyInstance, parts: ApiParts): Promise<void> {
  const { config, db, now, limiter, auth, payments, wallet, sportsSettings, boards, boardImages } = parts;
  const { promotions, staffMessages, staffInquiries, staffEvents, betLimits, settlement } = parts;
  const { notifySiteChanged } = parts;
  const members = createStaffMembersService({ db, auth, payments, wallet, now });
  const staffRouteDeps = { db, limiter, now, isCookieSecure: config.isCookieSecure, staffEvents };
  await app.register(
    (staffApi) =>
      registerStaffRoutes(staffApi, staffRouteDeps, [
        (api) => registerStaffPaymentRoutes(api, { payments }),
        (api) => registerStaffMemberRoutes(api, { members, wallet }),
        (api) => registerJoinApprovalRoutes(api, { approval: createJoinApprovalService({ db, now }) }),
        (api) => registerStaffSportsRoutes(api, { sportsSettings }),
        (api) =>
          registerStaffMinigameRoutes(api, {
            staffMinigames: createStaffMinigamesService({
              db,
              now,
              realtime: parts.realtime,
              settleBets: parts.minigameBets.settle,
              onSettleError: (error) =>
                app.log.error(
                  { err: error },
                  'Mini-game refunds after a staff void failed; the engine retries',
                ),
            }),
          }),
        (api) =>
          registerStaffCasinoRoutes(api, {
            staffCasino: createStaffCasinoService({
              db,
              now,
              fetchProviderTransactions: parts.fetchCasinoProviderTransactions,
              fetchProviderGames: parts.fetchCasinoProviderGames,
            }),
          }),
        (api) => registerStaffBoardRoutes(api, { boards, images: boardImages }),
        (api) => registerStaffPromotionRoutes(api, promotions),
        (api) => registerStaffMessageRoutes(api, { staffMessages }),
        (api) =>
          registerStaffInquiryRoutes(api, {
            staffInquiries,
            staffMessages,
          }),
        (api) =>
          registerStaffSiteTextRoutes(api, {
            siteTexts: createSiteTextsService({ db, onTickerChanged: () => notifySiteChanged('boards') }),
          }),
        (api) =>
          registerStaffBetRoutes(api, {
            staffBets: createStaffBetsService({ db, onLimitsChanged: (limits) => betLimits.changed(limits) }),
            reports: createBetReportsService({ db, now }),
            manual: createSettlementStaffService({
              db,
              settlement,
              onSettleError: (error) =>
                app.log.error({ err: error }, 'Manual settlement pass failed; retried by the worker'),
            }),
          }),
      ]),
    { prefix: '/api/staff' },
  );
}
