import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
  marketOf,
  marketsMessage,
} from '../../apps/server/src/features/sports/feeds/trade360/test-messages.ts';
import { desktop, mobile } from '../support/browser.ts';
import { type FeedServer, startFeedServer } from '../support/feed-server.ts';
import { useChromium } from '../support/scenario.ts';
import { byTestId, closePopups, reload, waitForInitialData } from '../support/site.ts';

// The left league menu on a server in LSports mode, fed by the test through RabbitMQ: its leagues,
// counts, favourites and search are the ones the test sent. (The live board itself is rendered by
// the list's opened live fixture; its markup is covered by components/live-board-render.test.tsx.)
const scenario = useChromium();
let server: FeedServer;

const hour = 3_600_000;
const latinLeague = { Id: 9201, Name: 'Star Test League' };
const koreanLeague = { Id: 9202, Name: '별빛 테스트 리그' };
const fixtures = [
  { id: 71_000_001, league: latinLeague, home: '한밭 유나이티드', away: '달구벌 FC' },
  { id: 71_000_002, league: latinLeague, home: '빛고을 시티', away: '항도 FC' },
  { id: 71_000_003, league: koreanLeague, home: '소백 레인저스', away: '태백 FC' },
];

beforeAll(async () => {
  server = await startFeedServer('left-menu');
  const start = new Date(Date.now() + 6 * hour).toISOString();
  for (const { id, league, home, away } of fixtures) {
    await server.feed.publish(
      fixtureMessage(
        id,
        fixtureOf({
          League: league,
          StartDate: start,
          Participants: [
            { Id: id * 10 + 1, Name: home, Position: '1' },
            { Id: id * 10 + 2, Name: away, Position: '2' },
          ],
        }),
      ),
    );
    await server.feed.publish(
      marketsMessage(id, [
        marketOf(1, [
          betOf(`${id}01`, '1', '1.80'),
          betOf(`${id}02`, 'X', '3.40'),
          betOf(`${id}03`, '2', '4.20'),
        ]),
      ]),
    );
  }
  await server.feed.flush();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function openOnFeedServer(page: Page, path: string): Promise<void> {
  const initialData = waitForInitialData(page);
  await page.goto(`${server.url}${path}`);
  await initialData;
  await closePopups(page);
}

/** The left menu: the desktop side column, or the mobile left layer opened from the header. */
async function leftMenu(page: Page): Promise<Locator> {
  if ((page.viewportSize()?.width ?? 1440) <= 787) await byTestId(page, 'mobile-menu-toggle').click();
  const menu = byTestId(page, 'left-menu');
  await expect.poll(() => menu.count()).toBe(1);
  return menu;
}

/** League names of the menu's tree (not the favourites), as shown. */
const treeLeagues = (menu: Locator) => menu.locator('.tree .tree__league .tree__name').allInnerTexts();
const leagueRow = (scope: Locator, name: string) =>
  scope.locator('.tree__league-row').filter({ has: scope.page().getByRole('link', { name }) });
const star = (row: Locator) => row.getByRole('button', { name: /즐겨찾기/ });

scenario(
  'when a visitor stars a league in the unfolded menu, then it is listed with its count under 즐겨찾기 and stays starred after a reload',
  desktop,
  async ({ page }) => {
    await openOnFeedServer(page, '/');
    const menu = await leftMenu(page);
    const row = leagueRow(menu.locator('.tree'), latinLeague.Name);
    // Desktop unfolds sport > region > league without a click, with each league's fixture count.
    await expect.poll(() => row.locator('.tree__count').innerText()).toBe('2');
    expect(
      await leagueRow(menu.locator('.tree'), koreanLeague.Name).locator('.tree__count').innerText(),
    ).toBe('1');
    const favourites = byTestId(menu, 'menu-favourites');
    expect(await favourites.innerText()).toContain('리그 옆 별을 눌러');

    expect(await star(row).getAttribute('aria-pressed')).toBe('false');
    expect(await star(row).getAttribute('aria-label')).toBe(`${latinLeague.Name} 즐겨찾기 추가`);
    await star(row).click();
    await expect.poll(() => star(row).getAttribute('aria-pressed')).toBe('true');
    expect(await star(row).getAttribute('aria-label')).toBe(`${latinLeague.Name} 즐겨찾기 해제`);
    const favourite = leagueRow(favourites, latinLeague.Name);
    await expect.poll(() => favourite.locator('.tree__count').innerText()).toBe('2');

    await reload(page);
    await closePopups(page);
    const again = await leftMenu(page);
    const starred = leagueRow(byTestId(again, 'menu-favourites'), latinLeague.Name);
    await expect.poll(() => starred.count()).toBe(1);
    expect(await star(leagueRow(again.locator('.tree'), latinLeague.Name)).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await starred.getByRole('link').click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?leagueId=${latinLeague.Id}`);
    await star(starred).click();
    await expect.poll(() => byTestId(again, 'menu-favourites').innerText()).toContain('리그 옆 별을 눌러');
  },
);

scenario(
  'when a visitor types in the menu search, then leagues filter by Korean or Latin name in any case, and a team name leads to the team search',
  desktop,
  async ({ page }) => {
    await openOnFeedServer(page, '/');
    const menu = await leftMenu(page);
    const search = menu.getByRole('searchbox', { name: '리그·팀 검색' });
    await expect.poll(() => treeLeagues(menu)).toContain(koreanLeague.Name);

    await search.fill('star TEST');
    await expect.poll(() => treeLeagues(menu)).toEqual([latinLeague.Name]);
    await search.fill('별빛');
    await expect.poll(() => treeLeagues(menu)).toEqual([koreanLeague.Name]);

    await search.fill('한밭');
    await expect.poll(() => menu.innerText()).toContain('검색된 리그가 없습니다.');
    expect(await treeLeagues(menu)).toEqual([]);
    await menu.getByRole('button', { name: /팀 검색/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('한밭');
    const list = byTestId(page, 'prematch-list');
    await expect.poll(() => list.locator('[data-fixture-id]').count()).toBe(1);
    // The row's content renders at the next frame (content-visibility: auto): wait for it.
    await expect.poll(() => list.innerText()).toContain('한밭 유나이티드');
    expect(await page.getByRole('searchbox', { name: '팀 이름 검색' }).inputValue()).toBe('한밭');
  },
);

scenario(
  'when a phone opens the left menu, then the search filters it and a found league can be starred there',
  mobile,
  async ({ page }) => {
    await openOnFeedServer(page, '/');
    const menu = await leftMenu(page);
    await menu.getByRole('searchbox', { name: '리그·팀 검색' }).fill('star test');
    const row = leagueRow(menu.locator('.tree'), latinLeague.Name);
    await expect.poll(() => row.isVisible()).toBe(true);
    const box = await star(row).boundingBox();
    expect(box && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);
    await star(row).click();
    await expect.poll(() => star(row).getAttribute('aria-pressed')).toBe('true');
    await menu.getByRole('searchbox', { name: '리그·팀 검색' }).fill('');
    await expect.poll(() => leagueRow(byTestId(menu, 'menu-favourites'), latinLeague.Name).count()).toBe(1);
  },
);
