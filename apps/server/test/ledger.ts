import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { checkLedger } from '../src/features/wallet/ledger-check-repository.ts';
import type { Db } from '../src/lib/db/database.ts';
import { createTestApp, type TestApp } from './app.ts';

/** Fails the test when any ledger invariant is broken; money tests call it after every test. */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const report = await checkLedger(db);
  expect(report.violations).toEqual([]);
}

/**
 * The usual money test file setup: a test app for the whole file (options as createTestApp's),
 * the ledger checked after every test, the app closed at the end. Returns the app, readable
 * once the file's tests run.
 */
export function useLedgerCheckedApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let current: TestApp | null = null;
  const started = () => {
    if (!current) throw new Error('The test app is used before beforeAll started it');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterEach(async () => {
    await expectLedgerBalanced(started().db);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get engine() {
      return started().engine;
    },
    get sms() {
      return started().sms;
    },
    restart: () => started().restart(),
    close: () => started().close(),
  };
}
