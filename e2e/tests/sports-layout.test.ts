import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type {
  Trade360Bet,
  Trade360Market,
} from '../../apps/server/src/features/sports/feeds/trade360/messages.ts';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
  livescoreMessage,
  marketOf,
  marketsMessage,
} from '../../apps/server/src/features/sports/feeds/trade360/test-messages.ts';
import { desktop, mobile } from '../support/browser.ts';
import { type FeedServer, startFeedServer } from '../support/feed-server.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, reload, waitForInitialData } from '../support/site.ts';

// The list layouts measured in a real browser, on fixtures the test sends through RabbitMQ to a server
// in LSports mode: soccer 3-way fixtures, basketball and baseball with long handicap lines and long
// team names, live and prematch, with and without markets beyond the list's.
const scenario = useChromium();
let server: FeedServer;

const hour = 3_600_000;
const soccer = { Id: 6046, Name: 'Football' };
const basketball = { Id: 48242, Name: 'Basketball' };
const baseball = { Id: 154914, Name: 'Baseball' };

type Sent = { fixtureId: number; extra: number; rows: number };
const prematch: Sent[] = [];
const live: Sent[] = [];

let nextBet = 1;
const bet = (name: string, price: string, baseLine?: string): Trade360Bet =>
  betOf(String(80_000_000 + nextBet++), name, price, baseLine ? { BaseLine: baseLine, Line: baseLine } : {});

/** The sport's main markets (1X2 or winner, handicap, total) and `extra` markets beyond them. */
function marketsOf(sport: typeof soccer, handicap: string, total: string, extra: number): Trade360Market[] {
  const isSoccer = sport.Id === soccer.Id;
  const main = isSoccer
    ? [
        marketOf(1, [bet('1', '2.15'), bet('X', '3.30'), bet('2', '3.45')]),
        marketOf(3, [bet('1', '1.92', handicap), bet('2', '1.88', handicap)]),
        marketOf(2, [bet('Over', '1.85', total), bet('Under', '1.95', total)]),
      ]
    : [
        marketOf(226, [bet('1', '1.55'), bet('2', '12.50')]),
        marketOf(342, [bet('1', '1.91', handicap), bet('2', '1.89', handicap)]),
        marketOf(28, [bet('Over', '1.87', total), bet('Under', '1.93', total)]),
      ];
  const extras = [
    marketOf(5, [bet('Odd', '1.90'), bet('Even', '1.90')]),
    marketOf(
      isSoccer ? 77 : 63,
      isSoccer
        ? [bet('Over', '1.80', '1.5'), bet('Under', '2.00', '1.5')]
        : [bet('1', '1.70'), bet('2', '2.10')],
    ),
    marketOf(
      isSoccer ? 17 : 53,
      isSoccer
        ? [bet('Yes', '1.75'), bet('No', '2.05')]
        : [bet('1', '1.90', '-5.5'), bet('2', '1.90', '-5.5')],
    ),
    marketOf(7, [bet('1X', '1.25'), bet('12', '1.30'), bet('X2', '15.00')]),
  ];
  return [...main, ...extras.slice(0, extra)];
}

type FixtureSpec = {
  fixtureId: number;
  sport: typeof soccer;
  league: { Id: number; Name: string };
  teams: [string, string];
  startIn: number;
  handicap: string;
  total: string;
  extra: number;
  isLive?: boolean;
};

async function sendFixture(spec: FixtureSpec): Promise<void> {
  const { feed } = server;
  await feed.publish(
    fixtureMessage(
      spec.fixtureId,
      fixtureOf({
        Sport: spec.sport,
        League: spec.league,
        Status: spec.isLive ? 2 : 1,
        StartDate: new Date(Date.now() + spec.startIn).toISOString(),
        Participants: [
          { Id: spec.fixtureId * 10 + 1, Name: spec.teams[0], Position: '1' },
          { Id: spec.fixtureId * 10 + 2, Name: spec.teams[1], Position: '2' },
        ],
      }),
    ),
  );
  if (spec.isLive) {
    await feed.publish(
      livescoreMessage(spec.fixtureId, {
        Scoreboard: {
          Status: 2,
          CurrentPeriod: spec.sport.Id === soccer.Id ? 10 : 2,
          Time: 1200,
          Results: [
            { Position: '1', Value: '1' },
            { Position: '2', Value: '0' },
          ],
        },
        Periods: [],
      }),
    );
  }
  await feed.publish(
    marketsMessage(spec.fixtureId, marketsOf(spec.sport, spec.handicap, spec.total, spec.extra)),
  );
  (spec.isLive ? live : prematch).push({ fixtureId: spec.fixtureId, extra: spec.extra, rows: 3 });
}

