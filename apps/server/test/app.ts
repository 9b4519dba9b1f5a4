import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { FetchProviderTransactions } from '../src/features/casino/provider-report.ts';
import { readMoneySettings, writeMoneySettings } from '../src/features/payments/money-settings-repository.ts';
import type { FeedSettings } from '../src/features/sports/feed-service.ts';
import type { StaffEventsTimings } from '../src/features/staff/staff-events.ts';
import type { Db } from '../src/lib/db/database.ts';
import { migrateToLatest } from '../src/lib/db/migrations.ts';
import { type DatabaseEngine, type DatabaseOptions, openDatabase } from '../src/lib/db/open-database.ts';
import type { ProxyTrust } from '../src/lib/http/client-ip.ts';
import type { RateLimiterOptions } from '../src/lib/http/rate-limit.ts';
import type { RealtimeLimits } from '../src/lib/realtime/realtime-limits.ts';
import type { SmsGateway } from '../src/lib/sms/sms-gateway.ts';
import { migratedPGliteDump } from './migrated-pglite.ts';

/** An SMS gateway that keeps what it was asked to send. */
export type CapturingSmsGateway = SmsGateway & {
  sent: { phone: string; text: string }[];
  /** The last code sent to a phone. */
  lastCode(phone: string): string | null;
  /** Makes the next sends fail (a provider outage). */
  isFailing: boolean;
};

/** A gateway that records messages instead of delivering them. */
export function createCapturingSmsGateway(): CapturingSmsGateway {
  const gateway: CapturingSmsGateway = {
    sent: [],
    isFailing: false,
    async send(phone, text) {
      if (gateway.isFailing) throw new Error('SMS provider down');
      gateway.sent.push({ phone, text });
    },
    lastCode(phone) {
      const message = gateway.sent.filter((sms) => sms.phone === phone).at(-1);
      return message?.text.match(/\d{6}/)?.[0] ?? null;
    },
  };
  return gateway;
}

/** An app on its own database, the SMS it sent, and how to tear it down. */
export type TestApp = {
  app: FastifyInstance;
  db: Db;
  engine: DatabaseEngine;
  sms: CapturingSmsGateway;
  /** Closes the app and builds a new one on the same database, as a server process restart does. */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
  /** The app's DATA_DIR (uploaded files). */
  dataDir: string;
};

/** Where the tests' web build lives by default: nowhere (tests that need one make a temp dir). */
const noWebDist = path.join(import.meta.dirname, '.no-web-dist');
const noAdminDist = path.join(import.meta.dirname, '.no-admin-dist');
const noSkyhubDist = path.join(import.meta.dirname, '.no-skyhub-dist');

/**
 * Builds the real app on a fresh database: in-memory PGlite (loaded from the run's migrated dump),
 * or with DATABASE_URL a private schema of that PostgreSQL database (dropped on close), so test
 * files never see each other's settings or rows.
 */
