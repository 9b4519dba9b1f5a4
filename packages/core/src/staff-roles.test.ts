import { describe, expect, it } from 'vitest';
import {
  canStaff,
  type StaffPermission,
  type StaffRole,
  staffPermissions,
  staffRoles,
} from './staff-roles.ts';

// The least-privilege table the back office promises (README "Back office"), written out in full.
const expected: Record<StaffRole, StaffPermission[]> = {
  owner: [...staffPermissions],
  finance: [
    'dashboard.view',
    'payments.view',
    'payments.decide',
    'members.view',
    'balance.adjust',
    'settings.money',
    'minigames.view',
    'casino.view',
    'bets.view',
    'promotions.view',
    'promotions.manage',
  ],
  operator: [
    'dashboard.view',
    'payments.view',
    'members.view',
    'members.suspend',
    'sports.manage',
    'minigames.view',
    'minigames.manage',
    'casino.view',
    'casino.manage',
    'bets.view',
    'bets.manage',
    'boards.view',
    'boards.manage',
    'promotions.view',
    'messages.send',
    'inquiries.answer',
    'audit.view',
  ],
  support: [
    'dashboard.view',
    'members.view',
    'bets.view',
    'boards.view',
    'promotions.view',
    'inquiries.answer',
  ],
};

describe('canStaff', () => {
  for (const role of staffRoles) {
    for (const permission of staffPermissions) {
      const isAllowed = expected[role].includes(permission);
      it(`when a ${role} asks for ${permission}, then ${isAllowed ? 'allowed' : 'refused'}`, () => {
        expect(canStaff(role, permission)).toBe(isAllowed);
      });
    }
  }

  it('when only an owner may manage staff, then no other role holds staff.manage', () => {
    expect(staffRoles.filter((role) => canStaff(role, 'staff.manage'))).toEqual(['owner']);
  });
});
