import type { StaffBlockedMembersPage } from '@hanpan/core/api/protection';
import { staffCode } from '@hanpan/core/api/staff-codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../test/http.ts';
import { signedInMember } from '../../../test/payments.ts';
import { writeTestBlock } from '../../../test/protection.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

// /api/staff/members/blocked: the members whose time-out or self-exclusion is in force, by the same
// rule as sign-in (an ended self-exclusion stays until 24 hours after the member asked to return).
// Other test files may leave blocked members in a shared database, so rows are found by member id.

const t = useTestApp();
const hour = 3_600_000;
let operatorToken = '';
let supportToken = '';

beforeAll(async () => {
  operatorToken = await signInStaff(t.app, await createStaff(t.db, { role: 'operator' }));
  supportToken = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }));
});

const listBlocked = (body: Record<string, unknown>, token: string | null = operatorToken) =>
  postStaff(t.app, '/api/staff/members/blocked', body, token).then((reply) =>
    envelope<StaffBlockedMembersPage & { message?: string }>(reply),
  );

/** Every page of the list (the shared database may hold more than one page). */
async function allBlocked(kind: string) {
  const items: StaffBlockedMembersPage['items'] = [];
  for (let page = 1; ; page += 1) {
    const reply = await listBlocked({ kind, page });
    if (reply.code !== 0 || !reply.data) throw new Error(JSON.stringify(reply));
    items.push(...reply.data.items);
    if (page * reply.data.pageSize >= reply.data.total) return items;
  }
}

const askReturn = (memberId: number, at: Date) =>
  t.db
    .updateTable('member_protection')
    .set({ block_return_asked_at: at })
    .where('member_id', '=', memberId)
    .execute();

describe('staff blocked members', () => {
  it('when members are timed out, self-excluded, unblocked or past their time-out, then only the blocks in force are listed', async () => {
    const now = Date.now();
    const timedOut = await signedInMember(t.app, t.db);
    const excluded = await signedInMember(t.app, t.db);
    const unblocked = await signedInMember(t.app, t.db);
    const timeoutEnded = await signedInMember(t.app, t.db);
    const returning = await signedInMember(t.app, t.db);
    const returned = await signedInMember(t.app, t.db);
    await writeTestBlock(t.db, timedOut.id, 'timeout', new Date(now + 24 * hour));
    await writeTestBlock(t.db, excluded.id, 'selfExclusion', new Date(now + 180 * 24 * hour));
    await writeTestBlock(t.db, timeoutEnded.id, 'timeout', new Date(now - hour));
    await writeTestBlock(t.db, returning.id, 'selfExclusion', new Date(now - 48 * hour));
    await askReturn(returning.id, new Date(now - 2 * hour));
    await writeTestBlock(t.db, returned.id, 'selfExclusion', new Date(now - 72 * hour));
    await askReturn(returned.id, new Date(now - 25 * hour));

    const all = await allBlocked('all');
    const ids = all.map((item) => item.memberId);
    expect(ids).toEqual(expect.arrayContaining([timedOut.id, excluded.id, returning.id]));
    for (const absent of [unblocked.id, timeoutEnded.id, returned.id]) expect(ids).not.toContain(absent);
    expect(all.find((item) => item.memberId === timedOut.id)).toMatchObject({
      loginId: timedOut.loginId,
      kind: 'timeout',
      until: new Date(now + 24 * hour).toISOString(),
      returnAskedAt: null,
    });
    expect(all.find((item) => item.memberId === returning.id)).toMatchObject({
      kind: 'selfExclusion',
      returnAskedAt: new Date(now - 2 * hour).toISOString(),
    });

    const timeouts = await allBlocked('timeout');
    expect(timeouts.every((item) => item.kind === 'timeout')).toBe(true);
    expect(timeouts.map((item) => item.memberId)).toContain(timedOut.id);
    expect(timeouts.map((item) => item.memberId)).not.toContain(excluded.id);
  });

  it('when support (read-only) reads the list, then it is shown; without a staff session it is refused', async () => {
    const reply = await listBlocked({}, supportToken);
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ page: 1, pageSize: 50 });
    const visitor = await listBlocked({}, null);
    expect(visitor.code).toBe(staffCode.sessionGone);
  });

  it.each([
    ['an unknown kind', { kind: 'suspended' }],
    ['a page of 0', { page: 0 }],
    ['a page as text', { page: '1' }],
  ])('when staff send %s, then code 2 with a Korean message', async (_name, body) => {
    const reply = await listBlocked(body);
    expect(reply.code).toBe(2);
    expect(reply.data?.message).toMatch(/[가-힣]/);
  });
});
