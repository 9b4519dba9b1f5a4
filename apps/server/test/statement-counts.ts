import type { LogEvent } from 'kysely';
import type { createTestApp, TestApp } from './app.ts';
import { useLedgerCheckedApp } from './ledger.ts';

/** One statement as it was sent: its SQL and its parameters. */
export type SentStatement = { sql: string; parameters: readonly unknown[] };

/** The statements one call sent, in order (BEGIN and COMMIT included: each is a round trip). */
export type SentStatements = { count: number; statements: SentStatement[] };

// How long no statement must be sent for the database to count as quiet, and the longest wait.
const quietMs = 100;
const maxWaitMs = 5_000;

/**
 * A ledger-checked test app whose database records every statement it sends (Kysely's log hook),
 * and `countStatements`, which runs a call and returns what it sent meanwhile: from a quiet database
 * until it is quiet again, so work a call leaves running (a userContext push after the reply) counts
 * for that call and never for the next.
 */
export function useStatementCountingApp(options: Parameters<typeof createTestApp>[0] = {}): TestApp & {
  countStatements(call: () => Promise<unknown>): Promise<SentStatements>;
} {
  let sent: SentStatement[] | null = null;
  let lastSentAt = 0;
  const log = (event: LogEvent) => {
    lastSentAt = performance.now();
    sent?.push({ sql: event.query.sql, parameters: event.query.parameters });
  };
  const untilQuiet = async () => {
    const startedAt = performance.now();
    while (performance.now() - lastSentAt < quietMs && performance.now() - startedAt < maxWaitMs) {
      await new Promise((resolve) => setTimeout(resolve, quietMs / 4));
    }
  };
  const t = useLedgerCheckedApp({ ...options, log });
  return Object.assign(t, {
    async countStatements(call: () => Promise<unknown>): Promise<SentStatements> {
      await untilQuiet();
      const statements: SentStatement[] = [];
      sent = statements;
      try {
        await call();
        await untilQuiet();
      } finally {
        sent = null;
      }
      return { count: statements.length, statements };
    },
  });
}

// The built-in casino provider (apps/skyhub) shares the test app's database, and its retry loop reads
// its own tables every few seconds whatever a call does: its statements are not the call's.
const isBuiltInProviders = (statement: SentStatement) => /\bskyhub_/.test(statement.sql);

/** The statements the call itself sent: those of the built-in provider's background loop left out. */
export const ownStatementsOf = (sent: SentStatements): SentStatement[] =>
  sent.statements.filter((statement) => !isBuiltInProviders(statement));
