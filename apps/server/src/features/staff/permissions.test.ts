import { staffText } from '@hanpan/core/api/staff-codes';
import { canStaff, type StaffPermission, staffRoles } from '@hanpan/core/staff-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Every permission-guarded staff call and the permission it needs.
const guardedCalls: [string, StaffPermission][] = [
  ['/api/staff/dashboard', 'dashboard.view'],
  ['/api/staff/charges/list', 'payments.view'],
  ['/api/staff/charges/approve', 'payments.decide'],
  ['/api/staff/charges/reject', 'payments.decide'],
  ['/api/staff/exchanges/list', 'payments.view'],
  ['/api/staff/exchanges/approve', 'payments.decide'],
  ['/api/staff/exchanges/reject', 'payments.decide'],
  ['/api/staff/members/list', 'members.view'],
  ['/api/staff/members/detail', 'members.view'],
  ['/api/staff/members/suspend', 'members.suspend'],
  ['/api/staff/members/unsuspend', 'members.suspend'],
  ['/api/staff/members/adjust', 'balance.adjust'],
  ['/api/staff/members/payOut', 'payments.decide'],
  ['/api/staff/members/pending', 'members.view'],
  ['/api/staff/members/approve', 'members.suspend'],
  ['/api/staff/members/reject', 'members.suspend'],
  ['/api/staff/settings/join', 'settings.join'],
  ['/api/staff/settings/join/save', 'settings.join'],
  ['/api/staff/members/bettingBlock', 'bets.manage'],
  ['/api/staff/bets/limits', 'bets.manage'],
  ['/api/staff/bets/limits/save', 'bets.manage'],
  ['/api/staff/bets/list', 'bets.view'],
  ['/api/staff/bets/liability', 'bets.view'],
  ['/api/staff/bets/detail', 'bets.view'],
  ['/api/staff/bets/unsettled', 'bets.view'],
  ['/api/staff/bets/debts', 'bets.view'],
  ['/api/staff/bets/daily', 'bets.view'],
  ['/api/staff/bets/settlement/fixture', 'bets.view'],
  ['/api/staff/bets/settlement/settle', 'bets.manage'],
  ['/api/staff/bets/settlement/void', 'bets.manage'],
  ['/api/staff/bets/settlement/undo', 'bets.manage'],
  ['/api/staff/settings/money', 'settings.money'],
  ['/api/staff/settings/money/save', 'settings.money'],
  ['/api/staff/accounts/list', 'staff.manage'],
  ['/api/staff/accounts/create', 'staff.manage'],
  ['/api/staff/accounts/update', 'staff.manage'],
  ['/api/staff/audit/list', 'audit.view'],
  ['/api/staff/sports/settings', 'sports.manage'],
  ['/api/staff/sports/settings/save', 'sports.manage'],
  ['/api/staff/sports/catalogue', 'sports.manage'],
  ['/api/staff/sports/visibility', 'sports.manage'],
  ['/api/staff/sports/fixtures', 'sports.manage'],
  ['/api/staff/sports/fixture', 'sports.manage'],
  ['/api/staff/sports/override', 'sports.manage'],
  ['/api/staff/sports/override/clear', 'sports.manage'],
  ['/api/staff/minigames/games', 'minigames.view'],
  ['/api/staff/minigames/games/save', 'minigames.manage'],
  ['/api/staff/minigames/rounds', 'minigames.view'],
  ['/api/staff/boards/list', 'boards.view'],
  ['/api/staff/boards/save', 'boards.manage'],
  ['/api/staff/boards/hide', 'boards.manage'],
  ['/api/staff/coupons/list', 'promotions.view'],
  ['/api/staff/coupons/uses', 'promotions.view'],
  ['/api/staff/coupons/create', 'promotions.manage'],
  ['/api/staff/coupons/issue', 'promotions.manage'],
  ['/api/staff/coupons/revoke', 'promotions.manage'],
  ['/api/staff/coupons/revokeIssue', 'promotions.manage'],
  ['/api/staff/attendance/rules', 'promotions.view'],
  ['/api/staff/attendance/rules/save', 'promotions.manage'],
  ['/api/staff/messages/send', 'messages.send'],
  ['/api/staff/messages/jobs', 'messages.send'],
  ['/api/staff/messages/templates', 'messages.send'],
  ['/api/staff/messages/templates/save', 'messages.send'],
  ['/api/staff/messages/templates/delete', 'messages.send'],
  ['/api/staff/inquiries/list', 'inquiries.answer'],
  ['/api/staff/inquiries/waiting', 'inquiries.answer'],
  ['/api/staff/inquiries/templates', 'inquiries.answer'],
  ['/api/staff/inquiries/answer', 'inquiries.answer'],
  ['/api/staff/inquiries/assign', 'inquiries.answer'],
  ['/api/staff/inquiries/close', 'inquiries.answer'],
  ['/api/staff/boards/upload', 'boards.manage'],
  ['/api/staff/rules/list', 'boards.view'],
  ['/api/staff/rules/save', 'boards.manage'],
  ['/api/staff/ticker/list', 'boards.view'],
  ['/api/staff/ticker/save', 'boards.manage'],
  ['/api/staff/settings/referral', 'settings.money'],
  ['/api/staff/settings/referral/save', 'settings.money'],
  ['/api/staff/referral/rewards', 'payments.view'],
];

