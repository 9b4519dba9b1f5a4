// A member of the site made for one scenario: registered through the join dialog and logged in.
import type { Page } from 'playwright-core';
import { closePopups, logIn, open, register } from './site.ts';
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
