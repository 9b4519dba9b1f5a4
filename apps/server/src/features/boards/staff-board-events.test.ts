import type { BoardListItem } from '@hanpan/core/api/boards';
import type { InitialData } from '@hanpan/core/api/site';
import {
  type StaffBoardImageData,
  type StaffBoardItem,
  staffBoardsText,
} from '@hanpan/core/api/staff-boards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { tinyPng } from '../../../test/board-images.ts';
import { envelope, get, postJson } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';

let t: TestApp;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerToken = await signInStaff(t.app, await createStaff(t.db, { role: 'owner' }));
});
afterAll(async () => {
  await t.close();
});

const uploadedUrl = async () => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/staff/boards/upload',
    payload: tinyPng,
    headers: { 'content-type': 'image/png', cookie: `hanpan_staff_sid=${ownerToken}` },
  });
  return envelope<StaffBoardImageData>(reply).data!.url;
};
const save = (body: Record<string, unknown>) =>
  postStaff(t.app, '/api/staff/boards/save', body, ownerToken, { ip: '10.78.0.1' });
const event = (title: string, fields: Record<string, unknown>) => ({
  boardType: 1,
  title,
  text: '<p>이벤트 안내</p>',
  isVisible: true,
  isPopup: true,
  ...fields,
});
const stored = (id: number) =>
  t.db
    .selectFrom('board_post')
    .select(['image_url as imageUrl', 'link'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const postCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('board_post')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/staff/boards/save with an event banner', () => {
  it('when staff save an event popup with an uploaded image and a link, then members get it as an image-event popup and in the event list, and the audit keeps both', async () => {
    const imageUrl = await uploadedUrl();
    expect(imageUrl).toMatch(/^\/uploads\/boards\/[0-9a-f]{32}\.png$/);
    const saved = envelope<StaffBoardItem>(
      await save(event('가입 축하 이벤트', { imageUrl, link: '/board/main?boardType=1' })),
    );
    expect(saved.data).toMatchObject({ imageUrl, link: '/board/main?boardType=1' });
    const id = saved.data!.id;
    expect(await stored(id)).toEqual({ imageUrl, link: '/board/main?boardType=1' });

    const index = envelope<InitialData>(await get(t.app, '/api/index2')).data!;
    expect(index.banner.find((banner) => banner.id === id)).toEqual({
      id,
      title: '가입 축하 이벤트',
      imageUrl,
      link: '/board/main?boardType=1',
    });
    expect(index.boardList.some((post) => post.id === id)).toBe(false);
    const list = envelope<{ list: BoardListItem[] }>(
      await postJson(t.app, '/api/board/list', { boardType: 1 }),
    );
    expect(list.data?.list.find((post) => post.id === id)).toMatchObject({
      imageUrl,
      link: '/board/main?boardType=1',
    });

    const changed = envelope<StaffBoardItem>(
      await save({ ...event('가입 축하 이벤트', { link: 'https://example.com/event' }), id }),
    );
    expect(changed.data).toMatchObject({ imageUrl: null, link: 'https://example.com/event' });
    const after = envelope<InitialData>(await get(t.app, '/api/index2')).data!;
    expect(after.banner.some((banner) => banner.id === id)).toBe(false);
    expect(after.boardList.some((post) => post.id === id)).toBe(true);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_type', '=', 'board_post')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['board.create', 'board.update']);
    expect(audit[0]!.after).toMatchObject({ imageUrl, link: '/board/main?boardType=1' });
    expect(audit[1]!.before).toMatchObject({ imageUrl, link: '/board/main?boardType=1' });
    expect(audit[1]!.after).toMatchObject({ imageUrl: null, link: 'https://example.com/event' });
  });

  it('when the banner is a site image and blank fields are sent, then the image is kept and blanks are stored as none', async () => {
    const saved = envelope<StaffBoardItem>(
      await save(event('사이트 이미지', { imageUrl: ' /images/event-welcome.svg ', link: '  ' })),
    );
    expect(await stored(saved.data!.id)).toEqual({ imageUrl: '/images/event-welcome.svg', link: null });
    const blank = envelope<StaffBoardItem>(await save(event('빈 배너', { imageUrl: '', link: '' })));
    expect(await stored(blank.data!.id)).toEqual({ imageUrl: null, link: null });
  });

  it.each([
    ['javascript:alert(1)', staffBoardsText.badImageUrl],
    ['https://evil.example/banner.png', staffBoardsText.badImageUrl],
    ['http://evil.example/banner.png', staffBoardsText.badImageUrl],
    ['//evil.example/banner.png', staffBoardsText.badImageUrl],
    ['data:image/png;base64,iVBORw0KGgo=', staffBoardsText.badImageUrl],
    ['/uploads/boards/../../etc/passwd', staffBoardsText.badImageUrl],
    ['/uploads/boards/not-a-stored-name.png', staffBoardsText.badImageUrl],
    ['/images/../api/staff/boards.png', staffBoardsText.badImageUrl],
    ['/images/banner.html', staffBoardsText.badImageUrl],
  ])('when the banner image is %s, then code 2 with the Korean message and nothing stored', async (imageUrl, message) => {
    const before = await postCount();
    expect(envelope(await save(event('나쁜 이미지', { imageUrl })))).toEqual({ code: 2, data: { message } });
    expect(await postCount()).toBe(before);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/board/ main',
    'https://',
    'mailto:a@example.com',
    'board/main',
    `/${'a'.repeat(500)}`,
  ])('when the link is %s, then code 2 with the Korean message and nothing stored', async (link) => {
    const before = await postCount();
    expect(envelope(await save(event('나쁜 링크', { link })))).toEqual({
      code: 2,
      data: { message: staffBoardsText.badLink },
    });
    expect(await postCount()).toBe(before);
  });
});
