// A member of the site made for one scenario: registered through the join dialog and logged in.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { closePopups, logIn, open, register } from './site.ts';
import { demoStaff, openAdmin, type StaffLogInOptions, staffLogIn } from './staff.ts';
import { staffApi } from './staff-api.ts';
import { newVisitor, type Visitor } from './visitor.ts';

/** Registers a new member, logs them in and opens `path` with the first-visit popups closed. */
export async function openAsNewMember(page: Page, path = '/'): Promise<Visitor> {
  const visitor = newVisitor();
  await open(page);
  await closePopups(page);
  await register(page, visitor);
  await logIn(page, visitor.loginId, visitor.loginPassword);
  await closePopups(page);
  if (path !== '/') {
    await open(page, path);
    await closePopups(page);
  }
  return visitor;
}

/** Gives a member cash through the back office's manual adjustment, on a staff page of its own. */
export async function fundMember(
  openPage: () => Promise<Page>,
  visitor: Visitor,
  amount: number,
  reason: string,
  staffOptions: StaffLogInOptions = {},
): Promise<void> {
  const staff = await openPage();
  await openAdmin(staff, '/members');
  await staffLogIn(staff, demoStaff.owner, staffOptions);
  const found = await staffApi<{ items: { id: number; loginId: string }[] }>(staff, 'members/list', {
    query: visitor.loginId,
  });
  const member = found.items.find((item) => item.loginId === visitor.loginId);
  if (!member) throw new Error(`member ${visitor.loginId} not found`);
  await staffApi(staff, 'members/adjust', {
    memberId: member.id,
    account: 'cash',
    amount,
    reason,
    idempotencyKey: randomBytes(16).toString('hex'),
  });
  await staff.close();
}
