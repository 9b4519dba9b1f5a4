import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { SkyhubDatabase } from '../src/server/db/tables.ts';
import { registerSkyhubProvider, type SkyhubProvider } from '../src/server/index.ts';
import type { SessionReply } from '../src/shared/api.ts';
import { type FakeWallet, startFakeWallet } from './fake-wallet.ts';
import { pgliteDialect } from './pglite-dialect.ts';

// One provider on its own database (in-memory PGlite, or a private schema of DATABASE_URL), mounted
// in a bare Fastify app, talking to a fake operator wallet over real HTTP. The clock is the test's.

/** A running provider under test. */
export type Harness = {
  app: FastifyInstance;
  provider: SkyhubProvider;
  wallet: FakeWallet;
  db: Kysely<SkyhubDatabase>;
  clock: { now: Date; advance(ms: number): void };
  /** A player with this token and balance at the wallet. */
  addPlayer(user: string, token: string, balance: number): void;
  /** A new player (unique in this harness) with this balance. */
  newPlayer(balance: number): { user: string; token: string };
  /** Forgets the calls and failures of the last test and moves the clock a day on (spin spacing). */
  reset(): void;
  /** Opens a session; returns its id and the browser cookie. */
  openSession(
    token: string,
    game: string,
    cookie?: string,
  ): Promise<{ sessionId: string; cookie: string; body: SessionReply }>;
  post(url: string, body: unknown, cookie?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

const openDb = async (): Promise<{ db: Kysely<SkyhubDatabase>; close(): Promise<void> }> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const pglite = new PGlite({ parsers: { 20: (value: string) => BigInt(value) } });
    await pglite.waitReady;
    const db = new Kysely<SkyhubDatabase>({ dialect: pgliteDialect(pglite) });
    return {
      db,
      close: async () => {
        await db.destroy();
        await pglite.close();
      },
    };
  }
  const schema = `skyhub_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
  const db = new Kysely<SkyhubDatabase>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    close: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
};

/** Starts the wallet, the database and the provider. */
export async function startHarness(): Promise<Harness> {
  const wallet = await startFakeWallet();
  const database = await openDb();
  const clientDir = mkdtempSync(path.join(tmpdir(), 'skyhub-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>스카이허브</title>');
  writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
  const clock = {
    now: new Date('2026-11-24T03:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = Fastify();
  // The operator's site forbids framing everywhere; the provider must override it on its routes.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'");
    reply.header('X-Frame-Options', 'DENY');
    return payload;
  });
  const provider = await registerSkyhubProvider(app, {
    db: database.db,
    walletUrl: () => wallet.url,
    clientDir,
    reportKey: 'operator-secret',
    now: () => clock.now,
    retryIntervalMs: null,
    walletTimeoutMs: 300,
  });
  await app.ready();
  wallet.publicKeyPem = provider.publicKeyPem();
  const post = (url: string, body: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  let players = 0;
  return {
    app,
    provider,
    wallet,
    db: database.db,
    clock,
    addPlayer(user, token, balance) {
      wallet.tokens.set(token, user);
      wallet.balances.set(user, balance);
    },
    newPlayer(balance) {
      players += 1;
      const user = String(1000 + players);
      const token = `token-${user}`;
      wallet.tokens.set(token, user);
      wallet.balances.set(user, balance);
      return { user, token };
    },
    reset() {
      wallet.calls.length = 0;
      wallet.failures.length = 0;
    },
    async openSession(token, game, cookie) {
      const response = await post('/skyhub/api/session', { token, game }, cookie);
      const body = response.json();
      if (response.statusCode !== 200) throw new Error(`session failed: ${response.body}`);
      const setCookie = String(response.headers['set-cookie'] ?? '');
      return { sessionId: body.sessionId, cookie: cookie ?? setCookie.split(';')[0]!, body };
    },
    post,
    async close() {
      await app.close();
      await wallet.close();
      await database.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
