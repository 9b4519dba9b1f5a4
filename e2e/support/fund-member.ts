// Cash for a member made in a scenario: the back office's adjustment, in the staff page's own session.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { demoStaff, openAdmin, staffLogIn } from './staff.ts';
import { staffApi } from './staff-api.ts';
import type { Visitor } from './visitor.ts';

/** Gives `visitor` `amount` won of cash (a staff page opened with `openPage`, closed afterwards). */
export async function fundMember(
  openPage: () => Promise<Page>,
  visitor: Visitor,
  amount: number,
): Promise<void> {
  const staff = await openPage();
  await openAdmin(staff, '/members');
  await staffLogIn(staff, demoStaff.owner);
  const found = await staffApi<{ items: { id: number; loginId: string }[] }>(staff, 'members/list', {
    query: visitor.loginId,
  });
  const member = found.items.find((item) => item.loginId === visitor.loginId);
  if (!member) throw new Error(`member ${visitor.loginId} not found`);
  await staffApi(staff, 'members/adjust', {
    memberId: member.id,
    account: 'cash',
    amount,
    reason: 'e2e 카지노 준비',
    idempotencyKey: randomBytes(16).toString('hex'),
  });
  await staff.close();
}
