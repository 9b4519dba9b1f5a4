import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { registerApiRoutes } from './api-routes.ts';
import type { SkyhubContext, SkyhubLog } from './context.ts';
import { loadOrCreateKeyPair } from './db/key-repository.ts';
import { currentSchema, migrateSkyhub } from './db/migrations.ts';
import type { SkyhubDatabase } from './db/tables.ts';
import { registerSkyhubErrorHandler } from './errors.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { registerFrameHeaders, registerPageRoutes } from './page-routes.ts';
import { registerReportRoutes } from './report-routes.ts';
import { createWalletClient } from './wallet-client.ts';

/** What the operator's server gives the provider. */
export type SkyhubOptions = {
  /** The operator's database handle; the provider keeps its own skyhub_* tables in it. */
  // biome-ignore lint/suspicious/noExplicitAny: the operator's schema type is not the provider's business.
  db: Kysely<any>;
  /** The wallet's base URL, read at each call (the listening port is known only after listen). */
  walletUrl: () => string;
  /** The built game page (apps/skyhub/dist/client). */
  clientDir: string;
  /** Shared secret the operator sends (x-operator-key) to read the daily transaction report. */
  reportKey?: string | undefined;
  log?: SkyhubLog;
  now?: () => Date;
  /** How often owed wins and rollbacks are retried; null: never by itself (tests call drainOutbox). */
  retryIntervalMs?: number | null;
  /** A wallet call without an answer after this long counts as failed. */
  walletTimeoutMs?: number;
  /** URL prefix (default /skyhub). */
  prefix?: string;
};

/** The mounted provider. */
export type SkyhubProvider = {
  /** The provider's public key (PEM), for the operator's provider record. */
  publicKeyPem(): string;
  /** Sends every due win and rollback once (the retry loop's tick). */
  drainOutbox(): Promise<number>;
  outbox: Outbox;
};

const defaultRetryIntervalMs = 5000;
const defaultWalletTimeoutMs = 5000;

const silentLog: SkyhubLog = { info() {}, warn() {}, error() {} };

/**
 * Mounts the built-in casino provider under /skyhub: migrates its tables, loads (or creates) its
 * key pair, and registers its page, its API and its report. It reaches the operator only through
 * the signed wallet HTTP API at walletUrl(). The retry loop runs from onReady to preClose.
 */
export async function registerSkyhubProvider(
  app: FastifyInstance,
  options: SkyhubOptions,
): Promise<SkyhubProvider> {
  const db = options.db as Kysely<SkyhubDatabase>;
  const log = options.log ?? silentLog;
  const now = options.now ?? (() => new Date());
  const unknownDb = db as unknown as Kysely<unknown>;
  // Naming the current schema keeps a test schema (or a second app in another schema of the same
  // database) from seeing someone else's skyhub_migration.
  await migrateSkyhub(unknownDb, await currentSchema(unknownDb));
  const keys = await loadOrCreateKeyPair(db);
  const wallet = createWalletClient({
    privateKeyPem: keys.privateKeyPem,
    walletUrl: options.walletUrl,
    timeoutMs: options.walletTimeoutMs ?? defaultWalletTimeoutMs,
  });
  const outbox = createOutbox({ db, wallet, now, log });
  const ctx: SkyhubContext = { db, wallet, outbox, now, log };
  const interval = options.retryIntervalMs === undefined ? defaultRetryIntervalMs : options.retryIntervalMs;
  if (interval !== null) app.addHook('onReady', async () => outbox.start(interval));
  // Before the database goes away (the operator closes it in its own onClose).
  app.addHook('preClose', async () => outbox.stop());
  app.addHook('onClose', async () => outbox.stop());

  await app.register(
    async (scope) => {
      registerSkyhubErrorHandler(scope);
      registerFrameHeaders(scope);
      registerPageRoutes(scope, options.clientDir, ctx);
      registerApiRoutes(scope, ctx);
      registerReportRoutes(scope, ctx, { reportKey: options.reportKey, privateKeyPem: keys.privateKeyPem });
    },
    { prefix: options.prefix ?? '/skyhub' },
  );
  return { publicKeyPem: () => keys.publicKeyPem, drainOutbox: () => outbox.drain(), outbox };
}
