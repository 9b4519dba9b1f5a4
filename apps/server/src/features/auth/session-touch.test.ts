import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, signIn } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { sessionPolicy } from './policy.ts';

let t: TestApp;
let clock = Date.parse('2026-11-20T00:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  // Counts every row the database rewrites in member_session (the test's own schema).
  await sql`create table session_write (token_hash text not null)`.execute(t.db);
  await sql`create function count_session_write() returns trigger language plpgsql as $$
    begin insert into session_write values (new.token_hash); return new; end $$`.execute(t.db);
  await sql`create trigger count_session_write after update on member_session
    for each row execute function count_session_write()`.execute(t.db);
  await sql`create trigger count_staff_session_write after update on staff_session
    for each row execute function count_session_write()`.execute(t.db);
});
afterAll(async () => {
  await t.close();
});

const writesOf = async (token: string) => {
  const { count } = await sql<{ count: string }>`select count(*)::text as count from session_write
    where token_hash = ${hashToken(token)}`
    .execute(t.db)
    .then((result) => result.rows[0]!);
  return Number(count);
};
const info = async (token: string) =>
  envelope(await postJson(t.app, '/api/user/info', {}, { cookie: token })).code;

describe('member session touches', () => {
  it('when 100 calls come within a minute, then the session row is written at most once', async () => {
    const token = await signIn(t.app, await createMember(t.db));
    for (let call = 0; call < 100; call += 1) {
      clock += 500;
      expect(await info(token)).toBe(0);
    }
    // 50 s after sign-in: nothing written yet.
    expect(await writesOf(token)).toBe(0);
    clock += 11_000;
    const codes = await Promise.all(Array.from({ length: 100 }, () => info(token)));
    expect(codes.every((code) => code === 0)).toBe(true);
    expect(await writesOf(token)).toBe(1);
    const row = await t.db
      .selectFrom('member_session')
      .select('last_seen_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at.getTime()).toBe(clock);
  });

  it('when a session stayed idle for its full timeout, then it is refused even though its last calls were not written', async () => {
    const token = await signIn(t.app, await createMember(t.db));
    clock += sessionPolicy.touchIntervalMs - 1000;
    expect(await info(token)).toBe(0);
    // Idle since sign-in as stored: at most a minute early, never late.
    clock += sessionPolicy.idleTtlMs;
    expect(await info(token)).toBe(99);
    expect(await info(token)).toBe(99);
  });

  it('when a session was written a minute ago, then it lives until the idle timeout after that write', async () => {
    const token = await signIn(t.app, await createMember(t.db));
    clock += sessionPolicy.touchIntervalMs;
    expect(await info(token)).toBe(0);
    clock += sessionPolicy.idleTtlMs - 1;
    expect(await info(token)).toBe(0);
  });

  it('when the member is suspended between untouched calls, then the very next call is refused', async () => {
    const member = await createMember(t.db);
    const token = await signIn(t.app, member);
    clock += 1000;
    expect(await info(token)).toBe(0);
    // Through the staff call, as suspensions happen: the session read the last call shared goes with it.
    const operatorToken = await signInStaff(
      t.app,
      await createStaff(t.db, { role: 'operator' }),
      new Date(clock),
    );
    const suspended = await postStaff(
      t.app,
      '/api/staff/members/suspend',
      { memberId: member.id, reason: '부정 이용' },
      operatorToken,
    );
    expect(envelope(suspended).code).toBe(0);
    expect(await info(token)).toBe(99);
  });
});

describe('staff session touches', () => {
  it('when 100 staff calls come at once a minute after the last write, then the session row is written once', async () => {
    const token = await signInStaff(t.app, await createStaff(t.db), new Date(clock));
    const writesBefore = await writesOf(token);
    clock += 61_000;
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => postStaff(t.app, '/api/staff/me', {}, token)),
    );
    expect(replies.every((reply) => envelope(reply).code === 0)).toBe(true);
    expect((await writesOf(token)) - writesBefore).toBe(1);
  });
});