beforeAll(async () => {
  server = await startFeedServer('sports-layout');
  const kLeague = { Id: 9301, Name: 'K리그 레이아웃' };
  const nba = { Id: 9302, Name: 'NBA 레이아웃 테스트 프로페셔널 리그' };
  const kbo = { Id: 9303, Name: 'KBO 레이아웃' };
  const soccerTeams: [string, string][] = [
    ['울산 HD', '전북 현대 모터스'],
    ['FC 서울', '수원 삼성 블루윙즈'],
    ['포항 스틸러스', '대전 하나 시티즌'],
    ['제주 유나이티드', '광주 FC'],
  ];
  for (const [index, teams] of soccerTeams.entries()) {
    await sendFixture({
      fixtureId: 71_000_001 + index,
      sport: soccer,
      league: kLeague,
      teams,
      startIn: (2 + index * 0.25) * hour,
      handicap: index % 2 === 0 ? '-1.5' : '0.25',
      total: index % 2 === 0 ? '2.5' : '3.75',
      extra: index % 2 === 0 ? 4 : 0,
    });
  }
  const nbaTeams: [string, string][] = [
    ['오클라호마시티 썬더 프로페셔널 농구단', '미네소타 팀버울브스 프로페셔널 농구단'],
    ['골든스테이트 워리어스', '로스앤젤레스 클리퍼스'],
    ['샌안토니오 스퍼스', '포틀랜드 트레일블레이저스'],
  ];
  for (const [index, teams] of nbaTeams.entries()) {
    await sendFixture({
      fixtureId: 71_000_101 + index,
      sport: basketball,
      league: nba,
      teams,
      startIn: (4 + index * 0.25) * hour,
      handicap: index === 0 ? '-11.5' : '11.5',
      total: '215.5',
      extra: index,
    });
  }
  for (const index of [0, 1]) {
    await sendFixture({
      fixtureId: 71_000_201 + index,
      sport: baseball,
      league: kbo,
      teams: ['두산 베어스', 'SSG 랜더스'],
      startIn: (6 + index) * hour,
      handicap: '-1.5',
      total: '8.5',
      extra: index * 2,
    });
  }
  await sendFixture({
    fixtureId: 71_000_301,
    sport: soccer,
    league: kLeague,
    teams: ['인천 유나이티드 라이브', '강원 FC 라이브'],
    startIn: -hour / 2,
    handicap: '-0.75',
    total: '2.25',
    extra: 2,
    isLive: true,
  });
  await sendFixture({
    fixtureId: 71_000_302,
    sport: soccer,
    league: kLeague,
    teams: ['김천 상무 라이브', '대구 FC 라이브'],
    startIn: -hour / 3,
    handicap: '0',
    total: '1.5',
    extra: 0,
    isLive: true,
  });
  await sendFixture({
    fixtureId: 71_000_303,
    sport: basketball,
    league: nba,
    teams: ['밀워키 벅스 라이브 농구단', '뉴올리언스 펠리컨스 라이브'],
    startIn: -hour / 2,
    handicap: '-11.5',
    total: '221.5',
    extra: 1,
    isLive: true,
  });
  await server.feed.flush();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function openList(page: Page, path: string, testId: string, sent: readonly Sent[]): Promise<void> {
  const initialData = waitForInitialData(page);
  await page.goto(`${server.url}${path}`);
  await initialData;
  await closePopups(page);
  // Off-screen fixtures skip rendering (content-visibility: auto); every one is measured here as it
  // lays out once scrolled to, so none passes unmeasured.
  await page.addStyleTag({
    content: '.dom-fixture, .intl-fixture { content-visibility: visible !important; }',
  });
  const list = byTestId(page, testId);
  const rows = sent.reduce((sum, fixture) => sum + fixture.rows, 0);
  await expect.poll(() => list.locator('.market-row').count(), { timeout: 20_000 }).toBe(rows);
}

/** What the test measures of the 국내형 list as it is on screen. */
type DomesticLayout = {
  /** Market rows wholly inside the first screen. */
  fullyVisibleRows: number;
  /** Odds cells (or their parts) and line cells whose text does not fit. */
  clipped: string[];
  /** Every button text that is '+0'. */
  plusZero: number;
  /** The distinct heights of the list's market rows. */
  rowHeights: number[];
  /** Fixtures taller than their rows (something wrapped). */
  tallFixtures: string[];
  /** Each fixture's '+N' text ('' when it has no button). */
  moreTexts: Record<string, string>;
};

function measureDomestic(page: Page): Promise<DomesticLayout> {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll<HTMLElement>('.dom-fixture__rows > .market-row')];
    const fixtures = [...document.querySelectorAll<HTMLElement>('.dom-fixture')];
    const moreTexts: Record<string, string> = {};
    const tallFixtures: string[] = [];
    for (const fixture of fixtures) {
      const id = fixture.dataset.fixtureId ?? '';
      moreTexts[id] = fixture.querySelector('.more-markets')?.textContent?.trim() ?? '';
      const own = [...fixture.querySelectorAll<HTMLElement>('.dom-fixture__rows > .market-row')];
      const rowsHeight = own.reduce((sum, row) => sum + row.getBoundingClientRect().height, 0);
      // The rows set the height, plus the teams' line where it sits above them (phones) and the
      // borders (1px between fixtures, 1px under the teams' line); a wrapped line adds far more.
      const info = fixture.querySelector('.fixture-info')?.getBoundingClientRect();
      const rowsTop = fixture.querySelector('.dom-fixture__rows')?.getBoundingClientRect().top ?? 0;
      const above = info && info.bottom <= rowsTop + 0.5 ? info.height : 0;
      if (fixture.getBoundingClientRect().height > rowsHeight + above + 2.5) tallFixtures.push(id);
    }
    return {
      fullyVisibleRows: rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
      clipped: clippedCells(),
      plusZero: [...document.querySelectorAll('button')].filter((b) => b.textContent?.trim() === '+0').length,
      rowHeights: [...new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height * 10) / 10))],
      tallFixtures,
      moreTexts,
    };

    function clippedCells(): string[] {
      const cells = document.querySelectorAll<HTMLElement>('.odds-cell, .odds-cell *, .line-cell');
      return [...cells]
        .filter((cell) => cell.scrollWidth > cell.clientWidth)
        .map((cell) => `${cell.className}: ${cell.textContent}`);
    }
  });
}

