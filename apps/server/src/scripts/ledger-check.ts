/**
 * `npm run ledger:check`: verifies the ledger's invariants on the configured database (DATABASE_URL,
 * else the PGlite folder DATA_DIR) and prints what it checked. Exit 0 when clean, 1 on any
 * violation (or a failure to check), 2 when the embedded database is held by a running server.
 */
import { loadConfigOrExit } from '../config.ts';
import { auditLedger } from '../features/wallet/index.ts';
import { DataDirLockedError } from '../lib/db/data-dir-lock.ts';
import { migrateToLatest } from '../lib/db/migrations.ts';
import { type DatabaseHandle, openDatabase } from '../lib/db/open-database.ts';

const exitCode = { clean: 0, violations: 1, locked: 2 } as const;

const config = loadConfigOrExit(exitCode.violations);

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
let database: DatabaseHandle;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: 2 });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    console.error(
      'ledger:check reads the embedded database only while no server holds it: stop the server first.',
    );
    process.exit(exitCode.locked);
  }
  throw error;
}

let code: number = exitCode.violations;
try {
  // The same schema the server would run on (a database from an older release gets the ledger tables).
  await migrateToLatest(database.db);
  const report = await auditLedger(database.db);
  console.log(`Ledger check on ${where}`);
  console.log(`  transactions: ${report.transactions}`);
  console.log(`  entries:      ${report.entries}`);
  console.log(`  accounts:     ${report.accounts}`);
  console.log('  rules: every transaction sums to zero with two or more entries; every balance equals');
  console.log('         the sum of its entries; no member balance is negative');
  if (report.violations.length === 0) {
    console.log('OK: no violations / 원장 정상');
    code = exitCode.clean;
  } else {
    console.log(`FAILED: ${report.violations.length} violation(s) / 원장 오류`);
    for (const violation of report.violations) console.log(`  - ${violation.rule}: ${violation.detail}`);
  }
} catch (error) {
  console.error('Ledger check failed to run:', error instanceof Error ? error.message : error);
} finally {
  await database.close();
}
process.exit(code);
