import { buildApp } from './app.ts';
import { loadConfigOrExit, productionStartProblems } from './config.ts';
import { applicationNameOf } from './lib/cluster/leader-lock-repository.ts';
import { DataDirLockedError } from './lib/db/data-dir-lock.ts';
import { migrateToLatest } from './lib/db/migrations.ts';
import { type DatabaseHandle, openDatabase } from './lib/db/open-database.ts';
import { createLoggerOptions } from './lib/log/logger-options.ts';
import { seedAndReport } from './start-up.ts';

const shutdownTimeoutMs = 15_000;

const config = loadConfigOrExit();
const problems = productionStartProblems(config);
if (problems.length > 0) {
  console.error('Refusing to start / 서버를 시작하지 않습니다:', ...problems);
  process.exit(1);
}

// The pool can fail before the app (and its logger) exists.
let reportPoolError = (error: unknown) => console.error('PostgreSQL pool error', error);
let database: DatabaseHandle;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    applicationName: applicationNameOf(config.instanceId),
    onPoolError: (error) => reportPoolError(error),
  });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp({
  db: database.db,
  config,
  logger: createLoggerOptions(config.logLevel),
  sportsReadMaxAgeMs: config.sportsReadMaxAgeMs,
  memberReadMaxAgeMs: config.memberReadMaxAgeMs,
  // PostgreSQL: one of the processes on the database leads (runs the scheduled jobs); PGlite: this one.
  ...(config.databaseUrl && database.openFenced
    ? {
        election: {
          databaseUrl: config.databaseUrl,
          openFenced: database.openFenced,
          instanceId: config.instanceId,
          ...config.leaderTimings,
        },
      }
    : {}),
});

reportPoolError = (error) =>
  app.log.error(
    { err: error },
    'PostgreSQL pool error: an idle connection failed (the next query reconnects)',
  );

let isShuttingDown = false;
const shutdown = (signal: string) => {
  if (isShuttingDown) return;
  isShuttingDown = true;
  void (async () => {
    app.log.info({ signal }, 'Shutting down');
    const timer = setTimeout(() => {
      app.log.error('Shutdown timed out');
      process.exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    let exitCode = 0;
    try {
      await app.close();
    } catch (error) {
      exitCode = 1;
      app.log.error({ err: error }, 'Closing the HTTP server failed');
    }
    try {
      // PGlite: CHECKPOINT, close, release the data folder lock.
      await database.close();
    } catch (error) {
      exitCode = 1;
      app.log.error({ err: error }, 'Closing the database failed');
    }
    process.exit(exitCode);
  })();
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

try {
  await migrateToLatest(database.db);
  await seedAndReport(database.db, database.engine, config, app.log, app.services.payments);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      engine: database.engine,
      dataDir: database.engine === 'pglite' ? config.dataDir : undefined,
      webDistDir: config.webDistDir,
      adminDistDir: config.adminDistDir,
    },
    'Hanpan server ready',
  );
} catch (error) {
  app.log.error({ err: error }, 'Start-up failed');
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(1);
}