function clippedCells(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.odds-cell, .odds-cell *, .line-cell')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth)
      .map((cell) => `${cell.className}: ${cell.textContent}`),
  );
}

/** The checks every 국내형 list passes whatever the width. */
function expectCleanRows(layout: DomesticLayout, sent: readonly Sent[]): void {
  expect(layout.clipped).toEqual([]);
  expect(layout.plusZero).toBe(0);
  expect(layout.rowHeights).toHaveLength(1);
  expect(layout.tallFixtures).toEqual([]);
  for (const fixture of sent) {
    const expected = fixture.extra > 0 ? `+${fixture.extra}` : '';
    expect(layout.moreTexts[String(fixture.fixtureId)], `'+N' of ${fixture.fixtureId}`).toBe(expected);
  }
}

for (const [viewport, range] of [
  [desktop, [15, 20]],
  [mobile, [8, 10]],
] as const) {
  scenario(
    `when the prematch list opens in 국내형 at ${viewport.width}x${viewport.height}, then ${range[0]}-${range[1]} market rows fill the first screen, no cell is clipped, no row wraps and no '+0' shows`,
    viewport,
    async ({ page }) => {
      await openList(page, '/event/main', 'prematch-list', prematch);
      const switchButton = page
        .getByRole('group', { name: '보기 방식' })
        .getByRole('button', { name: '국내형' });
      expect(await switchButton.getAttribute('aria-pressed')).toBe('true');
      const layout = await measureDomestic(page);
      expectCleanRows(layout, prematch);
      expect(layout.fullyVisibleRows).toBeGreaterThanOrEqual(range[0]);
      expect(layout.fullyVisibleRows).toBeLessThanOrEqual(range[1]);
      // The long handicap lines read whole in the middle column.
      const nbaFixture = byTestId(page, 'prematch-list').locator('[data-fixture-id="71000101"]');
      expect(await nbaFixture.locator('.line-cell').allInnerTexts()).toEqual(['VS', '-11.5', '215.5']);
      expect(await nbaFixture.locator('.market-row').first().innerText()).toMatch(/원정승\s*12\.50/);

      // '+4' opened from the keyboard: every other market as rows of the same size, nothing cut.
      const first = byTestId(page, 'prematch-list').locator('[data-fixture-id="71000001"]');
      await first.locator('.more-markets').focus();
      await page.keyboard.press('Enter');
      const detailRows = first.locator('.fixture-detail .market-row');
      await expect.poll(() => detailRows.count()).toBe(4);
      expect(await detailRows.and(page.locator('[data-market-id="7"]')).innerText()).toMatch(
        /홈\/무[\s\S]*홈\/원정[\s\S]*무\/원정\s*15\.00/,
      );
      const heights = await detailRows.evaluateAll((rows) =>
        rows.map((row) => row.getBoundingClientRect().height),
      );
      expect(new Set([...heights, ...layout.rowHeights]).size).toBe(1);
      expect(await clippedCells(page)).toEqual([]);
    },
  );

  scenario(
    `when the live list opens in 국내형 at ${viewport.width}x${viewport.height}, then scores show and the rows keep their size, a fixture without more markets offers its board, not '+0'`,
    viewport,
    async ({ page }) => {
      await openList(page, '/event/main_inplay', 'inplay-list', live);
      const list = byTestId(page, 'inplay-list');
      await expect
        .poll(() => list.locator('[data-fixture-id="71000301"] .fixture-score').innerText())
        .toMatch(/1\s*:\s*0/);
      const layout = await measureDomestic(page);
      expect(layout.clipped).toEqual([]);
      expect(layout.plusZero).toBe(0);
      expect(layout.rowHeights).toHaveLength(1);
      expect(layout.tallFixtures).toEqual([]);
      expect(layout.moreTexts).toEqual({ '71000301': '+2', '71000302': '', '71000303': '+1' });
      const quiet = list.locator('[data-fixture-id="71000302"] .more-markets');
      expect(await quiet.getAttribute('aria-label')).toBe('경기 상세 보기');
      await quiet.click();
      await expect
        .poll(() => list.locator('[data-fixture-id="71000302"] .fixture-detail').innerText())
        .toContain('추가 마켓이 없습니다.');
    },
  );
}

