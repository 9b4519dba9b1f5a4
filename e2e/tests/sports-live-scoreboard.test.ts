import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { lsportsIncidentType } from '../../apps/server/src/features/sports/feeds/trade360/live-incidents.ts';
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
import { byTestId, closePopups, logIn, waitForInitialData } from '../support/site.ts';
import { demo } from '../support/visitor.ts';

// The live board of an opened live fixture (scoreboard by period, red cards, event timeline), the score
// flash, the suspension reason on locked cells and the member's view and starred leagues kept on the
// server, on a server in LSports mode fed by the test through RabbitMQ.
const scenario = useChromium();
let server: FeedServer;

const hour = 3_600_000;
const soccer = { Id: 6046, Name: 'Football' };
const iceHockey = { Id: 35232, Name: 'Ice Hockey' };
const soccerLeague = { Id: 9301, Name: '스코어보드 테스트 리그' };
const starLeague = { Id: 9302, Name: '즐겨찾기 테스트 리그' };
const hockeyLeague = { Id: 9303, Name: '하키 테스트 리그' };
/** The live soccer match of the board scenarios. */
const boardMatch = { id: 72_000_001, home: '한강 유나이티드', away: '낙동강 FC' };
/** The live soccer match whose market the feed suspends. */
const lockMatch = { id: 72_000_002, home: '금강 시티', away: '영산강 FC' };
/** The live ice hockey match. */
const hockeyMatch = { id: 72_000_003, home: '서울 아이스', away: '부산 블레이드' };
/** A prematch soccer match in the league a member stars. */
const starMatch = { id: 72_000_004, home: '섬진강 FC', away: '임진강 FC' };

const sides = (home: number, away: number) => [
  { Position: '1', Value: String(home) },
  { Position: '2', Value: String(away) },
];

/** A goal, card... of a livescore period: the feed's clock in seconds, the side by position. */
const incident = (type: number, seconds: number, position: 1 | 2, score?: [number, number]) => ({
  IncidentType: type,
  Seconds: seconds,
  ParticipantPosition: String(position),
  ...(score ? { Results: sides(...score) } : {}),
});

/** The first half (finished 1:0: a home goal at 23', a home yellow card at 30') of the board match. */
const firstHalf = {
  Type: 10,
  IsFinished: true,
  Results: sides(1, 0),
  Incidents: [
    incident(lsportsIncidentType.goal, 22 * 60 + 10, 1, [1, 0]),
    incident(lsportsIncidentType.yellowCard, 29 * 60 + 30, 1),
  ],
};
/** The away red card at 61'. */
const awayRedCard = incident(lsportsIncidentType.redCard, 60 * 60 + 5, 2);
/** The away goal at 66' the feed sends later. */
const awayGoal = incident(lsportsIncidentType.goal, 65 * 60 + 40, 2, [1, 1]);
/** The red-card statistic: away 1. */
const redCards = [{ Type: lsportsIncidentType.redCard, Results: sides(0, 1) }];

const fixtureMessageOf = (
  match: { id: number; home: string; away: string },
  overrides: Parameters<typeof fixtureOf>[0],
) =>
  fixtureMessage(
    match.id,
    fixtureOf({
      Participants: [
        { Id: match.id * 10 + 1, Name: match.home, Position: '1' },
        { Id: match.id * 10 + 2, Name: match.away, Position: '2' },
      ],
      ...overrides,
    }),
  );

const betId = (fixtureId: number, suffix: string) => `${fixtureId}${suffix}`;

/** The match's 승무패 (market 1); `status` 2 with a reason suspends it as the feed does. */
const matchResult = (fixtureId: number, status = 1, reason?: string) =>
  marketsMessage(fixtureId, [
    {
      ...marketOf(1, [
        betOf(betId(fixtureId, '01'), '1', '2.10', { Status: status }),
        betOf(betId(fixtureId, '02'), 'X', '3.20', { Status: status }),
        betOf(betId(fixtureId, '03'), '2', '3.40', { Status: status }),
      ]),
      ...(reason ? { SuspensionReason: reason } : {}),
    },
  ]);

