import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAgencySettlementJob, createAgencySettlementService } from './features/agency/index.ts';
import {
  createAuthEvents,
  createAuthService,
  createJoinService,
  createLoginHistoryPruneJob,
  createMemberReads,
  createRealtimeAuthenticator,
  createUserContextNotifier,
  forwardSessionEndsToRealtime,
} from './features/auth/index.ts';
import {
  createBetLimitsStore,
  createBettingService,
  createSettlementService,
} from './features/betting/index.ts';
import {
  createBoardImageStore,
  createBoardsService,
  registerBoardImageRoutes,
} from './features/boards/index.ts';
import { createStaffInquiriesService } from './features/inquiries/index.ts';
import {
  createMessagesNotifier,
  createSendRunner,
  createStaffMessagesService,
} from './features/messages/index.ts';
import { createMinigameBetsService, createRoundEngine } from './features/minigames/index.ts';
import { createPaymentsService, readMinPointConversion } from './features/payments/index.ts';
import { createAttendanceService, createCouponService } from './features/promotions/index.ts';
import { createReferralRewardRetryJob, createReferralService } from './features/referral/index.ts';
import { createSiteChangeNotifier, createSiteService } from './features/site/index.ts';
import {
  createFeedService,
  createFixtureMessageRater,
  createSiteRulesStore,
  createSportsService,
  createSportsSettingsService,
  invalidateOnSportsMessage,
  siteRulesCache,
  withReadCache,
} from './features/sports/index.ts';
import { createStaffEvents } from './features/staff/index.ts';
import { createWalletService } from './features/wallet/index.ts';
import { createInvalidationBus } from './lib/cache/invalidation-bus.ts';
import { createReadCache } from './lib/cache/read-cache.ts';
import type { Db } from './lib/db/database.ts';
import { registerHealthRoutes } from './lib/http/health-routes.ts';
import { createIdempotencyPruneJob } from './lib/idempotency/prune-job.ts';
import './lib/http/request-member.ts';

import { wireCasino } from './app-casino.ts';
import { createHttpShell, redisChannelOf } from './app-http.ts';
import { createAppLeadership, leaderMessageSends } from './app-leadership.ts';
import { wireProtection } from './app-protection.ts';
import { registerMemberApi, registerStaffApi } from './app-routes.ts';
import type { AppDeps } from './app-types.ts';
import { registerAdminApp } from './lib/http/admin-app.ts';
import { registerWebApp } from './lib/http/web-app.ts';
import { createRealtime, type Realtime } from './lib/realtime/realtime.ts';
import { createConfiguredSmsGateway } from './lib/sms/configured-sms-gateway.ts';

export type { AppDeps } from './app-types.ts';

// Prematch lists also depend on the clock (a fixture leaves them at kick-off), so answers expire.
const defaultSportsReadMaxAgeMs = 1000;
// MEMBER_READ_MAX_AGE_MS' default (config.ts), for apps built without it (tests).
const defaultMemberReadMaxAgeMs = 5000;

// IDEMPOTENCY_RETENTION_DAYS' default (config.ts), for apps built without it (tests).
const defaultIdempotencyRetentionDays = 7;

