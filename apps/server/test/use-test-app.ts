import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

/**
 * A test app for the enclosing file or describe block: built in beforeAll (options as
 * createTestApp's), closed in afterAll. The returned app is readable once the tests run.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let current: TestApp | null = null;
  const started = () => {
    if (!current) throw new Error('The test app is used before beforeAll started it');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(options);
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
    get dataDir() {
      return started().dataDir;
    },
    restart: () => started().restart(),
    close: () => started().close(),
  };
}
