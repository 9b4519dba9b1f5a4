import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, mobile, type Viewport } from '../support/browser.ts';
import { openAsNewMember } from '../support/member.ts';
import { useChromium } from '../support/scenario.ts';
import { closePopups, open } from '../support/site.ts';

// Issue 23: the member site speaks Korean. Every main page, as a logged-in member, is read as a person
// sees it (rendered text, hidden parts left out) and no Latin word may show outside the allow-list.
const scenario = useChromium();

/**
 * Latin words that are the Korean reading too: 'Lv' (the spec's level 'Lv.N'), 'KST' (the time zone
 * the spec names), 'P' (the point unit), 'vs' (a match's two sides), 'e' (e스포츠, the Korean word),
 * 'RNG' (how casino games are drawn, said in Korean beside it), 'HMAC' and 'SHA' (the hash a player
 * checks a draw with), 'PBG', 'MGM' and 'EOS' (mini-game brands, names as players know them) and 'A' to
 * 'D' (the powerball sections, on the odds and the result chips).
 */
const allowed = new Set(['Lv', 'KST', 'P', 'vs', 'VS', 'e', 'RNG', 'HMAC', 'SHA', 'PBG', 'MGM', 'EOS']);
const powerballSections = new Set(['A', 'B', 'C', 'D']);

/**
 * Names that are data, not the site's words, are left out: the member's nick, names from the odds feed
 * (teams, leagues, regions, wherever they show), a round's hashes and game artwork. Labels around them are checked.
 */
const dataScopes = [
  '.balances__nick',
  '.preview-list__nick',
  '.tree__name',
  '.tree__detail',
  '.league-group__name',
  '.popular-leagues__name',
  '.popular-event__league',
  '.popular-event__teams',
  '.fixture-info__team',
  '.scoreboard__name',
  '.live-now__league',
  '.live-now__team',
  '.timeline__text',
  '.bet-leg__team',
  '.bet-leg__league',
  '.mg-hash__value',
  // Generated game artwork: card ranks and slot symbols drawn as pictures (the tile names the game).
  'svg',
];

const pages = [
  '/',
  '/event/main',
  '/event/main_inplay',
  '/games/main',
  '/games/miniGame/pbgLobby',
  '/casino/skyhub/casino',
  '/casino/skyhub/slot',
  '/board/main?boardType=0',
  '/board/main?boardType=11',
  '/result/betResult',
  '/amount/charge',
  '/amount/exchange',
];

/** The Latin words of the page's visible text outside the data scopes, each with where it shows. */
function latinWordsOf(page: Page): Promise<string[]> {
  return page.evaluate((scopes) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, title')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (scopes.some((scope) => element.closest(scope))) continue;
      for (const word of node.textContent?.match(/[A-Za-z]+/g) ?? []) {
        found.push(`${word} (in .${element.getAttribute('class') || element.tagName.toLowerCase()})`);
      }
    }
    return found;
  }, dataScopes);
}

async function expectKoreanPages(page: Page): Promise<void> {
  await openAsNewMember(page);
  const problems: string[] = [];
  for (const path of pages) {
    await open(page, path);
    await closePopups(page);
    // Lists and figures arrive after the first paint: wait until the page body is past its skeletons.
    await page.waitForFunction(() => document.querySelectorAll('.skeleton, [aria-busy="true"]').length === 0);
    for (const entry of await latinWordsOf(page)) {
      const word = entry.split(' ')[0] ?? '';
      const isSection =
        powerballSections.has(word) &&
        (entry.endsWith('(in .mg-odds__name)') || entry.endsWith('(in .mg-chip)'));
      if (!allowed.has(word) && !isSection) problems.push(`${path}: ${entry}`);
    }
  }
  expect(problems.join('\n')).toBe('');
}

for (const [name, viewport] of [
  ['desktop', desktop],
  ['phone', mobile],
] as [string, Viewport][]) {
  scenario(
    `when a member reads the main pages on a ${name}, then no Latin word shows outside the allow-list`,
    viewport,
    ({ page }) => expectKoreanPages(page),
    // Twelve pages, each loaded in full: several minutes when the machine is busy.
    240_000,
  );
}
