import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { maxRoundSpeed } from '@hanpan/core/minigames/schedule';
import { z } from 'zod';
import { type ProxyTrust, parseProxyTrust } from './lib/http/client-ip.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  REDIS_URL: z.string().optional(),
  COOKIE_SECURE: flag,
  TRUST_PROXY: z.string().optional(),
  SEED_DEMO: flag,
  ALLOWED_ORIGINS: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  SKYHUB_CLIENT_DIR: z.string().optional(),
  ADMIN_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REALTIME_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,100}$/)
    .default('hanpan:realtime'),
  REALTIME_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(1_000_000).optional(),
  INTERNAL_HOOK_TOKEN: z.string().min(16).optional(),
  NODE_ENV: z.string().optional(),
  FEED_SOURCE: z.enum(['simulator', 'lsports', 'off']).optional(),
  LSPORTS_AMQP_URL: z.string().min(1).optional(),
  LSPORTS_QUEUE: z.string().min(1).default('trade360'),
  FEED_SEED: z.string().min(1).default('hanpan'),
  FEED_SPEED: z.coerce.number().positive().max(100_000).default(1),
  FEED_TICK_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  VIRTUAL_SPEED: z.coerce.number().int().min(1).max(maxRoundSpeed).default(1),
  FEED_FIXTURE_COUNT: z.coerce.number().int().min(1).max(10_000).optional(),
  SPORTS_READ_MAX_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  MEMBER_READ_MAX_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  ACCESS_LOG: flag,
  IDEMPOTENCY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,50}$/)
    .optional(),
  LEADER_HEARTBEAT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  LEADER_LEASE_MS: z.coerce.number().int().min(200).max(300_000).default(5000),
});

/** Where the sports catalogue's odds come from: the built-in simulator, LSports TRADE360 over RabbitMQ, or nowhere. */
export type FeedSource = 'simulator' | 'lsports' | 'off';

/** Everything the server reads from the environment, parsed once at start-up. */
export type AppConfig = {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** Adds Secure to the session cookie (behind TLS). */
  isCookieSecure: boolean;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-* headers count (a hop count or addresses / CIDRs);
   * the client IP is the rightmost X-Forwarded-For address not added by one of them.
   */
  proxyTrust: ProxyTrust;
  /** Seed demo content on PostgreSQL too (it is always seeded on an empty embedded database). */
  isDemoSeedForced: boolean;
  /** Extra origins allowed to POST besides the request's own host, e.g. https://m.example.com. */
  allowedOrigins: string[];
  /** The built member web app (apps/web/dist). */
  webDistDir: string;
  /** The built back office (apps/admin/dist), served at /admin. */
  adminDistDir: string;
  /** The built-in casino provider's built game pages (apps/skyhub/dist/client), served at /skyhub/play. */
  skyhubClientDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Redis pub/sub channel of the real-time fan-out (one per deployment sharing a Redis). */
  realtimeChannel: string;
  /** REALTIME_MAX_CONNECTIONS_PER_IP: SockJS sessions one client IP may hold (0: no cap; default 50). */
  realtimeMaxConnectionsPerIp: number | undefined;
  /**
   * Enables the loopback-only internal routes (POST /api/internal/...) for benches and
   * multi-process tests; refused when NODE_ENV=production.
   */
  internalHookToken: string | undefined;
  /** FEED_SOURCE; `lsports` by default when LSPORTS_AMQP_URL is set, else `simulator`. */
  feedSource: FeedSource;
  /** LSPORTS_AMQP_URL: the RabbitMQ carrying TRADE360 JSON. */
  lsportsAmqpUrl: string | undefined;
  lsportsQueue: string;
  /** The simulator's seed: the same seed gives the same fixtures and odds. */
  feedSeed: string;
  /** Simulated seconds per real second. */
  feedSpeed: number;
  /** How often the simulator hands over a batch (real ms). */
  feedTickMs: number;
  /** VIRTUAL_SPEED: simulated seconds per real second of the virtual games (a whole number, 1 to 100). */
  virtualSpeed?: number;
  /** FEED_FIXTURE_COUNT: about how many fixtures the simulator schedules over three days (default 1,500). */
  feedFixtureCount: number | undefined;
  /** SPORTS_READ_MAX_AGE_MS: longest a shared sports list answer is reused without a feed change (0: never). */
  sportsReadMaxAgeMs: number;
  /** MEMBER_READ_MAX_AGE_MS: longest a shared session or userContext read is reused without news of a change (0: never). */
  memberReadMaxAgeMs: number;
  /** NODE_ENV=production: no demo unless SEED_DEMO=1, no log-only SMS, COOKIE_SECURE required. */
  isProduction: boolean;
  /** COOKIE_SECURE was given (0 or 1); production refuses to start without it. */
  isCookieSecureSet: boolean;
  /** SMS_WEBHOOK_URL (+ SMS_WEBHOOK_TOKEN): the SMS provider the webhook gateway posts to. */
  smsWebhook: { url: string; token: string | undefined } | undefined;
  /** ACCESS_LOG=1: one info line per request (otherwise request lines are at debug). */
  isAccessLogOn: boolean;
  /** IDEMPOTENCY_RETENTION_DAYS: how long a reply stays replayable under its Idempotency-Key (default 7). */
  idempotencyRetentionDays: number;
  /** INSTANCE_ID: this process's name among the servers on one database (default `<hostname>-<pid>`). */
  instanceId: string;
  /** LEADER_HEARTBEAT_MS / LEADER_LEASE_MS: how often leadership is checked or sought, and how long a lease lasts. */
  leaderTimings: { heartbeatMs: number; leaseMs: number };
};

