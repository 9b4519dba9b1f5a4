import type { FastifyInstance } from 'fastify';
import type { AppServices, AppSettings } from './app-types.ts';
import {
  createAccountService,
  createBankChangeService,
  createStaffAccountService,
  registerAccountRoutes,
  registerStaffAccountRoutes,
} from './features/account/index.ts';
import {
  type AgencySettlementService,
  createAgencyService,
  createStaffSettlementService,
  createStaffTreeService,
  registerAgencyRoutes,
  registerStaffAgencyRoutes,
  registerStaffSettlementRoutes,
} from './features/agency/index.ts';
import type { AuthService, JoinService } from './features/auth/index.ts';
import { registerAuthRoutes, registerSessionHooks } from './features/auth/index.ts';
import type { BettingService } from './features/betting/index.ts';
import {
  createBetHistoryService,
  createBetReportsService,
  createSettlementStaffService,
  createStaffBetsService,
  registerBettingRoutes,
  registerStaffBetRoutes,
} from './features/betting/index.ts';
import type { BoardImageStore, BoardsService } from './features/boards/index.ts';
import {
  createSiteTextsService,
  registerBoardRoutes,
  registerStaffBoardRoutes,
  registerStaffSiteTextRoutes,
} from './features/boards/index.ts';
import type { FetchProviderGames, FetchProviderTransactions } from './features/casino/index.ts';
import {
  createCasinoService,
  createStaffCasinoService,
  registerCasinoRoutes,
  registerStaffCasinoRoutes,
} from './features/casino/index.ts';
import { createDashboardService, registerDashboardRoutes } from './features/dashboard/index.ts';
import type { StaffInquiriesService } from './features/inquiries/index.ts';
import {
  createInquiriesService,
  registerInquiryRoutes,
  registerStaffInquiryRoutes,
} from './features/inquiries/index.ts';
import {
  createJoinApprovalService,
  createStaffMembersService,
  registerJoinApprovalRoutes,
  registerStaffMemberRoutes,
} from './features/members/index.ts';
import type { StaffMessagesService } from './features/messages/index.ts';
import {
  createMessagesService,
  registerMessageRoutes,
  registerStaffMessageRoutes,
} from './features/messages/index.ts';
import {
  createMinigamesService,
  createStaffMinigamesService,
  createStaffVirtualReportService,
  createStaffVirtualService,
  createVirtualService,
  registerMinigameBetRoutes,
  registerMinigameRoutes,
  registerStaffMinigameRoutes,
  registerStaffVirtualReportRoutes,
  registerStaffVirtualRoutes,
  registerVirtualRoutes,
} from './features/minigames/index.ts';
import { registerPaymentRoutes, registerStaffPaymentRoutes } from './features/payments/index.ts';
import type { AttendanceService, CouponService } from './features/promotions/index.ts';
import { registerPromotionRoutes, registerStaffPromotionRoutes } from './features/promotions/index.ts';
import {
  createBlockService,
  createLimitsService,
  createStaffProtectionService,
  readSessionSummary,
  registerProtectionRoutes,
  registerStaffProtectionRoutes,
} from './features/protection/index.ts';
import {
  createStaffReferralService,
  registerReferralRoutes,
  registerStaffReferralRoutes,
} from './features/referral/index.ts';
import type { SiteService } from './features/site/index.ts';
import { registerSiteRoutes } from './features/site/index.ts';
import type { SportsService, SportsSettingsService } from './features/sports/index.ts';
import {
  createSportsPreferencesService,
  registerSportsPreferencesRoutes,
  registerSportsRoutes,
  registerStaffSportsRoutes,
} from './features/sports/index.ts';
import type { StaffEvents } from './features/staff/index.ts';
import { registerStaffRoutes } from './features/staff/index.ts';
import { registerWalletRoutes } from './features/wallet/index.ts';
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
  | 'referral'
> & {
  /** The daily partner settlement (issue 26). */
  agencySettlement: AgencySettlementService;
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
      registerReferralRoutes(api, { referral: parts.referral });
      registerBettingRoutes(api, { betting, history: createBetHistoryService({ db }), limiter });
      registerMinigameRoutes(api, {
        minigames: createMinigamesService({ db, now, virtualSpeed: config.virtualSpeed }),
      });
      registerVirtualRoutes(api, { virtual: createVirtualService({ db }) });
      registerMinigameBetRoutes(api, { minigameBets: parts.minigameBets, limiter });
      registerCasinoRoutes(api, { casino: createCasinoService({ db, now }), limiter });
      registerAgencyRoutes(api, { agency: createAgencyService({ db, now }) });
      registerAccountRoutes(api, {
        account: createAccountService({ db, limiter, auth, now }),
        bankChange: createBankChangeService({ db, limiter, now }),
        db,
      });
      registerProtectionRoutes(api, {
        limits: createLimitsService({ db, now }),
        blocks: createBlockService({ db, now, auth }),
        readSession: (member) => readSessionSummary(db, member),
      });
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
  const dashboard = createDashboardService({ db, payments, now });
  const staffRouteDeps = { db, limiter, now, isCookieSecure: config.isCookieSecure, staffEvents };
  await app.register(
    (staffApi) =>
      registerStaffRoutes(staffApi, staffRouteDeps, [
        (api) => registerStaffPaymentRoutes(api, { payments }),
        (api) => registerDashboardRoutes(api, { dashboard }),
        (api) => registerStaffMemberRoutes(api, { members, wallet }),
        (api) =>
          registerStaffProtectionRoutes(api, { staffProtection: createStaffProtectionService({ db, now }) }),
        (api) =>
          registerStaffAccountRoutes(api, {
            bankChange: createBankChangeService({ db, limiter, now }),
            staffAccount: createStaffAccountService({ db, auth, now }),
          }),
        (api) => registerStaffAgencyRoutes(api, { staffTree: createStaffTreeService({ db, now }) }),
        (api) => registerJoinApprovalRoutes(api, { approval: createJoinApprovalService({ db, now }) }),
        (api) =>
          registerStaffSettlementRoutes(api, {
            staffSettlement: createStaffSettlementService({ db, now, settlement: parts.agencySettlement }),
            now,
          }),
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
        (api) => registerStaffVirtualRoutes(api, { staffVirtual: createStaffVirtualService({ db, now }) }),
        (api) =>
          registerStaffVirtualReportRoutes(api, {
            staffVirtualReport: createStaffVirtualReportService({ db }),
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
        (api) =>
          registerStaffReferralRoutes(api, {
            staffReferral: createStaffReferralService({
              db,
              onSiteSettingsChanged: () => notifySiteChanged('settings'),
            }),
          }),
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