describe.each(staffRoles)('role %s', (role) => {
  const forbidden = guardedCalls.filter(([, permission]) => !canStaff(role, permission));

  it('when it calls what its role does not grant, then code 3 and one access.denied audit line each', async () => {
    const staff = await createStaff(t.db, { role });
    const token = await signInStaff(t.app, staff);
    for (const [url] of forbidden) {
      const reply = await postStaff(t.app, url, {}, token, { ip: '10.201.0.9' });
      expect({ url, body: envelope(reply) }).toEqual({
        url,
        body: { code: 3, data: { message: staffText.forbidden } },
      });
    }
    const denied = await t.db
      .selectFrom('audit_log')
      .select(['target_id', 'ip', 'after'])
      .where('staff_id', '=', staff.id)
      .where('action', '=', 'access.denied')
      .orderBy('id')
      .execute();
    expect(denied.map((row) => row.target_id)).toEqual(forbidden.map(([url]) => url));
    expect(denied.every((row) => row.ip === '10.201.0.9')).toBe(true);
    if (forbidden[0]) expect(denied[0]!.after).toEqual({ permission: forbidden[0][1], role });
  });

  it('when it calls what its role grants without a valid body, then the call is not refused for the role', async () => {
    const staff = await createStaff(t.db, { role });
    const token = await signInStaff(t.app, staff);
    // Bodies missing required fields stop at validation (code 2), after the role check passed.
    const granted = guardedCalls.filter(
      ([url, permission]) =>
        canStaff(role, permission) &&
        /approve|reject|detail|suspend|adjust|payOut|save|create|update|visibility|override|hide|send|delete|answer|assign|close/.test(
          url,
        ),
    );
    for (const [url] of granted) {
      expect({ url, code: envelope(await postStaff(t.app, url, {}, token)).code }).toEqual({ url, code: 2 });
    }
  });
});

describe('without a verified session', () => {
  it('when a guarded call has no cookie, then 99; with a password-only session, then 4', async () => {
    const staff = await createStaff(t.db);
    const login = await postStaff(
      t.app,
      '/api/staff/login',
      { loginId: staff.loginId, password: staff.password },
      null,
    );
    const pending = login.cookies.find((c) => c.name === 'hanpan_staff_sid')!.value;
    for (const [url] of guardedCalls) {
      expect(envelope(await postStaff(t.app, url, {}, null)).code).toBe(99);
      expect(envelope(await postStaff(t.app, url, {}, pending)).code).toBe(4);
    }
  });
});