beforeAll(async () => {
  server = await startFeedServer('live-scoreboard');
  const { feed } = server;
  const startedAt = new Date(Date.now() - hour).toISOString();
  for (const match of [boardMatch, lockMatch]) {
    await feed.publish(fixtureMessageOf(match, { League: soccerLeague, Status: 2, StartDate: startedAt }));
    await feed.publish(matchResult(match.id));
  }
  await feed.publish(
    livescoreMessage(boardMatch.id, {
      Scoreboard: { Status: 2, CurrentPeriod: 20, Time: 62 * 60, Results: sides(1, 0) },
      Periods: [firstHalf, { Type: 20, IsFinished: false, Results: sides(0, 0), Incidents: [awayRedCard] }],
      Statistics: redCards,
    }),
  );
  await feed.publish(
    livescoreMessage(lockMatch.id, {
      Scoreboard: { Status: 2, CurrentPeriod: 10, Time: 10 * 60, Results: sides(0, 0) },
      Periods: [],
    }),
  );
  await feed.publish(
    fixtureMessageOf(hockeyMatch, {
      Sport: iceHockey,
      League: hockeyLeague,
      Status: 2,
      StartDate: startedAt,
    }),
  );
  await feed.publish(matchResult(hockeyMatch.id));
  // Ice hockey's clock counts down: the feed gives the time left in the period, its goals listed
  // out of clock order (05:00 left came after 12:34 left).
  await feed.publish(
    livescoreMessage(hockeyMatch.id, {
      Scoreboard: { Status: 2, CurrentPeriod: 2, Time: 4 * 60, Results: sides(2, 0) },
      Periods: [
        { Type: 1, IsFinished: true, Results: sides(0, 0), Incidents: [] },
        {
          Type: 2,
          IsFinished: false,
          Results: sides(2, 0),
          Incidents: [
            incident(lsportsIncidentType.goal, 5 * 60, 1, [2, 0]),
            incident(lsportsIncidentType.goal, 12 * 60 + 34, 1, [1, 0]),
          ],
        },
      ],
    }),
  );
  await feed.publish(
    fixtureMessageOf(starMatch, {
      Sport: soccer,
      League: starLeague,
      StartDate: new Date(Date.now() + 6 * hour).toISOString(),
    }),
  );
  await feed.publish(matchResult(starMatch.id));
  await feed.flush();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** Opens a page of the feed server and closes the notice popups the first load shows. */
async function openOnFeedServer(page: Page, path: string): Promise<void> {
  const initialData = waitForInitialData(page);
  await page.goto(`${server.url}${path}`);
  await initialData;
  await closePopups(page);
}

/** A fixture of the live list. */
async function liveFixture(page: Page, fixtureId: number): Promise<Locator> {
  const fixture = byTestId(page, 'inplay-list').locator(`[data-fixture-id="${fixtureId}"]`);
  await expect.poll(() => fixture.count()).toBe(1);
  return fixture;
}

/** Opens a live fixture of /event/main_inplay ('+N' or 경기 상세 보기) and returns its live board. */
async function openLiveBoard(page: Page, fixtureId: number): Promise<Locator> {
  await openOnFeedServer(page, '/event/main_inplay');
  const fixture = await liveFixture(page, fixtureId);
  await fixture.locator('.more-markets').click();
  const board = byTestId(fixture, 'live-board');
  await expect.poll(() => board.count()).toBe(1);
  return board;
}

/** The scoreboard as text: the head row, then home and away, each cell's text. */
const scoreboardRows = (board: Locator) =>
  byTestId(board, 'live-scoreboard')
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim()),
      ),
    );

/** The timeline as shown, top first: clock, words and score of each entry. */
const timelineEntries = (board: Locator) =>
  byTestId(board, 'live-timeline')
    .locator('.timeline__item')
    .evaluateAll((items) =>
      items.map((item) =>
        ['.timeline__clock', '.timeline__text', '.timeline__score']
          .map((part) => (item.querySelector(part) as HTMLElement | null)?.innerText.trim() ?? '')
          .join(' | '),
      ),
    );

