import { betLimitsSchema } from '@hanpan/core/api/bet-limits';
import { type BetLimits, defaultBetLimits } from '@hanpan/core/betting/limits';
import type { Db } from '../../../lib/db/database.ts';
import { betLimitsKey } from '../../../lib/db/migrated-names.ts';
import type { Trx } from '../../../lib/db/transaction.ts';

/** Reads the bet limit settings; none saved (or an unreadable value) gives core's defaults. */
export async function readBetLimits(db: Db | Trx): Promise<BetLimits> {
  const row = await db
    .selectFrom('site_setting')
    .select('value')
    .where('key', '=', betLimitsKey)
    .executeTakeFirst();
  if (!row) return defaultBetLimits;
  const parsed = betLimitsSchema.safeParse(row.value);
  // A hand-edited, unreadable setting must not stop betting with a 500: the defaults apply.
  return parsed.success ? parsed.data : defaultBetLimits;
}

/** Writes the bet limit settings inside the caller's transaction (the caller audits the change). */
export async function writeBetLimits(trx: Trx, limits: BetLimits): Promise<void> {
  const value = JSON.stringify(limits);
  await trx
    .insertInto('site_setting')
    .values({ key: betLimitsKey, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