/** Builds the HTTP app (API under /api and the built web app) without listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  let realtime: Realtime | null = null;
  const { app, limiter, cookie, trustProxy } = await createHttpShell(deps, () => realtime?.sockjs ?? null);
  // One process runs the scheduled jobs (lib/cluster); they are listed in start order below.
  const leader = createAppLeadership(app, deps);
  const { leadership, leaderDb, isFenced, onLeaderDb } = leader;
  registerHealthRoutes(app, {
    db,
    redisUrl: config.redisUrl,
    log: app.log.child({ module: 'health' }),
    // The leader runs the odds feed: it is ready only while the feed runs.
    leaderStatus: () => ({ isLeader: leadership.isLeader(), feed: feed.status() }),
  });

  const events = createAuthEvents((error) => app.log.error({ err: error }, 'Auth event listener failed'));
  // Ids and reasons only: the session token hash of a session.ended event stays out of the log.
  events.subscribe(({ type, memberId, ...rest }) =>
    app.log.info(
      { event: { type, memberId, ...('reason' in rest ? { reason: rest.reason } : {}) } },
      'auth event',
    ),
  );
  // Popups are part of the initial data: a staff change drops its cached public part everywhere.
  const boards = createBoardsService({ db, now, onPostsChanged: () => notifySiteChanged('boards') });
  // Staff's board images: DATA_DIR/uploads/boards (an app built without a data dir keeps them in tmp).
  const boardImages = createBoardImageStore(
    path.join(config.dataDir ?? path.join(tmpdir(), 'hanpan-data'), 'uploads', 'boards'),
  );
  const memberReads = createMemberReads({
    db,
    maxAgeMs: deps.memberReadMaxAgeMs ?? defaultMemberReadMaxAgeMs,
    redis: redisChannelOf(config, 'member-changes'),
    log: app.log.child({ module: 'member-reads' }),
  });
  app.addHook('onClose', async () => memberReads.close());
  const protection = wireProtection(db, now);
  const { checkSignIn } = protection;
  const auth = createAuthService({ db, reads: memberReads, limiter, events, now, checkSignIn });
  const live = createRealtime({
    log: app.log.child({ module: 'realtime' }),
    authenticator: createRealtimeAuthenticator({
      auth,
      allowedOrigins: config.allowedOrigins,
      trustProxy,
    }),
    redis: redisChannelOf(config),
    limits: {
      ...(config.realtimeMaxConnectionsPerIp === undefined
        ? {}
        : { maxConnectionsPerIp: config.realtimeMaxConnectionsPerIp }),
      ...deps.realtimeLimits,
    },
    trustProxy,
  });
  realtime = live;
  // Before the HTTP server closes: open sockets would keep it waiting.
  app.addHook('preClose', async () => live.close());
  forwardSessionEndsToRealtime(events, live);
  const notifyUserContextChanged = createUserContextNotifier({
    auth,
    realtime: live,
    onError: (error) => app.log.error({ err: error }, 'userContext notification failed'),
  });
  // Staff-changed data cached in memory (initial data, bet limits, odds rules): dropped in every process.
  const caches = createInvalidationBus({
    redis: redisChannelOf(config, 'cache-invalidation'),
    log: app.log.child({ module: 'cache-invalidation' }),
  });
  app.addHook('onClose', async () => caches.close());
  const notifySiteChanged = createSiteChangeNotifier(live, caches);
  // The back office's live counts, read through the services below and told of changes by them.
  const staffEvents = createStaffEvents({
    log: app.log.child({ module: 'staff-events' }),
    redis: redisChannelOf(config, 'staff-events'),
    timings: deps.staffEventsTimings,
    readCounts: async (needed) => {
      const [waitingInquiries, pending] = await Promise.all([
        needed.inquiries ? staffInquiries.countWaiting() : undefined,
        needed.payments ? payments.countPendingRequests() : undefined,
      ]);
      return { waitingInquiries, pendingCharges: pending?.charges, pendingExchanges: pending?.exchanges };
    },
  });
  // Before the HTTP server closes: open streams would keep it waiting.
  app.addHook('preClose', async () => staffEvents.close());
  const notifyStaffCountsChanged = () => staffEvents.countsChanged();
  const newReferral = (referralDb: Db) =>
    createReferralService({
      db: referralDb,
      now,
      notifyUserContextChanged,
      onPayError: (error) => app.log.error({ err: error }, 'Referral reward payment failed; retried later'),
    });
  const referral = newReferral(db);
  const referralRetry = createReferralRewardRetryJob({
    referral: onLeaderDb(referral, newReferral),
    log: app.log.child({ module: 'referral' }),
    ...(deps.referralRetryIntervalMs === undefined ? {} : { intervalMs: deps.referralRetryIntervalMs }),
  });
  leader.addJobs(referralRetry);
  const payments = createPaymentsService({
    db,
    limiter,
    now,
    notifyUserContextChanged,
    notifySiteChanged,
    notifyStaffCountsChanged,
    onDepositApproved: {
      record: (trx, deposit) => referral.recordApprovedDeposit(trx, deposit),
      afterCommit: () => referral.payPendingRewards(),
    },
    guardDeposit: protection.guardDeposit,
    isBlockInForce: protection.isBlockInForce,
  });
  // Catalogue reads are public and the same for everyone: shared until the next sports message.
  const sportsReads = createReadCache({
    maxAgeMs: deps.sportsReadMaxAgeMs ?? defaultSportsReadMaxAgeMs,
    maxEntries: 1000,
  });
  live.onTopicDelivered('/topic/sports/', (destination) =>
    invalidateOnSportsMessage(sportsReads, destination),
  );
  // The staff's odds rules, cached; member reads, real-time pushes and the back office share them.
  const sportsRules = createSiteRulesStore({ db, caches });
  // Lists and prices are read under the rules: a process that drops them drops those too.
  caches.onInvalidate(siteRulesCache, () => sportsReads.invalidate());
  const sportsSettings = createSportsSettingsService({ db, rules: sportsRules, realtime: live, now });
  // The bet limits, cached for every bet; a staff save replaces them (staff bet routes below).
  const betLimits = createBetLimitsStore({ db, caches });
  const betting = createBettingService({
    db,
    rules: sportsRules,
    notifyUserContextChanged,
    limits: betLimits,
  });
  const sports = withReadCache(createSportsService({ db, now, rules: sportsRules }), sportsReads);
  const site = createSiteService({
    db,
    boards,
    buildIdPath: path.join(config.webDistDir, 'build-id.txt'),
    listRecentDeposits: payments.listRecentApprovedCharges,
    readSportsLists: sports.getHomeLists,
    readMinPointConversion: () => readMinPointConversion(db),
    now,
    publicDataMaxAgeMs: deps.siteDataMaxAgeMs,
    caches,
  });
  const wallet = createWalletService({
    db,
    notifyUserContextChanged,
    readMinPointConversion: (trx) => readMinPointConversion(trx),
  });
  const promotions = {
    coupons: createCouponService({ db, now, notifyUserContextChanged }),
    attendance: createAttendanceService({ db, now, notifyUserContextChanged }),
  };
  const newSettlement = (settlementDb: Db) =>
    createSettlementService({
      db: settlementDb,
      realtime: live,
      notifyUserContextChanged,
      logger: app.log.child({ module: 'settlement' }),
    });
  // Staff's manual settlement runs where it was asked; the leader's worker settles the feed's results.
  const settlement = newSettlement(db);
  const leaderSettlement = onLeaderDb(settlement, newSettlement);
  // A manual pass that failed is left to the worker: the leader's (on a follower its catch-up, at the next
  // term, finds what waits in the database).
  const staffSettlement = isFenced
    ? { ...settlement, notifyOutcomesSettled: leaderSettlement.notifyOutcomesSettled }
    : settlement;
  const feed = createFeedService({
    db: leaderDb,
    settings: config,
    logger: app.log.child({ module: 'feed' }),
    realtime: live,
    rateFixtureMessages: createFixtureMessageRater({ db, rules: sportsRules }),
    onOutcomesSettled: (outcomeIds) => leaderSettlement.notifyOutcomesSettled(outcomeIds),
  });
  // Settlement first (its catch-up runs in the background at start); stops run in reverse: the feed
  // first (no more results), then settlement.
  leader.addJobs(leaderSettlement, feed);
  const idempotencyPrune = createIdempotencyPruneJob({
    db: leaderDb,
    retentionDays: config.idempotencyRetentionDays ?? defaultIdempotencyRetentionDays,
    now,
    log: app.log.child({ module: 'idempotency' }),
  });
  leader.addJobs(
    idempotencyPrune,
    createLoginHistoryPruneJob({ db: leaderDb, now, log: app.log.child({ module: 'auth' }) }),
  );
  const newMinigameBets = (betsDb: Db) =>
    createMinigameBetsService({ db: betsDb, notifyUserContextChanged, realtime: live, now });
  const minigameBets = newMinigameBets(db);
  const minigameEngine = createRoundEngine({
    db: leaderDb,
    now,
    realtime: live,
    log: app.log.child({ module: 'minigames' }),
    settleBets: onLeaderDb(minigameBets, newMinigameBets).settle,
    virtualSpeed: config.virtualSpeed,
  });
  if (deps.isMinigameEngineOn ?? true) leader.addJobs(minigameEngine);
  const notifyMessagesReceived = createMessagesNotifier({
    db,
    realtime: live,
    userContextChanged: auth.userContextChanged,
    onError: (error) => app.log.error({ err: error }, 'Message notification failed'),
  });
  const messageSends = createSendRunner({
    db: leaderDb,
    notifyMessagesReceived,
    onError: (error) =>
      app.log.error({ err: error }, 'Message send failed; resumed at the next send or start'),
  });
  const sends = leaderMessageSends(app, messageSends, {
    isFenced,
    isLeader: () => leadership.isLeader(),
    pollMs: deps.messageSendPollMs,
  });
  leader.addJobs(sends.job);
  const staffMessages = createStaffMessagesService({ db, runner: sends.runner });
  const staffInquiries = createStaffInquiriesService({
    db,
    notifyMessagesReceived,
    onWaitingChanged: notifyStaffCountsChanged,
  });
  const casino = wireCasino(app, deps, notifyUserContextChanged);
  app.decorate('services', {
    realtime: live,
    auth,
    notifyUserContextChanged,
    payments,
    wallet,
    feed,
    sportsReads,
    notifySiteChanged,
    idempotencyPrune,
    betLimits,
    settlement,
    messageSends,
    minigameEngine,
    minigameBets,
    casinoWallet: casino.wallet,
    referral,
    leadership,
  });

  const join = createJoinService({
    db,
    limiter,
    events,
    smsGateway: deps.smsGateway === undefined ? createConfiguredSmsGateway(config, app.log) : deps.smsGateway,
    readJoinSettings: site.getSettings,
    now,
    onSmsFailure: (error) => app.log.error({ err: error }, 'SMS gateway failed'),
    referral: { findReferrer: referral.findReferrer, recordJoin: referral.recordJoin },
    setDepositLimit: protection.setJoinDepositLimit,
  });

  const agencySettlement = createAgencySettlementService({ db, now });
  const parts = {
    config,
    db,
    now,
    limiter,
    cookie,
    realtime: live,
    auth,
    join,
    site,
    boards,
    boardImages,
    sports,
    sportsSettings,
    payments,
    wallet,
    promotions,
    betting,
    betLimits,
    settlement: staffSettlement,
    staffMessages,
    staffInquiries,
    staffEvents,
    notifyUserContextChanged,
    notifySiteChanged,
    notifyStaffCountsChanged,
    minigameBets,
    referral,
    fetchCasinoProviderTransactions: casino.fetchCasinoProviderTransactions,
    fetchCasinoProviderGames: casino.fetchCasinoProviderGames,
    agencySettlement,
  };
  const agencySettlementJob = createAgencySettlementJob({
    settlement: onLeaderDb(agencySettlement, (fenced) => createAgencySettlementService({ db: fenced, now })),
    now,
    log: app.log.child({ module: 'agency-settlement' }),
  });
  if (deps.isAgencySettlementJobOn ?? true) leader.addJobs(agencySettlementJob);
  leader.runJobs();
  await registerMemberApi(app, parts);
  await registerStaffApi(app, parts);
  await casino.registerRoutes();
  registerBoardImageRoutes(app, { images: boardImages });
  await registerAdminApp(app, config.adminDistDir);
  await registerWebApp(app, config.webDistDir);
  return app;
}
