import type { BoardListItem } from '@hanpan/core/api/boards';
import type { BoardItem, InitialData } from '@hanpan/core/api/site';
import { type StaffBoardItem, staffBoardsText } from '@hanpan/core/api/staff-boards';
import { staffText } from '@hanpan/core/api/staff-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { envelope, get, postJson } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { xssPayloads } from '../../../test/xss-payloads.ts';

let t: TestApp;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerToken = await signInStaff(t.app, await createStaff(t.db, { role: 'owner' }));
});
afterAll(async () => {
  await t.close();
});

const save = (body: Record<string, unknown>, token = ownerToken) =>
  postStaff(t.app, '/api/staff/boards/save', body, token, { ip: '10.77.0.1' });
const notice = (text: string) => ({
  boardType: 0,
  title: '점검 안내',
  text,
  isVisible: true,
  isPopup: false,
});
const storedText = async (id: number) =>
  (await t.db.selectFrom('board_post').select('body_html').where('id', '=', id).executeTakeFirstOrThrow())
    .body_html;
const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after', 'ip'])
    .where('target_type', '=', 'board_post')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('POST /api/staff/boards/save with script injection', () => {
  it.each(
    xssPayloads,
  )('when staff save "$name", then the reply, the row and the member read keep only the allowed HTML', async ({
    html,
    kept,
  }) => {
    const reply = envelope<StaffBoardItem>(await save(notice(html)));
    expect(reply.code).toBe(0);
    const id = reply.data!.id;
    expect(reply.data!.text).toBe(kept);
    expect(await storedText(id)).toBe(kept);
    const read = envelope<BoardListItem>(await postJson(t.app, '/api/board/view', { id }));
    expect(read.data?.text).toBe(kept);
    for (const text of [reply.data!.text, read.data!.text]) {
      expect(text).not.toMatch(
        /<(script|iframe|svg|math|form|meta|object|embed|style|base|link)\b|\son\w+=|javascript:|expression\(|url\(/i,
      );
    }
  });

  it('when a notice keeps formatting, then paragraphs, headings, colours, lists, tables, links and images stay', async () => {
    const html =
      '<h2 style="text-align:center">안내</h2><p><b>굵게</b> <i>기울임</i> <u>밑줄</u> <font color="#ff0000">빨강</font> ' +
      '<span style="color:blue;background-color:#ff0;font-size:14px">강조</span></p><ul><li>하나</li></ul>' +
      '<table><tbody><tr><td colspan="2">칸</td></tr></tbody></table>' +
      '<a href="https://example.com/a" target="_blank">외부</a> <a href="/board/1">내부</a><img src="/img/a.png" alt="그림" />';
    const reply = envelope<StaffBoardItem>(await save(notice(html)));
    expect(reply.data!.text).toBe(
      html
        .replace('target="_blank">외부', 'target="_blank" rel="noopener noreferrer">외부')
        .replace('href="/board/1">', 'href="/board/1" target="_blank" rel="noopener noreferrer">'),
    );
  });

  it('when a row was stored unsanitized before this version, then members read it sanitized', async () => {
    const { id } = await t.db
      .insertInto('board_post')
      .values({ board_type: 0, title: '옛 공지', body_html: '<p onclick="x()">옛</p><script>x()</script>' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = envelope<{ list: BoardItem[] }>(await postJson(t.app, '/api/board/list', { boardType: 0 }));
    expect(list.data?.list.find((post) => post.id === id)?.text).toBe('<p>옛</p>');
  });
});

describe('POST /api/staff/boards/save, /hide and /list', () => {
  it('when staff save or hide a popup notice, then the next /api/index2 shows the change at once', async () => {
    const popupTitles = async () =>
      (envelope<InitialData>(await get(t.app, '/api/index2')).data?.boardList ?? []).map(
        (item) => item.title,
      );
    // Warm the initial data's cached public part first: the change must drop it.
    expect(await popupTitles()).not.toContain('긴급 점검 팝업');
    const saved = envelope<StaffBoardItem>(
      await save({ ...notice('<p>점검</p>'), title: '긴급 점검 팝업', isPopup: true, popupWidth: 640 }),
    );
    expect(await popupTitles()).toContain('긴급 점검 팝업');
    const popup = envelope<InitialData>(await get(t.app, '/api/index2')).data?.boardList.find(
      (item) => item.title === '긴급 점검 팝업',
    );
    expect(popup?.popupWidth).toBe(640);
    await postStaff(t.app, '/api/staff/boards/hide', { id: saved.data!.id }, ownerToken);
    expect(await popupTitles()).not.toContain('긴급 점검 팝업');
  });

  it('when staff create, change and hide a post, then each step is audited with before and after', async () => {
    const created = envelope<StaffBoardItem>(await save({ ...notice('<p>처음</p>'), isPopup: true }));
    const id = created.data!.id;
    expect(created.data).toMatchObject({ boardType: 0, title: '점검 안내', isVisible: true, isPopup: true });
    const changed = envelope<StaffBoardItem>(
      await save({
        id,
        boardType: 1,
        title: '이벤트',
        text: '<p>바뀜<script>x()</script></p>',
        isVisible: true,
        isPinned: true,
        startsAt: '2026-01-01T09:00:00+09:00',
        endsAt: '2026-02-01T00:00:00+09:00',
      }),
    );
    expect(changed.data).toMatchObject({
      id,
      boardType: 1,
      title: '이벤트',
      text: '<p>바뀜</p>',
      isPopup: false,
    });
    const hidden = envelope<StaffBoardItem>(
      await postStaff(t.app, '/api/staff/boards/hide', { id }, ownerToken, { ip: '10.77.0.1' }),
    );
    expect(hidden.data?.isVisible).toBe(false);
    expect(envelope(await postJson(t.app, '/api/board/view', { id })).code).not.toBe(0);
    const audit = await auditOf(id);
    expect(audit.map((row) => row.action)).toEqual(['board.create', 'board.update', 'board.hide']);
    expect(audit[0]).toMatchObject({ before: null, ip: '10.77.0.1' });
    const unscheduled = {
      isPinned: false,
      startsAt: null,
      endsAt: null,
      popupWidth: null,
      imageUrl: null,
      link: null,
    };
    expect(audit[1]!.before).toEqual({
      boardType: 0,
      title: '점검 안내',
      text: '<p>처음</p>',
      isVisible: true,
      isPopup: true,
      ...unscheduled,
    });
    expect(audit[1]!.after).toEqual({
      boardType: 1,
      title: '이벤트',
      text: '<p>바뀜</p>',
      isVisible: true,
      isPopup: false,
      isPinned: true,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-01-31T15:00:00.000Z',
      popupWidth: null,
      imageUrl: null,
      link: null,
    });
    expect(audit[2]).toMatchObject({ before: { isVisible: true }, after: { isVisible: false } });
    const list = envelope<{ items: StaffBoardItem[]; total: number }>(
      await postStaff(t.app, '/api/staff/boards/list', { boardType: 1 }, ownerToken),
    );
    expect(list.data?.items.find((item) => item.id === id)).toMatchObject({ isVisible: false });
    expect(list.data?.items.every((item) => item.boardType === 1)).toBe(true);
  });

  it('when the post does not exist, then code 1 with a Korean message and nothing audited', async () => {
    const reply = envelope(await save({ ...notice('<p>x</p>'), id: 2_000_000_000 }));
    expect(reply).toEqual({ code: 1, data: { message: staffBoardsText.unknownPost } });
    expect(await auditOf(2_000_000_000)).toEqual([]);
  });

  it.each([
    [{ ...notice('<p>x</p>'), title: '  ' }, staffBoardsText.titleRequired],
    [{ ...notice('<p>x</p>'), title: '가'.repeat(201) }, staffBoardsText.titleTooLong],
    [{ ...notice('<p>x</p>'), boardType: 11 }, staffBoardsText.badBoardType],
    [{ ...notice('x'.repeat(100_001)) }, staffBoardsText.textTooLong],
    [{ ...notice('<p>a\u0000b</p>') }, staffBoardsText.badCharacter],
    [{ ...notice('<p>x</p>'), popupWidth: 100 }, staffBoardsText.badPopupWidth],
    [{ ...notice('<p>x</p>'), startsAt: '2026-13-01' }, staffBoardsText.badTime],
    [
      { ...notice('<p>x</p>'), startsAt: '2026-01-02T00:00:00+09:00', endsAt: '2026-01-01T00:00:00+09:00' },
      staffBoardsText.badWindow,
    ],
    [{ ...notice('<p>x</p>'), id: 'abc' }, staffBoardsText.badPost],
  ])('when the body is %#-th malformed, then code 2 with its Korean message and nothing stored', async (body, message) => {
    const before = await t.db
      .selectFrom('board_post')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    expect(envelope(await save(body))).toEqual({ code: 2, data: { message } });
    const after = await t.db
      .selectFrom('board_post')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('when support lists, then it may; when support saves or hides, then code 3, access.denied audited and nothing stored', async () => {
    const support = await createStaff(t.db, { role: 'support' });
    const token = await signInStaff(t.app, support);
    expect(envelope(await postStaff(t.app, '/api/staff/boards/list', {}, token)).code).toBe(0);
    const title = `지원 ${support.id}`;
    for (const [url, body] of [
      ['/api/staff/boards/save', { ...notice('<p>x</p>'), title }],
      ['/api/staff/boards/hide', { id: 1 }],
    ] as const) {
      expect(envelope(await postStaff(t.app, url, body, token))).toEqual({
        code: 3,
        data: { message: staffText.forbidden },
      });
    }
    const denied = await t.db
      .selectFrom('audit_log')
      .select(['target_id', 'after'])
      .where('staff_id', '=', support.id)
      .where('action', '=', 'access.denied')
      .orderBy('id')
      .execute();
    expect(denied).toEqual([
      { target_id: '/api/staff/boards/save', after: { permission: 'boards.manage', role: 'support' } },
      { target_id: '/api/staff/boards/hide', after: { permission: 'boards.manage', role: 'support' } },
    ]);
    expect(await t.db.selectFrom('board_post').select('id').where('title', '=', title).execute()).toEqual([]);
  });
});
