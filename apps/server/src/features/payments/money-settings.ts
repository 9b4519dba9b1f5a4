import { isPlaceholderDepositBank } from '@hanpan/core/api/payments';
import type { MoneySettings } from '@hanpan/core/api/staff';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { readMoneySettings, writeMoneySettings } from './money-settings-repository.ts';

// What other features and the start-up read of the money settings staff set, and the demo's deposit account.

/** The smallest number of points a member may convert to cash (read in the caller's transaction when given). */
export async function readMinPointConversion(db: Db | Trx): Promise<number> {
  return (await readMoneySettings(db)).minPointConversion;
}

/** The line above which releasing a partner's held settlements needs two staff members (issue 26). */
export async function readAgencySettlementDualApprovalAmount(db: Db | Trx): Promise<number> {
  return (await readMoneySettings(db)).agencySettlementDualApprovalAmount;
}

/** Whether the deposit account is still the placeholder (deposits are refused until staff set it). */
export async function isDepositBankUnset(db: Db): Promise<boolean> {
  return isPlaceholderDepositBank((await readMoneySettings(db)).depositBank);
}

/** Sets the deposit account, only over the placeholder: an account staff set is never replaced. */
export async function setDepositBankIfUnset(
  db: Db,
  depositBank: MoneySettings['depositBank'],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const settings = await readMoneySettings(trx);
    if (!isPlaceholderDepositBank(settings.depositBank)) return;
    await writeMoneySettings(trx, { ...settings, depositBank: { ...depositBank } });
  });
}
