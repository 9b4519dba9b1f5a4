import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { defaultMoneySettings } from '../../lib/db/default-money-settings.ts';
import { readMoneySettings } from './money-settings-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('readMoneySettings', () => {
  it('when a setting row is missing or unreadable, then the defaults stand in and nothing fails', async () => {
    await t.db.deleteFrom('site_setting').where('key', '=', 'minCharge').execute();
    expect((await readMoneySettings(t.db)).minCharge).toBe(defaultMoneySettings.minCharge);
    await t.db.updateTable('site_setting').set({ value: '"lots"' }).where('key', '=', 'maxCharge').execute();
    expect(await readMoneySettings(t.db)).toEqual(defaultMoneySettings);
  });
});
