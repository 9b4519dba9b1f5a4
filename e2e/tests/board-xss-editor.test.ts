import type { StaffBoardItem } from '@hanpan/core/api/staff-boards';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { xssMarkerPath } from '../../apps/server/test/xss-payloads.ts';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, closePopups, logIn, open } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { staffApi } from '../support/staff-api.ts';
import { demo } from '../support/visitor.ts';

const scenario = useChromium();

const run = `window.__xss=1;fetch('${xssMarkerPath}')`;
const shownText = '붙여넣은 점검 안내';
/** What staff paste from elsewhere: readable text with every kind of script riding along. */
const pastedHtml = [
  `<p><strong>${shownText}</strong></p>`,
  `<script>${run}</script>`,
  `<img src="/images/logo.svg" onerror="${run}" onload="${run}">`,
  `<p><a href="javascript:${run}">바로가기</a> <a href=" JAVASCRIPT:${run}">둘째</a></p>`,
  `<iframe src="${xssMarkerPath}"></iframe>`,
  `<svg onload="${run}"><circle r="1"/></svg>`,
  `<p style="width:expression(alert(1));background:url('javascript:${run}');color:red">스타일</p>`,
  `<details open ontoggle="${run}"><summary>요약</summary></details>`,
].join('');

// Chromium checks the page's CSP while DOMPurify parses the pasted HTML for the preview in its
// inert document, and logs each inline handler or script it sees there (cure53/DOMPurify#107).
const blockedWhileParsing =
  /^Executing inline (event handler|script) violates the following Content Security Policy directive 'script-src 'self''/;

/** What the saved or shown HTML must never hold. */
const scriptable =
  /<(script|iframe|svg|math|form|meta|object|embed|style|base|link|details)\b|\son\w+\s*=|javascript:|expression\(|url\(/i;

/** Records what a payload would do if it ran: an alert or confirm, a request to the marker path. */
function watchForPayloads(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() !== 'prompt') {
      seen.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    }
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(xssMarkerPath)) seen.push(`request: ${request.url()}`);
  });
  return seen;
}

/** What the payloads set on window if any of them ran. */
const xssFlag = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null);

/** Pastes `html` into the focused editor as a clipboard paste from another page would. */
async function pasteHtml(textbox: Locator, html: string): Promise<void> {
  await textbox.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted.replace(/<[^>]*>/g, ''));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** The stored text of post `id`, as the back office reads it. */
async function savedText(staff: Page, id: number): Promise<string> {
  const list = await staffApi<{ items: StaffBoardItem[] }>(staff, 'boards/list', { boardType: 0, page: 1 });
  const post = list.items.find((item) => item.id === id);
  if (!post) throw new Error(`post ${id} is not on the first page of notices`);
  return post.text;
}

/** Opens notice `id` on the member's notice board and waits until its text and image have loaded. */
async function openNotice(member: Page, id: number): Promise<Locator> {
  await member.goto(`/board/main?boardType=0&id=${id}`);
  const body = member.locator(`#board-item-${id}`);
  await expect.poll(() => body.locator('strong').first().innerText()).toBe(shownText);
  // Load and error handlers would have fired once the image finished.
  await expect
    .poll(() =>
      body.locator('img').evaluateAll((images: HTMLImageElement[]) => images.every((i) => i.complete)),
    )
    .toBe(true);
  return body;
}

scenario(
  'when staff paste HTML carrying scripts into the rich-text editor and link a word to a javascript: address, then neither the saved notice nor a raw save through the staff API keeps any of it, and the member who opens them runs nothing',
  desktop,
  async ({ page: member, openPage }) => {
    const staff = await openPage({}, { expectedConsoleErrors: [blockedWhileParsing] });
    const staffSeen = watchForPayloads(staff);
    await openAdmin(staff, '/boards');
    await staffLogIn(staff, demoStaff.owner);
    const ids: number[] = [];
    try {
      await button(staff, '새 글 작성').click();
      const editor = staff.getByTestId('board-editor');
      const title = `붙여넣기 점검 ${Date.now() % 100_000}`;
      await editor.getByLabel('제목').fill(title);
      const textbox = editor.getByTestId('rich-editor').getByRole('textbox');
      await textbox.click();
      await pasteHtml(textbox, pastedHtml);
      const html = editor.getByLabel('본문 (HTML)');
      await expect.poll(() => html.inputValue()).toContain(shownText);

      // A link made with the toolbar to a javascript: address.
      await staff.keyboard.press('End');
      await staff.keyboard.press('Enter');
      await staff.keyboard.type('위험한 링크');
      await staff.keyboard.press('Shift+Home');
      let linkAsked = '';
      staff.once('dialog', (prompt) => {
        linkAsked = prompt.message();
        void prompt.accept(`javascript:${run}`);
      });
      await button(editor.getByTestId('rich-editor'), '링크').click();
      await expect.poll(() => linkAsked).toContain('링크 주소');
      await expect.poll(() => html.inputValue()).toContain('위험한 링크');
      // What was pasted is kept as text and allowed formatting; everything scriptable is gone.
      expect(await html.inputValue()).toContain('<img src="/images/logo.svg">');
      expect(await html.inputValue()).toContain('바로가기');
      expect(await html.inputValue()).not.toMatch(scriptable);

      await button(editor, '저장').click();
      await button(staff.getByTestId('confirm-dialog'), '저장').click();
      await expect.poll(() => staff.getByTestId('flash').innerText()).toBe('게시글을 저장했습니다.');
      const row = staff.getByTestId('board-table').locator('tr', { hasText: title });
      await expect.poll(() => row.count()).toBe(1);
      ids.push(Number(await row.locator('td').first().innerText()));

      // The same HTML saved straight through the staff API, past the editor's own filtering.
      const raw = await staffApi<StaffBoardItem>(staff, 'boards/save', {
        boardType: 0,
        title: `${title} (API)`,
        text: pastedHtml,
      });
      ids.push(raw.id);
      expect(raw.text).toContain(shownText);
      for (const id of ids) expect(await savedText(staff, id)).not.toMatch(scriptable);

      const memberSeen = watchForPayloads(member);
      await open(member);
      await closePopups(member);
      await logIn(member, demo.member.loginId, demo.member.password);
      for (const id of ids) {
        const body = await openNotice(member, id);
        expect(await body.innerHTML()).not.toMatch(scriptable);
        expect(await xssFlag(member)).toBeNull();
      }
      expect(await xssFlag(staff)).toBeNull();
      expect([...staffSeen, ...memberSeen]).toEqual([]);
    } finally {
      for (const id of ids) await staffApi(staff, 'boards/hide', { id });
    }
  },
);
