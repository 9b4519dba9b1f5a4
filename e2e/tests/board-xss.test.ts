import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { xssMarkerPath, xssPayloads } from '../../apps/server/test/xss-payloads.ts';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, closePopups, logIn, open } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { demo } from '../support/visitor.ts';

const scenario = useChromium();

// The text's own formatting: it must render, so the text really was shown.
const shownMarker = '안전한 굵은 글씨';
const boardText = `<p><b>${shownMarker}</b></p>${xssPayloads.map((payload) => `<div>${payload.html}</div>`).join('\n')}`;

// Chromium checks the page's CSP while DOMPurify parses the typed text in its inert document, and
// logs each inline handler or script it sees there as blocked (cure53/DOMPurify#107, #900): a
// report, not a run. Only the staff page, which parses the raw text for the preview, logs these.
const blockedWhileParsing =
  /^Executing inline (event handler|script) violates the following Content Security Policy directive 'script-src 'self''/;

/** Records on `page` what a payload would do if it ran: a dialog, a request to the marker path or the foreign host. */
function watchForPayloads(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(xssMarkerPath) || url.hostname === 'evil.example')
      seen.push(`request: ${url.href}`);
  });
  return seen;
}

/** What the payloads set on window if any of them ran. */
const xssFlag = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null);

/** Elements and attributes under `root` that could run script or load the marker. */
const dangerousParts = (root: Locator) =>
  root.evaluate((element) => {
    const found: string[] = [];
    for (const node of element.querySelectorAll('*')) {
      if (/^(script|iframe|svg|math|form|object|embed|style|meta|base|link|details)$/i.test(node.tagName)) {
        found.push(node.tagName);
      }
      for (const attribute of node.attributes) {
        if (/^on/i.test(attribute.name) || /^\s*(javascript|data):/i.test(attribute.value)) {
          found.push(`${node.tagName}[${attribute.name}]`);
        }
      }
    }
    return found;
  });

scenario(
  'when staff type a notice full of script injections in the back office and save it, then neither the preview nor the member who opens the notice runs any of them (and /chat still connects by websocket under connect-src self)',
  desktop,
  async ({ page: member, openPage }) => {
    const staff = await openPage({}, { expectedConsoleErrors: [blockedWhileParsing] });
    const staffSeen = watchForPayloads(staff);
    await openAdmin(staff, '/boards');
    await staffLogIn(staff, demoStaff.owner);
    await button(staff, '새 글 작성').click();
    const editor = staff.getByTestId('board-editor');
    const title = `XSS 점검 ${Date.now()}`;
    await editor.getByLabel('제목').fill(title);
    await editor.getByLabel('본문 (HTML)').fill(boardText);
    // The live preview renders the text through DOMPurify: the formatting shows, nothing runs.
    const preview = staff.getByTestId('board-preview');
    await expect.poll(() => preview.locator('b').first().innerText()).toBe(shownMarker);
    expect(await dangerousParts(preview)).toEqual([]);
    await button(editor, '저장').click();
    await button(staff.getByTestId('confirm-dialog'), '저장').click();
    await expect.poll(() => staff.getByTestId('flash').innerText()).toBe('게시글을 저장했습니다.');
    const row = staff.getByTestId('board-table').locator('tr', { hasText: title });
    await expect.poll(() => row.count()).toBe(1);
    const id = Number(await row.locator('td').first().innerText());
    expect(await xssFlag(staff)).toBeNull();

    const memberSeen = watchForPayloads(member);
    // connect-src is 'self' only: the SockJS connection to /chat must still use a websocket.
    const sockets: string[] = [];
    member.on('websocket', (socket) => {
      sockets.push(socket.url());
      socket.on('socketerror', (error) => memberSeen.push(`websocket error: ${error}`));
    });
    await open(member);
    await closePopups(member);
    await logIn(member, demo.member.loginId, demo.member.password);
    await member.goto(`/board/main?boardType=0&id=${id}`);
    const body = member.locator(`#board-item-${id}`);
    await expect.poll(() => body.locator('b').first().innerText()).toBe(shownMarker);
    // Give load and error handlers (img onerror, details ontoggle, meta refresh) time to fire.
    await member.waitForTimeout(1500);
    expect(await xssFlag(member)).toBeNull();
    expect(await dangerousParts(body)).toEqual([]);
    expect(member.url()).toContain(`/board/main?boardType=0&id=${id}`);
    expect(sockets.some((url) => /^ws:\/\/[^/]+\/chat\/.+\/websocket$/.test(url))).toBe(true);

    // Tidy up: the notice is hidden from members again.
    await button(row, '숨기기').click();
    await button(staff.getByTestId('confirm-dialog'), '숨기기').click();
    await expect.poll(() => row.innerText()).toContain('숨김');
    expect([...staffSeen, ...memberSeen]).toEqual([]);
  },
);
