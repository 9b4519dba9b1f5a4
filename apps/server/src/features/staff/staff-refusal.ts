import type { StaffPermission } from '@hanpan/core/staff-roles';

/** Why a staff call is refused before its handler runs. */
export type StaffRefusalKind = 'sessionGone' | 'totpRequired' | 'forbidden';

/** Thrown by the staff policy; the staff error handler answers it (and audits 'forbidden'). */
export class StaffRefusal extends Error {
  constructor(
    readonly kind: StaffRefusalKind,
    readonly detail: { permission?: StaffPermission } = {},
  ) {
    super(kind);
    this.name = 'StaffRefusal';
  }
}
