import type { Kysely } from 'kysely';
import type { SkyhubDatabase } from './db/tables.ts';
import type { Outbox } from './outbox.ts';
import type { WalletClient } from './wallet-client.ts';

/** A logger (Fastify's or pino-like). */
export type SkyhubLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** What the routes and services share. */
export type SkyhubContext = {
  db: Kysely<SkyhubDatabase>;
  wallet: WalletClient;
  outbox: Outbox;
  now: () => Date;
  log: SkyhubLog;
};
