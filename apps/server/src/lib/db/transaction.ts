import type { Transaction } from 'kysely';
import type { Database } from './database.ts';

/**
 * An open database transaction: the only handle the ledger and the locking (`*ForUpdate`, `lock*`)
 * reads accept, so calling them with the plain database handle does not compile. No brand is
 * needed: Kysely's Transaction declares `isTransaction: true` (Kysely: `boolean`) and its own
 * private field, so a Kysely is not assignable to it. ledger.test.ts holds the type test.
 */
export type Trx = Transaction<Database>;
