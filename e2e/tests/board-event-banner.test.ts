import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, open, reload } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';

const scenario = useChromium();

// A 1x1 PNG: the editor uploads it as the event banner.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

scenario(
  'when staff publish an event popup with an uploaded banner and a link, then the editor previews the banner, a javascript: link is refused, and a visitor gets the image-event popup that leads to the link; hidden again, it is gone',
  desktop,
  async ({ page: visitor, openPage }) => {
    const staff = await openPage();
    await openAdmin(staff, '/boards');
    await staffLogIn(staff, demoStaff.owner);
    await button(staff, '새 글 작성').click();
    const editor = staff.getByTestId('board-editor');
    const title = `배너 이벤트 ${Date.now()}`;
    await editor.getByLabel('게시판', { exact: true }).selectOption('1');
    await editor.getByLabel('제목').fill(title);
    await editor.getByLabel('메인 팝업으로 표시').check();
    await editor
      .getByLabel(/배너 이미지 올리기/)
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: onePixelPng });
    const banner = editor.getByTestId('board-event-banner');
    await expect.poll(() => banner.count()).toBe(1);
    const bannerUrl = (await banner.getAttribute('src')) ?? '';
    expect(bannerUrl).toMatch(/^\/uploads\/boards\/[0-9a-f]{32}\.png$/);
    // The preview shows the banner above the text, as members will see it.
    await expect.poll(() => editor.locator('.board-preview__banner').getAttribute('src')).toBe(bannerUrl);

    const link = editor.getByLabel(/배너 링크/);
    await link.fill('javascript:alert(1)');
    await button(editor, '저장').click();
    await expect
      .poll(() => editor.getByRole('alert').innerText())
      .toBe('링크는 /로 시작하는 사이트 안 주소나 https:// 주소만 쓸 수 있습니다.');
    expect(await staff.getByTestId('confirm-dialog').count()).toBe(0);

    await link.fill('/board/attendance');
    await button(editor, '저장').click();
    await button(staff.getByTestId('confirm-dialog'), '저장').click();
    await expect.poll(() => staff.getByTestId('flash').innerText()).toBe('게시글을 저장했습니다.');

    await open(visitor);
    const popup = visitor
      .getByTestId('event-popup')
      .filter({ has: visitor.getByRole('img', { name: title }) });
    await expect.poll(() => popup.count()).toBe(1);
    const image = popup.getByRole('img', { name: title });
    expect(await image.getAttribute('src')).toBe(bannerUrl);
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth === 1),
      )
      .toBe(true);
    await image.click();
    await expect.poll(() => new URL(visitor.url()).pathname).toBe('/board/attendance');

    // Tidy up for the other scenarios (they count the demo's popups).
    const row = staff.getByTestId('board-table').locator('tr', { hasText: title });
    await button(row, '숨기기').click();
    await button(staff.getByTestId('confirm-dialog'), '숨기기').click();
    await expect.poll(() => row.innerText()).toContain('숨김');
    await open(visitor);
    await reload(visitor);
    await expect.poll(() => visitor.getByTestId('event-popup').count()).toBeGreaterThan(0);
    expect(await visitor.getByRole('img', { name: title }).count()).toBe(0);
  },
);
