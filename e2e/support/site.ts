// What a person does on the member site, through the web app's stable hooks (test ids, names, labels).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Visitor } from './visitor.ts';

/** The text of `locator` as a person sees it (rendered: hidden parts left out, blocks on their own lines). */
export function visibleText(locator: Locator): Promise<string> {
  return locator.innerText();
}

/** True below the spec's 787px mobile breakpoint. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) <= 787;
}

/** Loads `path` and waits for the initial data (GET /api/index2) the shell renders from. */
export async function open(page: Page, path = '/'): Promise<void> {
  const initialData = waitForInitialData(page);
  await page.goto(path);
  await initialData;
}

/** Resolves when the page has fetched GET /api/index2 (the shell loads it on every full page load). */
export async function waitForInitialData(page: Page): Promise<void> {
  const response = await page.waitForResponse((r) => new URL(r.url()).pathname === '/api/index2');
  await response.finished();
}

/**
 * Waits until the page has rendered what the data it has fetched shows: the popups come from
 * /api/index2, a render after its response (the event popups one effect later still), so counting
 * them the moment the response arrives can miss them and leave one over the next click.
 */
async function renderedSinceData(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

/** Reloads the page and waits for the initial data again. */
export async function reload(page: Page): Promise<void> {
  const initialData = waitForInitialData(page);
  await page.reload();
  await initialData;
}

/** A visible test-id element (the desktop and mobile shells may both render one). */
export function byTestId(page: Page | Locator, testId: string): Locator {
  return page.getByTestId(testId).filter({ visible: true });
}

/** A visible button with exactly this label, inside `scope`. */
export function button(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('button', { name: label, exact: true }).filter({ visible: true });
}

/** Opens the mobile account panel (right layer) and returns it. */
export async function openAccountPanel(page: Page): Promise<Locator> {
  await byTestId(page, 'mobile-account-toggle').click();
  const panel = byTestId(page, 'account-panel');
  await expect.poll(() => panel.count()).toBe(1);
  return panel;
}

/** Where the account buttons (로그인, 회원가입, 로그아웃) are: the header, or the account panel on mobile. */
async function accountArea(page: Page): Promise<Page | Locator> {
  return isMobile(page) ? openAccountPanel(page) : page;
}

/**
 * Closes every open popup of one kind with its 닫기 button. On a phone the popups show one at a
 * time (the rest are in the page, hidden), so the count that falls is of all of them.
 */
async function closeEach(page: Page, testId: 'notice-popup' | 'event-popup'): Promise<void> {
  await renderedSinceData(page);
  const all = page.getByTestId(testId);
  for (let open = await all.count(); open > 0; open = await all.count()) {
    await button(byTestId(page, testId).first(), '닫기').click();
    await expect.poll(() => all.count()).toBe(open - 1);
  }
}

/** Closes every open notice popup with its 닫기 button. */
export async function closeNoticePopups(page: Page): Promise<void> {
  await closeEach(page, 'notice-popup');
}

/**
 * Closes the notice popups and the image event popups that a full page load opens, whichever shows
 * on top: a notice popup that renders late covers the event popups (on a phone they show one at a time).
 */
export async function closePopups(page: Page): Promise<void> {
  await renderedSinceData(page);
  const all = page.locator('[data-testid="notice-popup"], [data-testid="event-popup"]');
  for (let open = await all.count(); open > 0; open = await all.count()) {
    await button(all.filter({ visible: true }).first(), '닫기').click();
    await expect.poll(() => all.count()).toBeLessThan(open);
  }
}

/** Waits for the alert popup to show `text`, then presses its 확인 button. */
export async function acknowledgeAlert(page: Page, text: string | RegExp): Promise<void> {
  const alert = byTestId(page, 'alert-popup');
  await expect.poll(() => visibleText(alert)).toMatch(text instanceof RegExp ? text : escapeForRegExp(text));
  await button(alert, '확인').click();
  await expect.poll(() => alert.count()).toBe(0);
}

/** A RegExp that matches `text` literally. */
function escapeForRegExp(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** Opens the registration dialog from the header (desktop) or the account panel (mobile). */
export async function openJoinDialog(page: Page): Promise<Locator> {
  await button(await accountArea(page), '회원가입').click();
  const dialog = byTestId(page, 'join-dialog');
  await expect.poll(() => dialog.count()).toBe(1);
  return dialog;
}

/** Fills every field of the join dialog except the duplicate checks. */
export async function fillJoinForm(dialog: Locator, visitor: Visitor): Promise<void> {
  const field = (name: string) => dialog.locator(`[name="${name}"]`);
  await field('loginId').fill(visitor.loginId);
  await field('loginPassword').fill(visitor.loginPassword);
  await field('passwordConfirm').fill(visitor.loginPassword);
  await field('nick').fill(visitor.nick);
  await field('phoneNum').fill(visitor.phoneNum);
  await field('bankName').selectOption(visitor.bankName);
  await field('bankAccount').fill(visitor.bankAccount);
  await field('bankHolder').fill(visitor.bankHolder);
  await field('exchangePassword').fill(visitor.exchangePassword);
  await field('keyCode').fill(visitor.keyCode);
  await field('userdate').fill(visitor.userdate);
  await field('agreeTerms').check();
  await field('agreePrivacy').check();
}

/** Registers `visitor` with both duplicate checks, as spec section 4 requires, and confirms the result. */
export async function register(page: Page, visitor: Visitor): Promise<void> {
  const dialog = await openJoinDialog(page);
  await fillJoinForm(dialog, visitor);
  await dialog.getByTestId('check-login-id').click();
  await acknowledgeAlert(page, '사용 하셔도 되는 아이디 입니다.');
  await dialog.getByTestId('check-nick').click();
  await acknowledgeAlert(page, '사용하셔도 되는 닉네임 입니다.');
  await button(dialog, '가입신청').click();
  await acknowledgeAlert(page, '가입신청이 완료되었습니다.');
}

/** Opens the login dialog from the header (desktop) or the account panel (mobile). */
export async function openLoginDialog(page: Page): Promise<Locator> {
  await button(await accountArea(page), '로그인').click();
  const dialog = byTestId(page, 'login-dialog');
  await expect.poll(() => dialog.count()).toBe(1);
  return dialog;
}

/** Logs in through the login dialog; sign-in does a full reload to / (spec section 4). */
export async function logIn(page: Page, loginId: string, password: string): Promise<void> {
  const dialog = await openLoginDialog(page);
  await dialog.locator('[name="loginId"]').fill(loginId);
  await dialog.locator('[name="loginPassword"]').fill(password);
  const reloaded = waitForInitialData(page);
  await button(dialog, '로그인').click();
  await reloaded;
  await expect.poll(() => byTestId(page, 'header-nick').count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** Logs out from the header (desktop) or the account panel (mobile); logout reloads / (spec section 4). */
export async function logOut(page: Page): Promise<void> {
  const area = await accountArea(page);
  const reloaded = waitForInitialData(page);
  await button(area, '로그아웃').click();
  await reloaded;
}

/** True once the 로그인 button is visible where this viewport shows it (the visitor state). */
export async function expectLoggedOut(page: Page): Promise<void> {
  const area = await accountArea(page);
  await expect.poll(() => button(area, '로그인').count(), { timeout: 15_000 }).toBe(1);
}

/** The digits of a visible header figure ("1,000원" -> "1000"). */
export async function headerFigure(page: Page, testId: string): Promise<string> {
  return (await visibleText(byTestId(page, testId).first())).replace(/\D/g, '');
}
