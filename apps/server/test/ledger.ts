import { afterEach, expect } from 'vitest';
import { checkLedger } from '../src/features/wallet/ledger-check-repository.ts';
import type { Db } from '../src/lib/db/database.ts';
import type { createTestApp, TestApp } from './app.ts';
import { useTestApp } from './use-test-app.ts';

/** Fails the test when any ledger invariant is broken; money tests call it after every test. */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const report = await checkLedger(db);
  expect(report.violations).toEqual([]);
}

/**
 * The usual money test file setup: a test app for the whole file (options as createTestApp's),
 * the ledger checked after every test, the app closed at the end.
 */
export function useLedgerCheckedApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const app = useTestApp(options);
  afterEach(async () => {
    await expectLedgerBalanced(app.db);
  });
  return app;
}
