import type { BoardListData, RulesData } from '@hanpan/core/api/boards';
import type { InitialData } from '@hanpan/core/api/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createBoardPost } from '../../../test/factories.ts';
import { envelope, get, postJson } from '../../../test/http.ts';

// The app's clock: tests move it to cross a post's or a ticker line's window edge.
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
});

const hour = 60 * 60 * 1000;
const listIds = async (boardType: number, page = 1) =>
  (
    envelope<BoardListData>(await postJson(t.app, '/api/board/list', { boardType, page })).data?.list ?? []
  ).map((post) => post.id);
const initialData = async () => envelope<InitialData>(await get(t.app, '/api/index2')).data!;

describe('POST /api/board/list for events', () => {
  it('when an event is published under the left menu (1), then the header event list (11) lists it too, and notices do not', async () => {
    const event = await createBoardPost(t.db, { boardType: 1, title: '웰컴 이벤트' });
    const headerEvent = await createBoardPost(t.db, { boardType: 11 });
    const notice = await createBoardPost(t.db, { boardType: 0 });
    for (const boardType of [1, 11]) {
      const ids = await listIds(boardType);
      expect(ids).toContain(event.id);
      expect(ids).toContain(headerEvent.id);
      expect(ids).not.toContain(notice.id);
    }
    expect(await listIds(0)).toContain(notice.id);
    expect(await listIds(0)).not.toContain(event.id);
  });
});

describe('POST /api/board/list order and windows', () => {
  it('when a post is pinned, then it lists first on every page order, newest pinned first', async () => {
    const olderPinned = await createBoardPost(t.db, { boardType: 0, isPinned: true });
    const newerPinned = await createBoardPost(t.db, { boardType: 0, isPinned: true });
    for (let i = 0; i < 3; i += 1) await createBoardPost(t.db, { boardType: 0 });
    const reply = envelope<BoardListData>(await postJson(t.app, '/api/board/list', { boardType: 0 }));
    expect(reply.data?.list.slice(0, 2).map((post) => post.id)).toEqual([newerPinned.id, olderPinned.id]);
    expect(reply.data?.list[0]?.isPinned).toBe(true);
    expect(reply.data?.list[2]?.isPinned).toBe(false);
  });

  it('when a post is outside its window, then members neither list nor open it; inside, they do', async () => {
    const now = new Date(clock);
    const upcoming = await createBoardPost(t.db, { boardType: 1, startsAt: new Date(clock + hour) });
    const ended = await createBoardPost(t.db, { boardType: 1, endsAt: now });
    const running = await createBoardPost(t.db, {
      boardType: 1,
      startsAt: new Date(clock - hour),
      endsAt: new Date(clock + hour),
    });
    const ids = await listIds(1);
    expect(ids).toContain(running.id);
    expect(ids).not.toContain(upcoming.id);
    expect(ids).not.toContain(ended.id);
    for (const id of [upcoming.id, ended.id]) {
      expect((await postJson(t.app, '/api/board/view', { id })).statusCode).toBe(404);
    }
    expect(envelope(await postJson(t.app, '/api/board/view', { id: running.id })).code).toBe(0);
  });
});

describe('GET /api/index2 boardList, banner and slideText', () => {
  it('when a popup, an image event and a ticker line are scheduled, then index2 shows each only inside its window, with no staff change to drop the cache', async () => {
    const start = clock + 2 * hour;
    const end = clock + 3 * hour;
    const notice = await createBoardPost(t.db, {
      boardType: 0,
      title: '예약 팝업',
      isPopup: true,
      startsAt: new Date(start),
      endsAt: new Date(end),
    });
    const banner = await createBoardPost(t.db, {
      boardType: 1,
      title: '예약 이미지 이벤트',
      isPopup: true,
      imageUrl: '/images/event-welcome.svg',
      startsAt: new Date(start),
      endsAt: new Date(end),
    });
    await t.db
      .insertInto('site_ticker')
      .values({ text: '오늘 밤 자정 정기 점검', starts_at: new Date(start), ends_at: new Date(end) })
      .execute();
    const shown = async () => {
      const data = await initialData();
      return {
        notice: data.boardList.some((item) => item.id === notice.id),
        banner: data.banner.some((item) => item.id === banner.id),
        ticker: data.slideText.includes('오늘 밤 자정 정기 점검'),
      };
    };
    // Read once before the window so the public part is cached, as on a running site.
    expect(await shown()).toEqual({ notice: false, banner: false, ticker: false });
    clock = start;
    expect(await shown()).toEqual({ notice: true, banner: true, ticker: true });
    clock = end;
    expect(await shown()).toEqual({ notice: false, banner: false, ticker: false });
  });

  it('when no ticker line is shown, then slideText is the site setting', async () => {
    expect((await initialData()).slideText).toBe(
      '한판에 오신 것을 환영합니다. 만 19세 미만은 이용할 수 없습니다.',
    );
  });
});

describe('POST /api/board/getRules', () => {
  it('when each kind is asked for, then its seeded Korean pages come back in contents order, sanitized', async () => {
    const titles = async (messageType: number) => {
      const reply = envelope<RulesData>(await postJson(t.app, '/api/board/getRules', { messageType }));
      expect(reply.code).toBe(0);
      return reply.data!.list.map((page) => page.title);
    };
    expect(await titles(1)).toEqual(['이용약관', '개인정보 처리 안내']);
    expect(await titles(2)).toEqual([
      '스포츠 베팅 공통 규정',
      '축구',
      '야구',
      '농구·배구',
      '아이스하키·기타 종목',
    ]);
    expect(await titles(3)).toEqual(['미니게임 공통 규정', '파워볼', '사다리']);
    const sports = envelope<RulesData>(await postJson(t.app, '/api/board/getRules', { messageType: '2' }));
    expect(sports.data?.list[0]?.text).toContain('배당 1.00');
    expect(sports.data?.list[0]).toMatchObject({ messageType: 2 });
  });

  it('when the terms are read, then 제5조 promises no self-service limits and points to 고객센터', async () => {
    const reply = envelope<RulesData>(await postJson(t.app, '/api/board/getRules', { messageType: 1 }));
    const terms = reply.data?.list.find((page) => page.title === '이용약관')?.text;
    expect(terms).toContain('제5조 (책임 있는 이용)');
    expect(terms).toContain('고객센터(1:1 문의)로 요청해 주세요');
    expect(terms).not.toMatch(/스스로 정할 수|즉시 적용/);
  });

  it('when a stored page holds script, then members get it sanitized', async () => {
    await t.db
      .insertInto('site_rule')
      .values({
        message_type: 3,
        title: '키노',
        body_html: '<p onclick="x()">키노</p><script>x()</script>',
        sort_order: 99,
      })
      .execute();
    const reply = envelope<RulesData>(await postJson(t.app, '/api/board/getRules', { messageType: 3 }));
    expect(reply.data?.list.at(-1)).toMatchObject({ title: '키노', text: '<p>키노</p>' });
  });

  it('when messageType is missing or not a kind of ours, then code 2', async () => {
    for (const body of [{}, { messageType: 0 }, { messageType: 4 }, { messageType: 'x' }]) {
      expect(envelope(await postJson(t.app, '/api/board/getRules', body)).code).toBe(2);
    }
  });
});