scenario(
  'when a live soccer fixture is opened, then its board shows the halves, totals, the away red card and the timeline, and a goal from the feed updates it with a score flash that ends',
  desktop,
  async ({ page }) => {
    const board = await openLiveBoard(page, boardMatch.id);
    await expect
      .poll(() => scoreboardRows(board))
      .toEqual([
        ['팀', '전반', '후반', '합계'],
        [boardMatch.home, '1', '0', '1'],
        [boardMatch.away, '0', '0', '0'],
      ]);
    const current = byTestId(board, 'live-scoreboard').locator('thead [aria-current="true"]');
    expect(await current.innerText()).toBe('후반');
    const awayCards = byTestId(board, 'live-scoreboard').locator('tbody tr').nth(1).getByRole('img');
    expect(await awayCards.getAttribute('aria-label')).toBe('퇴장 1');
    expect(await awayCards.locator('.card-mark--red').count()).toBe(1);
    expect(
      await byTestId(board, 'live-scoreboard').locator('tbody tr').first().getByRole('img').count(),
    ).toBe(0);
    // Newest first.
    expect(await timelineEntries(board)).toEqual([
      `61' | 퇴장 · ${boardMatch.away} | `,
      '전반 | 전반 종료 | 1 : 0',
      `30' | 경고 · ${boardMatch.home} | `,
      `23' | 득점 · ${boardMatch.home} | 1 : 0`,
    ]);

    const fixture = await liveFixture(page, boardMatch.id);
    expect(await fixture.getAttribute('data-flash')).toBeNull();
    // The flash lasts two seconds: on a loaded machine a look after the score changed can come after
    // it ended. The page records each flash this fixture row shows, whenever it comes.
    await page.evaluate((fixtureId) => {
      const seen: string[] = [];
      (window as unknown as { flashesSeen: string[] }).flashesSeen = seen;
      new MutationObserver((changes) => {
        for (const change of changes) {
          const row = change.target as HTMLElement;
          if (row.dataset.fixtureId === String(fixtureId) && row.dataset.flash) seen.push(row.dataset.flash);
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-flash'] });
    }, boardMatch.id);
    await server.feed.publish(
      livescoreMessage(boardMatch.id, {
        Scoreboard: { Status: 2, CurrentPeriod: 20, Time: 66 * 60, Results: sides(1, 1) },
        Periods: [
          firstHalf,
          { Type: 20, IsFinished: false, Results: sides(0, 1), Incidents: [awayRedCard, awayGoal] },
        ],
        Statistics: redCards,
      }),
    );
    await expect.poll(() => fixture.locator('.fixture-score').innerText()).toMatch(/^1\s*:\s*1$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { flashesSeen: string[] }).flashesSeen))
      .toContain('score');
    await expect.poll(() => timelineEntries(board)).toHaveLength(5);
    expect((await timelineEntries(board))[0]).toBe(`66' | 득점 · ${boardMatch.away} | 1 : 1`);
    expect((await scoreboardRows(board)).slice(1)).toEqual([
      [boardMatch.home, '1', '0', '1'],
      [boardMatch.away, '0', '1', '1'],
    ]);
    // The flash lasts a few seconds, then ends on its own.
    await expect.poll(() => fixture.getAttribute('data-flash'), { timeout: 10_000 }).toBeNull();
    expect(await fixture.locator('.fixture-score').innerText()).toMatch(/^1\s*:\s*1$/);
  },
);

scenario(
  "when the feed suspends a market for a goal check, then its cells lock with '골 확인 중' on the row, and reopening it removes both, without a reload",
  desktop,
  async ({ page }) => {
    await openOnFeedServer(page, '/event/main_inplay');
    const fixture = await liveFixture(page, lockMatch.id);
    const row = fixture.locator('.market-row[data-market-id="1"]');
    const cells = row.locator('.odds-cell');
    await expect.poll(() => cells.count()).toBe(3);
    await expect.poll(() => cells.first().isEnabled()).toBe(true);
    expect(await row.locator('.market-lock').count()).toBe(0);

    await server.feed.publish(matchResult(lockMatch.id, 2, 'goalCheck'));
    await expect.poll(() => row.locator('.market-lock').count()).toBe(1);
    const label = row.locator('.market-lock');
    expect(await label.innerText()).toBe('골 확인 중');
    expect(await label.isVisible()).toBe(true);
    for (const cell of await cells.all()) {
      expect(await cell.getAttribute('data-locked')).toBe('true');
      expect(await cell.isDisabled()).toBe(true);
      expect(await cell.getAttribute('title')).toBe('골 확인 중');
      expect(await cell.getAttribute('aria-label')).toContain('골 확인 중');
    }

    await server.feed.publish(matchResult(lockMatch.id, 1));
    await expect.poll(() => row.locator('.market-lock').count()).toBe(0);
    for (const cell of await cells.all()) {
      await expect.poll(() => cell.isEnabled()).toBe(true);
      expect(await cell.getAttribute('data-locked')).toBeNull();
      expect(await cell.getAttribute('title')).toBeNull();
      expect(await cell.getAttribute('aria-label')).not.toContain('골 확인 중');
    }
    expect(await row.innerText()).not.toContain('골 확인 중');
  },
);

scenario(
  "when an ice hockey fixture's board is opened, then its second-period goals show the period's countdown clock as it read, newest first",
  desktop,
  async ({ page }) => {
    const board = await openLiveBoard(page, hockeyMatch.id);
    await expect
      .poll(() => scoreboardRows(board))
      .toEqual([
        ['팀', '1P', '2P', '3P', '합계'],
        [hockeyMatch.home, '0', '2', '-', '2'],
        [hockeyMatch.away, '0', '0', '-', '0'],
      ]);
    expect(await timelineEntries(board)).toEqual([
      `2P 05:00 | 득점 · ${hockeyMatch.home} | 2 : 0`,
      `2P 12:34 | 득점 · ${hockeyMatch.home} | 1 : 0`,
      '1P | 1피리어드 종료 | 0 : 0',
    ]);
  },
);

/** The 국내형 / 해외형 switch's pressed view. */
const pressedView = (page: Page) =>
  page
    .getByRole('group', { name: '보기 방식' })
    .filter({ visible: true })
    .locator('[aria-pressed="true"]')
    .innerText();

/** The league's row in the left menu's 즐겨찾기. */
const favouriteRow = (page: Page, name: string) =>
  byTestId(page, 'menu-favourites')
    .locator('.tree__league-row')
    .filter({ has: page.getByRole('link', { name }) });

scenario(
  'when a member switches to 해외형 and stars a league, then the same member on another device sees both, and a visitor still sees 국내형',
  desktop,
  async ({ page, openPage }) => {
    await openOnFeedServer(page, '/');
    await logIn(page, demo.member.loginId, demo.member.password);
    await openOnFeedServer(page, '/event/main');
    await expect.poll(() => pressedView(page)).toBe('국내형');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sports/preferences');
    await page.getByRole('button', { name: '해외형', exact: true }).filter({ visible: true }).click();
    await saved;
    await expect.poll(() => pressedView(page)).toBe('해외형');
    const row = byTestId(page, 'left-menu')
      .locator('.tree .tree__league-row')
      .filter({ has: page.getByRole('link', { name: starLeague.Name }) });
    const starred = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sports/favourite');
    await row.getByRole('button', { name: `${starLeague.Name} 즐겨찾기 추가` }).click();
    expect((await starred).status()).toBe(200);
    await expect.poll(() => favouriteRow(page, starLeague.Name).count()).toBe(1);

    const otherDevice = await openPage();
    await openOnFeedServer(otherDevice, '/');
    await logIn(otherDevice, demo.member.loginId, demo.member.password);
    await openOnFeedServer(otherDevice, '/event/main');
    await expect.poll(() => pressedView(otherDevice)).toBe('해외형');
    await expect
      .poll(() =>
        byTestId(otherDevice, 'prematch-list')
          .locator(`.intl-fixture[data-fixture-id="${starMatch.id}"]`)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => favouriteRow(otherDevice, starLeague.Name).count()).toBe(1);
    // Not from this browser: the second device stored no preferences of its own.
    expect(
      (await otherDevice.evaluate(() => localStorage.getItem('hanpan-sports-preferences'))) ?? '',
    ).not.toContain(String(starLeague.Id));

    const visitor = await openPage();
    await openOnFeedServer(visitor, '/event/main');
    await expect
      .poll(() =>
        byTestId(visitor, 'prematch-list').locator(`.dom-fixture[data-fixture-id="${starMatch.id}"]`).count(),
      )
      .toBe(1);
    expect(await pressedView(visitor)).toBe('국내형');
    expect(await byTestId(visitor, 'menu-favourites').innerText()).toContain('리그 옆 별을 눌러');
  },
);

scenario(
  'when a phone opens a live fixture, then its board fits the screen: no sideways scroll and no clipped text',
  mobile,
  async ({ page }) => {
    const board = await openLiveBoard(page, boardMatch.id);
    await expect.poll(() => timelineEntries(board).then((entries) => entries.length)).toBeGreaterThan(3);
    await board.scrollIntoViewIfNeeded();
    const width = await page.evaluate(() => window.innerWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const box = await board.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    const clipped = await board
      .locator('th, td, .scoreboard__name, .timeline__clock, .timeline__text, .timeline__score')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => cell.scrollWidth > cell.clientWidth)
          .map((cell) => `${cell.className || cell.tagName}: ${(cell as HTMLElement).innerText}`),
      );
    expect(clipped).toEqual([]);
    expect(await byTestId(board, 'live-scoreboard').innerText()).toContain(boardMatch.away);
  },
);
