import type { Db } from '../../lib/db/database.ts';
import { readReferralSettings, writeReferralSettings } from './repository.ts';
import { parseRewardSettings } from './service.ts';

/** The demo's reward rule: 3% of each referee deposit for 30 days, up to 100,000 points per referee. */
export const demoRewardSettings = { rateBp: 300, days: 30, capPerReferee: 100_000 };

/**
 * Demo seed: turns the referral menu (isHeader) on so /amount/recommend can be tried at once, and
 * gives the reward rule the demo's values unless staff set a rate already.
 */
export async function turnReferralOnForDemo(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rule = parseRewardSettings((await readReferralSettings(trx)).reward);
    await writeReferralSettings(trx, { isHeader: true, reward: rule.rateBp > 0 ? rule : demoRewardSettings });
  });
}
