import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { DataDirLockedError } from './lib/db/data-dir-lock.ts';
import { migrateToLatest } from './lib/db/migrations.ts';
import { type DatabaseHandle, openDatabase } from './lib/db/open-database.ts';
import { seedDemo } from './seed/demo.ts';

const shutdownTimeoutMs = 15_000;

const config = loadConfigOrExit();

let database: DatabaseHandle;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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
  logger: { level: config.logLevel },
  sportsReadMaxAgeMs: config.sportsReadMaxAgeMs,
});

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
  const isEmbedded = database.engine === 'pglite';
  if (isEmbedded || config.isDemoSeedForced) {
    const { isSeeded } = await seedDemo(database.db, { onlyIfEmpty: isEmbedded && !config.isDemoSeedForced });
    if (isSeeded)
      app.log.info(
        'Demo content seeded (demo01 / demo1234, partner01 / partner1234, join code hpdemo; back office /admin: admin / hanpan-admin1)',
      );
  }
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