export async function createTestApp(
  options: {
    webDistDir?: string;
    adminDistDir?: string;
    allowedOrigins?: string[];
    now?: () => Date;
    isCookieSecure?: boolean;
    realtimeLimits?: Partial<RealtimeLimits>;
    internalHookToken?: string;
    /** The odds feed; off unless a test turns it on (e.g. `{ feedSource: 'simulator', feedSpeed: 600 }`). */
    feed?: Partial<FeedSettings>;
    sportsReadMaxAgeMs?: number;
    /**
     * How long session and userContext reads are shared. 0 by default: tests write rows straight
     * into the database (messages, balances), which no change announcement follows; the tests of
     * the announcements (member-reads.test.ts) turn sharing on.
     */
    memberReadMaxAgeMs?: number;
    /** Keep the migration's placeholder deposit account (deposits refused); by default a test account is set. */
    isDepositBankPlaceholder?: boolean;
    /** ACCESS_LOG=1: one info line per request. */
    isAccessLogOn?: boolean;
    /** SMS_WEBHOOK_URL (+ token): the app sends through the real webhook gateway (`sms` stays empty). */
    smsWebhook?: { url: string; token: string | undefined };
    /** No SMS provider (production without SMS_WEBHOOK_URL): the app gets no gateway. */
    isSmsUnavailable?: boolean;
    /** The app's logger (pino options or false); tests that read the log pass a stream. */
    logger?: FastifyServerOptions['logger'];
    /** Real-time fan-out through this Redis (tests of several apps as several processes). */
    redis?: { url: string; channel: string };
    /** TRUST_PROXY as parsed (a hop count or addresses); none by default. */
    proxyTrust?: ProxyTrust;
    /** Attempt counters in Redis (`redisUrl`, with a per-test `keyPrefix`); memory by default. */
    rateLimits?: Omit<RateLimiterOptions, 'logger'>;
    /** Shorter staff event stream timings (e.g. the session check). */
    staffEventsTimings?: Partial<StaffEventsTimings>;
    /** Run the mini-game round engine on its timer; off by default (tests tick it themselves). */
    isMinigameEngineOn?: boolean;
    /** Run the daily partner settlement on its timer; off by default (tests run it themselves). */
    isAgencySettlementJobOn?: boolean;
    /** How often pending referral rewards are paid again; an hour by default, so only the start-up pass runs in a test. */
    referralRetryIntervalMs?: number;
    /** A casino provider's transaction list of a day (reconciliation); the real HTTP fetch by default. */
    fetchCasinoProviderTransactions?: FetchProviderTransactions;
    /** Kysely's log hook on the app's database (the round-trip tests count statements with it). */
    log?: DatabaseOptions['log'];
  } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  let schema: string | undefined;
  if (databaseUrl) {
    schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await runAdmin(databaseUrl, `create schema ${schema}`);
  }
  const initialDataDir = databaseUrl ? undefined : await migratedPGliteDump();
  const handle = await openDatabase({
    databaseUrl,
    schema,
    poolMax: 4,
    ...(initialDataDir ? { initialDataDir } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  if (databaseUrl) await changingSchemasInTurn(databaseUrl, () => migrateToLatest(handle.db, schema));
  else await migrateToLatest(handle.db);
  if (!options.isDepositBankPlaceholder) await setTestDepositBank(handle.db);
  const sms = createCapturingSmsGateway();
  // Uploaded files (board images); removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hanpan-test-data-'));
  const build = () =>
    buildApp({
      db: handle.db,
      config: {
        isCookieSecure: options.isCookieSecure ?? false,
        proxyTrust: options.proxyTrust ?? false,
        allowedOrigins: options.allowedOrigins ?? [],
        webDistDir: options.webDistDir ?? noWebDist,
        adminDistDir: options.adminDistDir ?? noAdminDist,
        skyhubClientDir: noSkyhubDist,
        redisUrl: options.redis?.url,
        realtimeChannel: options.redis?.channel ?? 'hanpan:test',
        internalHookToken: options.internalHookToken,
        feedSource: 'off',
        lsportsAmqpUrl: undefined,
        lsportsQueue: 'trade360',
        feedSeed: 'hanpan-test',
        feedSpeed: 1,
        feedTickMs: 1000,
        feedFixtureCount: undefined,
        isAccessLogOn: options.isAccessLogOn ?? false,
        smsWebhook: options.smsWebhook,
        dataDir,
        ...options.feed,
      },
      ...(options.smsWebhook ? {} : { smsGateway: options.isSmsUnavailable ? null : sms }),
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.realtimeLimits ? { realtimeLimits: options.realtimeLimits } : {}),
      ...(options.sportsReadMaxAgeMs !== undefined ? { sportsReadMaxAgeMs: options.sportsReadMaxAgeMs } : {}),
      memberReadMaxAgeMs: options.memberReadMaxAgeMs ?? 0,
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
      ...(options.staffEventsTimings ? { staffEventsTimings: options.staffEventsTimings } : {}),
      isMinigameEngineOn: options.isMinigameEngineOn ?? false,
      isAgencySettlementJobOn: options.isAgencySettlementJobOn ?? false,
      referralRetryIntervalMs: options.referralRetryIntervalMs ?? 3_600_000,
      ...(options.fetchCasinoProviderTransactions
        ? { fetchCasinoProviderTransactions: options.fetchCasinoProviderTransactions }
        : {}),
    });
  let app = await build();
  await app.ready();
  return {
    get app() {
      return app;
    },
    db: handle.db,
    engine: handle.engine,
    sms,
    async restart() {
      await app.close();
      app = await build();
      await app.ready();
      return app;
    },
    async close() {
      await app.close();
      await handle.close();
      if (databaseUrl && schema) {
        await changingSchemasInTurn(databaseUrl, () =>
          runAdmin(databaseUrl, `drop schema ${schema} cascade`),
        );
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    dataDir,
  };
}

/**
 * Every test file of a PostgreSQL run migrates and drops its own schema in one shared database, and
 * Kysely's migrator lists the tables and columns of every schema there: a listing that meets another
 * file's schema being dropped or migrated fails (3F000, 42703). Schema changes therefore take turns,
 * under one advisory lock held by a connection of their own.
 */
async function changingSchemasInTurn<T>(databaseUrl: string, change: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [testSchemaChangeLock]);
    return await change();
  } finally {
    await client.end();
  }
}

/** The advisory lock key test schema changes take turns on (any constant no other code uses). */
const testSchemaChangeLock = 7_140_024;

/** The deposit account a configured site has; deposits are refused while it is the placeholder. */
export const testDepositBank = { bankName: '국민은행', bankAccount: '123456-78-901234', bankHolder: '한판' };

const setTestDepositBank = (db: Db) =>
  db.transaction().execute(async (trx) => {
    await writeMoneySettings(trx, { ...(await readMoneySettings(trx)), depositBank: testDepositBank });
  });

const runAdmin = async (databaseUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
