import type { BoardListData, BoardListItem } from '@hanpan/core/api/boards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createBoardPost } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type BoardPage = BoardListData;

describe('POST /api/board/list', () => {
  it('when a board is listed, then its visible posts newest first, 20 a page, with the total', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 22; i += 1) ids.push((await createBoardPost(t.db, { boardType: 11 })).id);
    await createBoardPost(t.db, { boardType: 11, isVisible: false });
    await createBoardPost(t.db, { boardType: 0 });
    const first = envelope<BoardPage>(await postJson(t.app, '/api/board/list', { boardType: 11 }));
    expect(first.code).toBe(0);
    expect(first.data?.total).toBe(22);
    expect(first.data?.list.map((post) => post.id)).toEqual(ids.slice(2).reverse());
    expect(first.data?.list[0]).toMatchObject({ boardType: 11, visible: true, text: '<p>내용</p>' });
    expect(first.data?.list[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const second = envelope<BoardPage>(
      await postJson(t.app, '/api/board/list', { boardType: '11', page: '2' }),
    );
    expect(second.data?.list.map((post) => post.id)).toEqual([ids[1], ids[0]]);
  });

  it('when the board type or page is not one of ours, then code 2', async () => {
    for (const body of [{ boardType: 5 }, { boardType: 'x' }, { boardType: 0, page: 0 }, {}]) {
      expect(envelope(await postJson(t.app, '/api/board/list', body)).code).toBe(2);
    }
  });
});

describe('POST /api/board/view', () => {
  it('when a visible post is asked for, then it comes back; a hidden or missing one is a 404', async () => {
    const visible = await createBoardPost(t.db, { boardType: 0, title: '보이는 공지' });
    const hidden = await createBoardPost(t.db, { boardType: 0, isVisible: false });
    const reply = envelope<BoardListItem>(await postJson(t.app, '/api/board/view', { id: visible.id }));
    expect(reply.data).toMatchObject({ id: visible.id, title: '보이는 공지' });
    expect((await postJson(t.app, '/api/board/view', { id: hidden.id })).json()).toEqual({ code: 404 });
    expect((await postJson(t.app, '/api/board/view', { id: 999_999 })).statusCode).toBe(404);
  });
});