scenario(
  'when a visitor switches to 해외형, then the main markets stand side by side, more markets open in collapsible groups by keyboard, and the choice survives a reload',
  desktop,
  async ({ page }) => {
    await openList(page, '/event/main', 'prematch-list', prematch);
    const views = page.getByRole('group', { name: '보기 방식' });
    await views.getByRole('button', { name: '해외형' }).click();
    const list = byTestId(page, 'prematch-list');
    await expect.poll(() => list.locator('.intl-fixture').count()).toBe(prematch.length);
    expect(await list.locator('.market-row').count()).toBe(0);
    const first = list.locator('[data-fixture-id="71000001"]');
    expect(
      await first
        .locator('.intl-market')
        .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-slot'))),
    ).toEqual(['result', 'handicap', 'total']);
    // Each league's headings name its result market: 승무패 over soccer's three cells, 승패 over baseball's two.
    const headingsOf = (league: string) =>
      list
        .locator('.league-group', { has: page.locator('.league-group__name', { hasText: league }) })
        .locator('.league-group__columns > span')
        .allInnerTexts();
    expect(await headingsOf('K리그 레이아웃')).toEqual(['승무패', '핸디캡', '언더오버']);
    expect(await headingsOf('KBO 레이아웃')).toEqual(['승패', '핸디캡', '언더오버']);
    expect(
      await list
        .locator('[data-fixture-id="71000201"] .intl-market[data-slot="result"]')
        .getAttribute('data-cells'),
    ).toBe('2');
    expect(await first.locator('.intl-market[data-slot="handicap"]').innerText()).toMatch(
      /-1\.5[\s\S]*\+1\.5/,
    );
    expect(await first.locator('.intl-market[data-slot="total"]').innerText()).toMatch(
      /오버 2\.5[\s\S]*언더 2\.5/,
    );
    expect(await clippedCells(page)).toEqual([]);
    expect(await list.locator('button', { hasText: /^\s*\+0\s*$/ }).count()).toBe(0);

    // Keyboard: focus '+4' and open it with Enter; groups open with their toggles.
    const more = first.locator('.more-markets');
    expect(await more.innerText()).toBe('+4');
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const groups = first.locator('.market-group');
    await expect.poll(() => groups.count()).toBe(2);
    expect(await groups.locator('.market-group__toggle').allInnerTexts()).toEqual([
      expect.stringContaining('전후반 · 피리어드'),
      expect.stringContaining('스페셜'),
    ]);
    const specials = first.locator('.market-group[data-group="specials"]');
    const toggle = specials.locator('.market-group__toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await specials.locator('.odds-cell').count()).toBe(7);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await specials.locator('.odds-cell').count()).toBe(0);
    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    await reload(page);
    await closePopups(page);
    await expect
      .poll(() => byTestId(page, 'prematch-list').locator('.intl-fixture').count())
      .toBe(prematch.length);
    expect(await views.getByRole('button', { name: '해외형' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('hanpan-sports-preferences'))).toContain(
      'international',
    );
  },
);
