/** Back-office roles, from most to least powerful. */
export const staffRoles = ['owner', 'finance', 'operator', 'support'] as const;

/** A back-office role. */
export type StaffRole = (typeof staffRoles)[number];

/** Korean names of the roles. */
export const staffRoleText: Record<StaffRole, string> = {
  owner: '최고관리자',
  finance: '재무',
  operator: '운영',
  support: '고객지원',
};

/** Every permission; each back-office call needs exactly one of these. */
export const staffPermissions = [
  'dashboard.view',
  'payments.view',
  'payments.decide',
  'members.view',
  'members.suspend',
  'balance.adjust',
  'settings.money',
  // The join settings (가입승인 on or off): owners only.
  'settings.join',
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
  'promotions.manage',
  'messages.send',
  'inquiries.answer',
  'staff.manage',
  'audit.view',
] as const;

/** What a staff member may do. */
export type StaffPermission = (typeof staffPermissions)[number];

// Least privilege: support reads, operators manage members and content, finance moves money
// (coupons and check-in rewards are money),
// owners do all.
const grants: Record<StaffRole, readonly StaffPermission[]> = {
  owner: staffPermissions,
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

/** True when the role holds the permission (the server enforces it; the back office hides what it may not do). */
export function canStaff(role: StaffRole, permission: StaffPermission): boolean {
  return grants[role].includes(permission);
}
