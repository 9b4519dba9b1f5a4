import { describe, expect, it } from 'vitest';
import { migrateRetryingCatalogRaces } from './migrations.ts';

/** A migrate function answering the given runs in turn, counting its calls. */
function scripted(runs: { error?: unknown; results?: { status: string; migrationName: string }[] }[]) {
  let calls = 0;
  const migrate = async () => runs[Math.min(calls++, runs.length - 1)] ?? {};
  return { migrate, calls: () => calls };
}

const listingError = (code: string) => Object.assign(new Error('listing failed'), { code });

describe('the provider migration beside other test schemas', () => {
  it.each([
    '3F000',
    '42P01',
    '42703',
  ])('when the table listing fails with %s (another schema dropped meanwhile), then it is run again', async (code) => {
    const run = scripted([{ error: listingError(code) }, { results: [] }]);
    await migrateRetryingCatalogRaces(run.migrate);
    expect(run.calls()).toBe(2);
  });

  it('when a migration itself fails, then it is thrown at once, not run again', async () => {
    const failed = { status: 'Error', migrationName: '0001-skyhub' };
    const run = scripted([{ error: listingError('42703'), results: [failed] }]);
    await expect(migrateRetryingCatalogRaces(run.migrate)).rejects.toThrow(
      'Skyhub migration 0001-skyhub failed',
    );
    expect(run.calls()).toBe(1);
  });

  it('when the listing keeps failing, then the fifth failure is thrown', async () => {
    const run = scripted([{ error: listingError('3F000') }]);
    await expect(migrateRetryingCatalogRaces(run.migrate)).rejects.toThrow('Skyhub migration');
    expect(run.calls()).toBe(5);
  });

  it('when another error comes, then it is thrown at once', async () => {
    const run = scripted([{ error: listingError('28P01') }, { results: [] }]);
    await expect(migrateRetryingCatalogRaces(run.migrate)).rejects.toThrow('Skyhub migration');
    expect(run.calls()).toBe(1);
  });
});
