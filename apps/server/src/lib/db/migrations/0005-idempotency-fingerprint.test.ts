import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories.ts';
import { AppError } from '../../http/app-error.ts';
import { findReplay } from '../../idempotency/repository.ts';
import { inCodeMigrationProvider, migrateToLatest } from '../migrations.ts';
import { type DatabaseHandle, openDatabase } from '../open-database.ts';

// The migration's data changes are the same SQL on both engines: an in-memory PGlite stands for both.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({});
});
afterAll(async () => {
  await handle.close();
});

const legacyReply = (memberId: number, key: string, operation: string, ageMinutes: number) =>
  sql`insert into idempotent_reply (member_id, key, operation, reply, created_at)
    values (${memberId}, ${key}, ${operation}, '{"code":0}'::jsonb, now() - make_interval(mins => ${ageMinutes}))`.execute(
    handle.db,
  );

describe('migration 0005 on replies stored before it', () => {
  it('when 0005 runs, then every old reply stays, under the new call names, one account per key', async () => {
    const migrator = new Migrator({ db: handle.db, provider: inCodeMigrationProvider });
    const { error } = await migrator.migrateTo('0004-sports-settings');
    expect(error).toBeUndefined();
    const first = await createMember(handle.db);
    const second = await createMember(handle.db);
    await legacyReply(first.id, 'shared-key-1', 'charge', 10);
    await legacyReply(second.id, 'shared-key-1', 'point_to_cash', 5);
    await legacyReply(first.id, 'solo-key-01', 'exchange', 1);

    await migrateToLatest(handle.db);

    const rows = await handle.db
      .selectFrom('idempotent_reply')
      .select(['key', 'member_id', 'staff_id', 'operation', 'request_hash'])
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      {
        key: `legacy:${second.id}:shared-key-1`,
        member_id: second.id,
        staff_id: null,
        operation: 'wallet.pointToCash',
        request_hash: null,
      },
      {
        key: 'shared-key-1',
        member_id: first.id,
        staff_id: null,
        operation: 'charge.request',
        request_hash: null,
      },
      {
        key: 'solo-key-01',
        member_id: first.id,
        staff_id: null,
        operation: 'exchange.request',
        request_hash: null,
      },
    ]);

    // An old reply has no body fingerprint: the same account and call still replay it.
    const claim = {
      actor: { memberId: first.id },
      key: 'solo-key-01',
      operation: 'exchange.request',
      requestHash: 'x',
    };
    expect(await findReplay(handle.db, claim)).toEqual({ code: 0 });
    await expect(findReplay(handle.db, { ...claim, operation: 'charge.request' })).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(
      findReplay(handle.db, { ...claim, key: 'shared-key-1', actor: { memberId: second.id } }),
    ).rejects.toThrow('idempotencyKeyReused');
  });
});
