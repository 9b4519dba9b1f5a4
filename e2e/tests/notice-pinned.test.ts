import { boardPageSize } from '@hanpan/core/api/boards';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, closePopups, logIn, open } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';
import { staffApi } from '../support/staff-api.ts';
import { demo } from '../support/visitor.ts';

const scenario = useChromium();

/** Saves the back office's editor form and confirms. */
async function saveEditor(staff: Page): Promise<void> {
  await button(staff.getByTestId('board-editor'), '저장').click();
  await button(staff.getByTestId('confirm-dialog'), '저장').click();
  await expect.poll(() => staff.getByTestId('flash').innerText()).toBe('게시글을 저장했습니다.');
}

/** Writes a notice in the back office's editor; returns its id. */
async function writeNotice(staff: Page, title: string): Promise<number> {
  await button(staff, '새 글 작성').click();
  const editor = staff.getByTestId('board-editor');
  await editor.getByLabel('게시판').selectOption('0');
  await editor.getByLabel('제목').fill(title);
  await editor.getByTestId('rich-editor').getByRole('textbox').click();
  await staff.keyboard.type(`${title} 본문입니다.`);
  await saveEditor(staff);
  const row = staff.getByTestId('board-table').locator('tr', { hasText: title });
  await expect.poll(() => row.count()).toBe(1);
  return Number(await row.locator('td').first().innerText());
}

/** Turns 목록 상단 고정 on or off for the post titled `title` with the 수정 form. */
async function setPinned(staff: Page, title: string, isPinned: boolean): Promise<void> {
  const row = staff.getByTestId('board-table').locator('tr', { hasText: title });
  await button(row, '수정').click();
  const pin = staff.getByTestId('board-editor').getByLabel('목록 상단 고정');
  await expect.poll(() => staff.getByTestId('board-editor').getByLabel('제목').inputValue()).toBe(title);
  await pin.setChecked(isPinned);
  await saveEditor(staff);
}

/** The titles of the member's board list as read (pinned mark, board tag, title, date). */
const listed = (member: Page) => member.locator('.board-list').getByRole('button').allInnerTexts();

scenario(
  'when staff write three notices and pin the oldest, then the member finds it first on the notice board with its 필독 mark, the next page holds older notices, and unpinned it returns to date order',
  desktop,
  async ({ page: member, openPage }) => {
    const staff = await openPage();
    await openAdmin(staff, '/boards');
    await staffLogIn(staff, demoStaff.owner);
    const tag = Date.now() % 100_000;
    // Older notices enough to fill the first page, so a second one exists.
    const ids: number[] = [];
    for (let index = 1; index <= boardPageSize; index += 1) {
      const post = await staffApi<{ id: number }>(staff, 'boards/save', {
        boardType: 0,
        title: `지난 안내 ${tag}-${index}`,
        text: `<p>지난 안내 ${index}</p>`,
      });
      ids.push(post.id);
    }
    const [oldest, middle, newest] = [`첫째 공지 ${tag}`, `둘째 공지 ${tag}`, `셋째 공지 ${tag}`];
    try {
      for (const title of [oldest, middle, newest]) ids.push(await writeNotice(staff, title));
      await setPinned(staff, oldest, true);

      await open(member);
      await closePopups(member);
      await logIn(member, demo.member.loginId, demo.member.password);
      await closePopups(member);
      await open(member, '/board/main?boardType=0');
      await expect.poll(async () => (await listed(member))[0] ?? '').toContain(oldest);
      const firstPage = await listed(member);
      expect(firstPage).toHaveLength(boardPageSize);
      expect(firstPage[0]).toMatch(/^필독/);
      const unpinned = firstPage.filter((text) => !text.startsWith('필독'));
      expect(unpinned[0]).toContain(newest);
      expect(unpinned[1]).toContain(middle);
      expect(firstPage.filter((text) => text.includes(oldest))).toHaveLength(1);

      const pager = member.getByRole('navigation', { name: '페이지' });
      expect(await pager.locator('[aria-current="page"]').innerText()).toMatch(/^1 \/ [2-9]/);
      await button(pager, '다음').click();
      await expect.poll(() => member.url()).toContain('page=2');
      await expect.poll(() => pager.locator('[aria-current="page"]').innerText()).toMatch(/^2 \//);
      // The list keeps page 1's rows until page 2 arrives: wait for the rows page 2 must show.
      const olderNotice = new RegExp(`지난 안내 ${tag}-1(?!\\d)`);
      const isSecondPage = async () => {
        const text = (await listed(member)).join('\n');
        return olderNotice.test(text) && ![oldest, middle, newest].some((title) => text.includes(title));
      };
      await expect.poll(isSecondPage).toBe(true);

      await setPinned(staff, oldest, false);
      await open(member, '/board/main?boardType=0');
      const places = async () => {
        const texts = await listed(member);
        const order = [newest, middle, oldest].map((title) =>
          texts.findIndex((text) => text.includes(title)),
        );
        const isMarked = texts.some((text) => text.startsWith('필독') && text.includes(oldest));
        return { isListed: order.every((place) => place >= 0), isMarked, order };
      };
      await expect.poll(places).toMatchObject({ isListed: true, isMarked: false });
      const { order } = await places();
      expect(order).toEqual([...order].sort((a, b) => a - b));
    } finally {
      for (const id of ids) await staffApi(staff, 'boards/hide', { id });
    }
  },
);
