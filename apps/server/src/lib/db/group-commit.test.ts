import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createGroupCommitter } from './group-commit.ts';
import type { Trx } from './transaction.ts';

// The group committer on the real database: units queued while a group runs share the next
// transaction, each in its own savepoint; a failing unit leaves nothing and fails alone.

const t = useTestApp();

const createProbe = async () => {
  const table = `probe_${Math.random().toString(36).slice(2, 10)}`;
  await sql`create table ${sql.table(table)} (id int primary key)`.execute(t.db);
  const insert = (trx: Trx, id: number) =>
    sql`insert into ${sql.table(table)} (id) values (${id})`.execute(trx);
  const ids = async () =>
    (await sql<{ id: number }>`select id from ${sql.table(table)} order by id`.execute(t.db)).rows.map(
      (row) => row.id,
    );
  return { insert, ids };
};

const transactionOf = async (trx: Trx) =>
  String((await sql<{ xid: string }>`select txid_current()::text as xid`.execute(trx)).rows[0]?.xid);

describe('group commit', () => {
  it('when units queue while a group runs, then they share one transaction and a failing one leaves nothing', async () => {
    const probe = await createProbe();
    const committer = createGroupCommitter(t.db);
    const unit = (id: number, isFailing = false) =>
      committer.run({ lane: 0, conflictKey: `k${id}`, payload: undefined }, async (trx) => {
        await probe.insert(trx, id);
        if (isFailing) throw new Error(`unit ${id} refused`);
        return transactionOf(trx);
      });
    const first = unit(1);
    const queued = [unit(2), unit(3, true), unit(4), unit(4)];
    const settled = (await Promise.allSettled([first, ...queued])).map((result) =>
      result.status === 'fulfilled' ? { xid: result.value } : { error: String(result.reason) },
    );
    const [one, two, three, four, fourAgain] = settled;
    // 1 ran alone; 2, 3 and the first 4 shared the next transaction; the second 4 (same key) the one after.
    expect(two?.xid).toBeDefined();
    expect(two?.xid).toBe(four?.xid);
    expect(one?.xid).toBeDefined();
    expect(one?.xid).not.toBe(two?.xid);
    expect(three?.error).toContain('unit 3 refused');
    // The same id again: a unique violation of its own, after the first 4 committed.
    expect(fourAgain?.error).toMatch(/duplicate key|unique/);
    expect(await probe.ids()).toEqual([1, 2, 4]);
  });

  it('when a group fails as a whole, then each unit runs again alone and nothing is written twice', async () => {
    const probe = await createProbe();
    const committer = createGroupCommitter(t.db);
    let runsOfTwo = 0;
    const blocker = committer.run({ lane: 0, conflictKey: 'a', payload: undefined }, async (trx) =>
      probe.insert(trx, 1),
    );
    const units = [
      committer.run({ lane: 0, conflictKey: 'b', payload: undefined }, async (trx) => {
        runsOfTwo += 1;
        await probe.insert(trx, 2);
      }),
      // Leaves the transaction unusable without a savepoint to return to: the whole group fails.
      committer.run({ lane: 0, conflictKey: 'c', payload: undefined }, async (trx) => {
        await sql`release savepoint unit_1`.execute(trx);
        await sql`select 1/0`.execute(trx);
      }),
    ];
    await blocker;
    const settled = await Promise.allSettled(units);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(runsOfTwo).toBe(2);
    expect(await probe.ids()).toEqual([1, 2]);
  });
});
