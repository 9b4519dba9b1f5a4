import type { MoneySettings } from '@hanpan/core/api/staff';
import { moneySettingsSchema } from '@hanpan/core/api/staff';
import type { Db } from '../../lib/db/database.ts';
import { defaultMoneySettings } from '../../lib/db/default-money-settings.ts';
import type { Trx } from '../../lib/db/transaction.ts';

/** The money settings' keys in site_setting (defaults written by migration 0002). */
export const moneySettingKeys = [
  'minCharge',
  'maxCharge',
  'minExchange',
  'maxExchange',
  'minPointConversion',
  'exchangeDualApprovalAmount',
  'agencySettlementDualApprovalAmount',
  'depositBank',
] as const satisfies readonly (keyof MoneySettings)[];

/** Reads the money settings staff set (minimums, maximums, dual approval, deposit bank). */
export async function readMoneySettings(db: Db | Trx): Promise<MoneySettings> {
  const rows = await db
    .selectFrom('site_setting')
    .select(['key', 'value'])
    .where('key', 'in', [...moneySettingKeys])
    .execute();
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const merged = moneySettingsSchema.safeParse({ ...defaultMoneySettings, ...stored });
  // A hand-edited, unreadable setting must not take the money pages down: use the defaults.
  return merged.success ? merged.data : moneySettingsSchema.parse(defaultMoneySettings);
}

/** Writes the money settings inside the caller's transaction (the caller audits the change). */
export async function writeMoneySettings(trx: Trx, settings: MoneySettings): Promise<void> {
  for (const key of moneySettingKeys) {
    const value = JSON.stringify(settings[key]);
    await trx
      .insertInto('site_setting')
      .values({ key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }
}
