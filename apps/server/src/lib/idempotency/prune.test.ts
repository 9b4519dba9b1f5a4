import { randomUUID } from 'node:crypto';
import { replyCode } from '@hanpan/core/api/envelope';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMember, fundMember, signIn } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { readMemberBalances } from '../../features/wallet/ledger-repository.ts';
import { createIdempotencyPruneJob } from './prune-job.ts';

const t = useLedgerCheckedApp();

async function memberWith(cash: bigint) {
  const member = await createMember(t.db);
  await fundMember(t.db, member.id, cash);
  return { ...member, cookie: await signIn(t.app, member) };
}

const cashToPoint = (cookie: string, key: string) =>
  postJson(
    t.app,
    '/api/amount/cashToPoint',
    { amount: 1_000 },
    { cookie, headers: { 'idempotency-key': key } },
  );

/** Moves a stored reply `days` into the past, as if it had been kept that long. */
const ageReply = (key: string, days: number) =>
  t.db
    .updateTable('idempotent_reply')
    .set({ created_at: sql<Date>`now() - make_interval(days => ${days})` })
    .where('key', '=', key)
    .execute();

const storedKeys = async (keys: string[]) =>
  (await t.db.selectFrom('idempotent_reply').select('key').where('key', 'in', keys).execute()).map(
    (row) => row.key,
  );

describe('pruning stored idempotent replies', () => {
  it('when replies are older than the retention, then the prune deletes them and recent keys still replay', async () => {
    const member = await memberWith(10_000n);
    const [oldKey, recentKey] = [`old-${randomUUID()}`, `new-${randomUUID()}`];
    expect(envelope(await cashToPoint(member.cookie, oldKey)).code).toBe(0);
    const recent = envelope(await cashToPoint(member.cookie, recentKey));
    expect(recent.code).toBe(0);
    await ageReply(oldKey, 8);
    await ageReply(recentKey, 6);

    expect(await t.app.services.idempotencyPrune.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await storedKeys([oldKey, recentKey])).toEqual([recentKey]);

    expect(envelope(await cashToPoint(member.cookie, recentKey))).toEqual(recent);
    // The pruned key posted once already: the ledger's own key refuses it, so nothing moves twice.
    expect(envelope(await cashToPoint(member.cookie, oldKey)).code).toBe(replyCode.idempotencyKeyReused);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 8_000n, point: 2_000n });
  });

  it('when the clock passes the retention, then a prune with that clock deletes the reply, in batches', async () => {
    const member = await memberWith(10_000n);
    const keys = [`a-${randomUUID()}`, `b-${randomUUID()}`, `c-${randomUUID()}`];
    for (const key of keys) expect(envelope(await cashToPoint(member.cookie, key)).code).toBe(0);
    const job = (daysAhead: number) =>
      createIdempotencyPruneJob({
        db: t.db,
        retentionDays: 7,
        now: () => new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000),
        log: t.app.log,
        batchSize: 2,
      });

    await job(6).runOnce();
    expect(await storedKeys(keys)).toHaveLength(3);
    expect(await job(8).runOnce()).toBeGreaterThanOrEqual(3);
    expect(await storedKeys(keys)).toEqual([]);
  });

  // PGlite runs one transaction at a time (the prune would wait for the commit): PostgreSQL only.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'when an old reply is locked by a request in flight, then the prune skips it and a later prune deletes it',
    async () => {
      const member = await memberWith(10_000n);
      const key = `held-${randomUUID()}`;
      expect(envelope(await cashToPoint(member.cookie, key)).code).toBe(0);
      await ageReply(key, 30);

      await t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('idempotent_reply').select('key').where('key', '=', key).forUpdate().execute();
        expect(await t.app.services.idempotencyPrune.runOnce()).toBe(0);
        expect(await storedKeys([key])).toEqual([key]);
      });
      expect(await t.app.services.idempotencyPrune.runOnce()).toBe(1);
      expect(await storedKeys([key])).toEqual([]);
    },
  );
});
