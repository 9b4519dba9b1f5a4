import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import type { AuthService, NotifyUserContextChanged } from './features/auth/index.ts';
import type { BetLimitsStore, SettlementService } from './features/betting/index.ts';
import type {
  CasinoWalletService,
  FetchProviderGames,
  FetchProviderTransactions,
} from './features/casino/index.ts';
import type { SendRunner } from './features/messages/index.ts';
import type { MinigameBetsService, RoundEngine } from './features/minigames/index.ts';
import type { PaymentsService } from './features/payments/index.ts';
import type { ReferralService } from './features/referral/index.ts';
import type { NotifySiteChanged } from './features/site/index.ts';
import type { FeedService } from './features/sports/index.ts';
import type { StaffEventsTimings } from './features/staff/index.ts';
import type { WalletService } from './features/wallet/index.ts';
import type { ReadCache } from './lib/cache/read-cache.ts';
import type { Leadership, LeadershipOptions } from './lib/cluster/leadership.ts';
import type { Db } from './lib/db/database.ts';
import type { RateLimiterOptions } from './lib/http/rate-limit.ts';
import type { IdempotencyPruneJob } from './lib/idempotency/prune-job.ts';
import type { Realtime } from './lib/realtime/realtime.ts';
import type { RealtimeLimits } from './lib/realtime/realtime-limits.ts';
import type { SmsGateway } from './lib/sms/sms-gateway.ts';

// What buildApp is built from and what it offers through app.services (kept apart from the wiring).

/** The settings buildApp reads. */
export type AppSettings = Pick<
  AppConfig,
  | 'isCookieSecure'
  | 'proxyTrust'
  | 'allowedOrigins'
  | 'webDistDir'
  | 'adminDistDir'
  | 'skyhubClientDir'
  | 'redisUrl'
  | 'realtimeChannel'
  | 'internalHookToken'
  | 'feedSource'
  | 'lsportsAmqpUrl'
  | 'lsportsQueue'
  | 'feedSeed'
  | 'feedSpeed'
  | 'feedTickMs'
  | 'feedFixtureCount'
> &
  Partial<
    Pick<
      AppConfig,
      | 'isProduction'
      | 'smsWebhook'
      | 'isAccessLogOn'
      | 'idempotencyRetentionDays'
      | 'dataDir'
      | 'virtualSpeed'
      | 'realtimeMaxConnectionsPerIp'
    >
  >;

/** What features (and tests) reach through `app.services`. */
export type AppServices = {
  realtime: Realtime;
  auth: AuthService;
  /** Sends a member's fresh userContext to `/user/queue/context`; call after the change committed. */
  notifyUserContextChanged: NotifyUserContextChanged;
  payments: PaymentsService;
  wallet: WalletService;
  /** The odds feed (simulator or LSports) and its status. */
  feed: FeedService;
  /** Shared answers of the public sports reads; sports messages drop the answers they make stale. */
  sportsReads: ReadCache;
  /**
   * "Site data changed": call after committing a change /api/index2 shows (settings, boards, popups,
   * deposits); every process drops its cached public initial data.
   */
  notifySiteChanged: NotifySiteChanged;
  /** Deletes stored idempotent replies past the retention (started on ready, stopped before close). */
  idempotencyPrune: IdempotencyPruneJob;
  /** The cached bet limits; tell it after writing limits by other means than the staff editor. */
  betLimits: BetLimitsStore;
  /** Settles bets from the outcomes' results (the feed tells it; catch-up on start). */
  settlement: SettlementService;
  /** Delivers staff sends to many members in background batches (resumed on start). */
  messageSends: SendRunner;
  /** Creates and draws the mini-game rounds (started on ready unless turned off, stopped before close). */
  minigameEngine: RoundEngine;
  /** Mini-game bets: placing them and settling a drawn or voided round's bets. */
  minigameBets: MinigameBetsService;
  /** The seamless wallet the casino providers call (signed, server to server). */
  casinoWallet: CasinoWalletService;
  /** Referral codes, referees and the rewards of their deposits (paid after each approval and at start). */
  referral: ReferralService;
  /** Whether this process leads (runs the scheduled jobs), for /api/ready and the tests. */
  leadership: Pick<Leadership, 'isLeader' | 'epoch' | 'status'>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for tests and the internal hooks. */
    services: AppServices;
  }
}

/** What the app is built from; tests pass their own database, SMS gateway and store. */
export type AppDeps = {
  db: Db;
  config: AppSettings;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the configured one (webhook, log outside production); null: SMS verification unavailable. */
  smsGateway?: SmsGateway | null;
  /** Where attempt counters live; defaults to Redis when config.redisUrl is set, else memory. */
  rateLimits?: Omit<RateLimiterOptions, 'logger'>;
  now?: () => Date;
  /** Overrides of the real-time limits (tests shorten timeouts). */
  realtimeLimits?: Partial<RealtimeLimits>;
  /** Longest a shared sports answer is reused without a sports message (tests lengthen it). */
  sportsReadMaxAgeMs?: number;
  /** Longest a shared session or userContext read is reused without news of a change. */
  memberReadMaxAgeMs?: number;
  /** Longest the public initial data is reused without a site-changed message. */
  siteDataMaxAgeMs?: number;
  /** Overrides of the staff event streams' timings (tests shorten the session check). */
  staffEventsTimings?: Partial<StaffEventsTimings>;
  /** Runs the mini-game round engine on a timer (default on); tests tick it themselves. */
  isMinigameEngineOn?: boolean;
  /** Run the daily partner settlement on its timer (after 00:00 KST, the day before); on by default. */
  isAgencySettlementJobOn?: boolean;
  /** How often pending referral rewards are paid again (a minute); the first pass runs at start-up. */
  referralRetryIntervalMs?: number;
  /** Reads a casino provider's transaction list of a KST day (default: its signed HTTP report); tests fake it. */
  fetchCasinoProviderTransactions?: FetchProviderTransactions;
  /** The providers' game list calls (tests may fake them). */
  fetchCasinoProviderGames?: FetchProviderGames;
  /** Elect the process that runs the scheduled jobs (main.ts, on PostgreSQL); default: this one, unfenced. */
  election?: Omit<LeadershipOptions, 'log'>;
  /** How often the leader looks for staff sends another process accepted (default 2 s). */
  messageSendPollMs?: number;
};
