import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InitialData } from '@hanpan/core/api/site';
import { bankList } from '@hanpan/core/banks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  createBoardPost,
  createMember,
  createPartner,
  createStaffRow,
  signIn,
  uniqueSuffix,
} from '../../../test/factories.ts';
import { envelope, get, postJson } from '../../../test/http.ts';
import { applyTrade360Message } from '../sports/catalogue-repository.ts';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
  marketOf,
  marketsMessage,
} from '../sports/feeds/trade360/test-messages.ts';

let t: TestApp;
let webDist: string;
let clock = Date.now();

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'hanpan-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>한판</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'build-id.txt'), 'build-1\n');
  t = await createTestApp({ webDistDir: webDist, now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const initialData = async (cookie?: string) =>
  envelope<InitialData>(await get(t.app, '/api/index2', { cookie: cookie ?? null }));

describe('GET /api/index2', () => {
  it('when a visitor asks, then every initial-data field of spec section 3 is there', async () => {
    const reply = await initialData();
    expect(reply.code).toBe(0);
    expect(reply.userContext).toBeUndefined();
    expect(Object.keys(reply.data!).sort()).toEqual(
      [
        'bankList',
        'banner',
        'boardList',
        'domainKeyCode',
        'domainList',
        'eventGroupByList',
        'eventGroupByListInplay',
        'fakeChargeList',
        'isAgency',
        'isHeader',
        'mainDomain',
        'minPointConversion',
        'popularEventList',
        'popularLeagueList',
        'recommendCode',
        'slideText',
        'title',
        'useSms',
      ].sort(),
    );
    expect(reply.data).toMatchObject({
      title: '한판',
      domainKeyCode: 'hanpan',
      bankList: [...bankList],
      isAgency: false,
      isHeader: false,
      useSms: false,
      recommendCode: null,
      eventGroupByList: [],
      eventGroupByListInplay: [],
      fakeChargeList: [],
      popularEventList: [],
      popularLeagueList: [],
      // Migration 0002's default, so the page can refuse a smaller conversion before asking.
      minPointConversion: 1_000,
    });
    expect(Array.isArray(reply.data?.domainList)).toBe(true);
    expect(typeof reply.data?.slideText).toBe('string');
  });

  it('when posts exist, then boardList holds visible popup notices/events and banner the image events', async () => {
    const popupNotice = await createBoardPost(t.db, { boardType: 0, isPopup: true });
    const popupEvent = await createBoardPost(t.db, { boardType: 1, isPopup: true });
    const plainNotice = await createBoardPost(t.db, { boardType: 0 });
    const hiddenPopup = await createBoardPost(t.db, { boardType: 0, isPopup: true, isVisible: false });
    const imageEvent = await createBoardPost(t.db, {
      boardType: 1,
      isPopup: true,
      imageUrl: '/images/e.svg',
    });
    // Staff board edits announce themselves; these rows were written past the staff API.
    t.app.services.notifySiteChanged('boards');
    const { data } = await initialData();
    const boardIds = data!.boardList.map((item) => item.id);
    expect(boardIds).toEqual(expect.arrayContaining([popupNotice.id, popupEvent.id]));
    expect(boardIds).not.toContain(plainNotice.id);
    expect(boardIds).not.toContain(hiddenPopup.id);
    expect(boardIds).not.toContain(imageEvent.id);
    expect(data!.boardList.find((item) => item.id === popupNotice.id)).toEqual({
      id: popupNotice.id,
      title: expect.any(String),
      text: '<p>내용</p>',
      boardType: 0,
      visible: true,
      popupWidth: null,
    });
    expect(data!.banner).toContainEqual({
      id: imageEvent.id,
      title: expect.any(String),
      imageUrl: '/images/e.svg',
      link: null,
    });
  });

  it("when a member asks, then userContext comes along and recommendCode is their partner's join code", async () => {
    const partner = await createPartner(t.db);
    const member = await createMember(t.db, { partnerId: partner.id });
    const reply = await initialData(await signIn(t.app, member));
    expect(reply.data).toMatchObject({ recommendCode: partner.joinCode, isAgency: false });
    expect(reply.userContext?.user.nick).toBe(member.nick);
  });

  it('when the member owns a partner, then isAgency is true', async () => {
    const owner = await createMember(t.db);
    await createPartner(t.db, { ownerMemberId: owner.id });
    expect((await initialData(await signIn(t.app, owner))).data?.isAgency).toBe(true);
  });

  it('when staff approve deposits after index2 was cached, then fakeChargeList shows the 10 newest, nick masked; others never', async () => {
    const staff = await createStaffRow(t.db);
    const actor = { staffId: staff.id, ip: null };
    const requestDeposit = async (nick: string, amount: number) => {
      const member = await createMember(t.db, { nick });
      const cookie = await signIn(t.app, member);
      const reply = await postJson(
        t.app,
        '/api/amount/charge',
        { amount, depositorName: '홍길동' },
        { cookie },
      );
      return envelope<{ item: { id: number } }>(reply).data?.item.id ?? 0;
    };
    // The public part is cached from here on: only the approvals below can refresh it.
    await initialData();
    const pendingId = await requestDeposit(`대기${uniqueSuffix(4)}`, 77_000);
    const rejectedId = await requestDeposit(`거절${uniqueSuffix(4)}`, 88_000);
    await t.app.services.payments.rejectCharge(actor, rejectedId, '입금 없음');
    const approved: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const id = await requestDeposit(`가나${uniqueSuffix(4)}`, 10_000 + i);
      await t.app.services.payments.approveCharge(actor, id);
      approved.push(10_000 + i);
    }
    const { data } = await initialData();
    expect(pendingId).toBeGreaterThan(0);
    expect(data?.fakeChargeList).toHaveLength(10);
    expect(data?.fakeChargeList.map((item) => item.amount)).toEqual(approved.toReversed().slice(0, 10));
    for (const item of data?.fakeChargeList ?? []) {
      expect(item.nick).toBe('가나***');
      expect(new Date(item.approvedAt).toISOString()).toBe(item.approvedAt);
    }
  }, 120_000);

  it('when settings change, then index2 follows them', async () => {
    await t.db
      .updateTable('site_setting')
      .set({ value: JSON.stringify(true) })
      .where('key', '=', 'isHeader')
      .execute();
    t.app.services.notifySiteChanged('settings');
    expect((await initialData()).data?.isHeader).toBe(true);
    await t.db
      .updateTable('site_setting')
      .set({ value: JSON.stringify(false) })
      .where('key', '=', 'isHeader')
      .execute();
    t.app.services.notifySiteChanged('settings');
  });

  it('when the catalogue holds fixtures, then the sports menus and popular lists come from it', async () => {
    const hour = 3_600_000;
    const prematch = [31_000_001, 31_000_002];
    for (const [index, fixtureId] of prematch.entries()) {
      const startDate = new Date(clock + (index + 2) * hour).toISOString();
      await applyTrade360Message(t.db, fixtureMessage(fixtureId, fixtureOf({ StartDate: startDate })));
      const bets = [
        betOf(`${fixtureId}1`, '1', '2.10'),
        betOf(`${fixtureId}2`, 'X', '3.20'),
        betOf(`${fixtureId}3`, '2', '3.40'),
      ];
      await applyTrade360Message(t.db, marketsMessage(fixtureId, [marketOf(1, bets)]));
    }
    const liveLeague = { Id: 9002, Name: 'K League 2' };
    const liveStart = new Date(clock - hour).toISOString();
    await applyTrade360Message(
      t.db,
      fixtureMessage(31_000_003, fixtureOf({ League: liveLeague, StartDate: liveStart, Status: 2 })),
    );
    // The feed service publishes after applying, which empties the shared reads; these writes bypass it.
    t.app.services.sportsReads.invalidate();
    const group = { sportId: 201, regionId: 215, regionName: 'South Korea', icon: '' };
    const { data } = await initialData();
    expect(data?.eventGroupByList).toEqual([
      { ...group, leagueId: 9001, leagueName: 'K League 1', count2: 2 },
    ]);
    expect(data?.eventGroupByListInplay).toEqual([
      { ...group, leagueId: 9002, leagueName: 'K League 2', count2: 1 },
    ]);
    expect(data?.popularLeagueList).toEqual([
      { ...group, leagueId: 9001, leagueName: 'K League 1', count2: 2, sportName: '축구' },
    ]);
    expect(data?.popularEventList.map((event) => event.fixtureId)).toEqual(prematch);
    expect(data?.popularEventList[0]?.markets).toEqual([
      expect.objectContaining({
        marketId: 1,
        name: '승무패',
        outcomes: [
          expect.objectContaining({ id: '310000011', name: '1', pickLabel: '홈승', price: 210 }),
          expect.objectContaining({ id: '310000012', name: 'X', pickLabel: '무', price: 320 }),
          expect.objectContaining({ id: '310000013', name: '2', pickLabel: '원정승', price: 340 }),
        ],
      }),
    ]);
  });
});

describe('GET /api/version', () => {
  it('when the web build wrote build-id.txt, then its id; a redeploy shows within a few seconds', async () => {
    expect((await get(t.app, '/api/version')).json()).toEqual({ code: 0, data: { buildId: 'build-1' } });
    writeFileSync(path.join(webDist, 'build-id.txt'), 'build-2\n');
    expect(envelope<{ buildId: string }>(await get(t.app, '/api/version')).data?.buildId).toBe('build-1');
    clock += 3500;
    expect(envelope<{ buildId: string }>(await get(t.app, '/api/version')).data?.buildId).toBe('build-2');
  });

  it('when there is no build id, then dev', async () => {
    rmSync(path.join(webDist, 'build-id.txt'));
    clock += 3500;
    expect((await get(t.app, '/api/version')).json()).toEqual({ code: 0, data: { buildId: 'dev' } });
  });
});

describe('the web app', () => {
  it('when a route of the SPA is asked for, then index.html (revalidated every time)', async () => {
    for (const url of ['/', '/board/main?boardType=0', '/event/main', '/games/miniGame/pbgLobby']) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('when a hashed asset is asked for, then it is served and cached for a year', async () => {
    const response = await get(t.app, '/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('when a missing file is asked for, then 404, not index.html', async () => {
    const response = await get(t.app, '/assets/missing-1.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });
});
