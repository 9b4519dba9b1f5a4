import type { LogEvent } from 'kysely';
import type { createTestApp, TestApp } from './app.ts';
import { useLedgerCheckedApp } from './ledger.ts';

/** One statement as it was sent: its SQL and its parameters. */
export type SentStatement = { sql: string; parameters: readonly unknown[] };

/** The statements one call sent, in order (BEGIN and COMMIT included: each is a round trip). */
export type SentStatements = { count: number; statements: SentStatement[] };

/**
 * A ledger-checked test app whose database records every statement it sends (Kysely's log hook),
 * and `countStatements`, which runs a call and returns what it sent meanwhile.
 */
export function useStatementCountingApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp & {
  countStatements(call: () => Promise<unknown>): Promise<SentStatements>;
} {
  let sent: SentStatement[] | null = null;
  const log = (event: LogEvent) => {
    sent?.push({ sql: event.query.sql, parameters: event.query.parameters });
  };
  const t = useLedgerCheckedApp({ ...options, log });
  return Object.assign(t, {
    async countStatements(call: () => Promise<unknown>): Promise<SentStatements> {
      const statements: SentStatement[] = [];
      sent = statements;
      try {
        await call();
      } finally {
        sent = null;
      }
      return { count: statements.length, statements };
    },
  });
}