// The repository root, from this module's folder: apps/server/src, or apps/server/dist when
// compiled (scripts/build.mjs keeps its bundles flat in dist/ so the same path holds).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));

/**
 * Reads the configuration. Relative DATA_DIR resolves against the directory `npm` was started
 * from (INIT_CWD), so `npm start` at the repo root uses `<repo>/data` although the server
 * workspace runs in apps/server.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.parse(emptyToUndefined(env));
  if (parsed.FEED_SOURCE === 'lsports' && !parsed.LSPORTS_AMQP_URL) {
    throw new Error('FEED_SOURCE=lsports needs LSPORTS_AMQP_URL');
  }
  if (parsed.INTERNAL_HOOK_TOKEN && parsed.NODE_ENV === 'production') {
    throw new Error('INTERNAL_HOOK_TOKEN must not be set when NODE_ENV=production');
  }
  const startDir = env.INIT_CWD || process.cwd();
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: path.resolve(startDir, parsed.DATA_DIR ?? './data'),
    redisUrl: parsed.REDIS_URL,
    isCookieSecure: parsed.COOKIE_SECURE,
    proxyTrust: parseProxyTrust(parsed.TRUST_PROXY),
    isDemoSeedForced: parsed.SEED_DEMO,
    allowedOrigins: (parsed.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    webDistDir: path.resolve(startDir, parsed.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    adminDistDir: path.resolve(startDir, parsed.ADMIN_DIST_DIR ?? path.join(repoRoot, 'apps/admin/dist')),
    skyhubClientDir: path.resolve(
      startDir,
      parsed.SKYHUB_CLIENT_DIR ?? path.join(repoRoot, 'apps/skyhub/dist/client'),
    ),
    logLevel: parsed.LOG_LEVEL,
    realtimeChannel: parsed.REALTIME_CHANNEL,
    realtimeMaxConnectionsPerIp: parsed.REALTIME_MAX_CONNECTIONS_PER_IP,
    internalHookToken: parsed.INTERNAL_HOOK_TOKEN,
    feedSource: parsed.FEED_SOURCE ?? (parsed.LSPORTS_AMQP_URL ? 'lsports' : 'simulator'),
    lsportsAmqpUrl: parsed.LSPORTS_AMQP_URL,
    lsportsQueue: parsed.LSPORTS_QUEUE,
    feedSeed: parsed.FEED_SEED,
    feedSpeed: parsed.FEED_SPEED,
    feedTickMs: parsed.FEED_TICK_MS,
    virtualSpeed: parsed.VIRTUAL_SPEED,
    feedFixtureCount: parsed.FEED_FIXTURE_COUNT,
    sportsReadMaxAgeMs: parsed.SPORTS_READ_MAX_AGE_MS,
    memberReadMaxAgeMs: parsed.MEMBER_READ_MAX_AGE_MS,
    isProduction: parsed.NODE_ENV === 'production',
    isCookieSecureSet: env.COOKIE_SECURE !== undefined && env.COOKIE_SECURE !== '',
    smsWebhook: parsed.SMS_WEBHOOK_URL
      ? { url: parsed.SMS_WEBHOOK_URL, token: parsed.SMS_WEBHOOK_TOKEN }
      : undefined,
    isAccessLogOn: parsed.ACCESS_LOG,
    idempotencyRetentionDays: parsed.IDEMPOTENCY_RETENTION_DAYS,
    instanceId:
      parsed.INSTANCE_ID ??
      `${hostname()
        .replace(/[^A-Za-z0-9:_.-]/g, '_')
        .slice(0, 40)}-${process.pid}`,
    leaderTimings: { heartbeatMs: parsed.LEADER_HEARTBEAT_MS, leaseMs: parsed.LEADER_LEASE_MS },
  };
}

/**
 * loadConfig for the entry points (server, scripts): an invalid environment prints each problem
 * and exits with `exitCode` instead of throwing a stack trace at the operator.
 */
export function loadConfigOrExit(exitCode = 1): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    const issues =
      error instanceof z.ZodError
        ? error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        : [error instanceof Error ? error.message : error];
    console.error('Invalid environment / 환경 변수 오류:', ...issues);
    process.exit(exitCode);
  }
}

/**
 * What a production server refuses to start with (empty outside production). Only the server
 * checks this: scripts such as staff:create run with the same environment.
 */
export function productionStartProblems(config: AppConfig): string[] {
  if (!config.isProduction) return [];
  const problems: string[] = [];
  if (!config.isCookieSecureSet) {
    problems.push(
      'COOKIE_SECURE must be set when NODE_ENV=production: 1 behind TLS (HTTPS), 0 to acknowledge plain HTTP / ' +
        'NODE_ENV=production 에서는 COOKIE_SECURE 를 지정해야 합니다 (TLS 뒤: 1, 평문 HTTP 확인: 0).',
    );
  }
  return problems;
}
