import type { SportsFixturesData } from '@hanpan/core/api/sports';
import { expect } from 'vitest';
import { desktop } from '../support/browser.ts';
import { useChromium } from '../support/scenario.ts';
import { button, byTestId, closePopups, open, visibleText } from '../support/site.ts';
import { demoStaff, openAdmin, staffLogIn } from '../support/staff.ts';

const scenario = useChromium();

/** A prematch fixture of the built-in feed with an open 승무패 (market 1), read from the member API. */
async function pickFixture(baseUrl: string) {
  const reply = await fetch(`${baseUrl}/api/sports/fixtures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: '{}',
  });
  const { data } = (await reply.json()) as { data: SportsFixturesData };
  for (const fixture of data.list) {
    const market = fixture.markets.find((m) => m.marketId === 1 && m.status === 'open');
    const outcome = market?.outcomes.find((o) => o.status === 'open');
    if (market && outcome) return { fixture, outcome };
  }
  throw new Error('the built-in feed has no prematch fixture with an open 승무패');
}

scenario(
  "when the owner suspends a fixture's 승무패 in the back office, then the member's open page locks those cells without a reload, clearing reopens them, and the audit log shows both",
  desktop,
  async ({ page, baseUrl, openPage }) => {
    const { fixture, outcome } = await pickFixture(baseUrl);
    await open(page, `/event/main?leagueId=${fixture.leagueId}`);
    await closePopups(page);
    const cell = page.locator(`.odds-cell[data-outcome-id="${outcome.id}"]`).filter({ visible: true });
    await expect.poll(() => cell.isEnabled()).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { overrideMark: string }).overrideMark = 'kept';
    });

    const staff = await openPage();
    await openAdmin(staff, '/sports');
    await staffLogIn(staff, demoStaff.owner);
    await button(staff, '경기 관리').click();
    await staff.getByLabel('경기 찾기').fill(String(fixture.fixtureId));
    await button(staff, '검색').click();
    await button(staff, '관리').first().click();
    const market = staff.getByTestId('market-1');
    await expect.poll(() => market.count()).toBe(1);
    await button(market, '마켓 정지').click();
    let dialog = staff.getByTestId('override-dialog');
    await dialog.getByLabel(/조정 사유/).fill('e2e 부상 소식');
    await button(dialog, '정지').click();
    await expect.poll(() => dialog.count()).toBe(0);

    await expect.poll(() => cell.getAttribute('data-locked')).toBe('true');
    expect(await cell.isDisabled()).toBe(true);

    await button(market, '해제').click();
    dialog = staff.getByTestId('override-dialog');
    await dialog.getByLabel(/해제 사유/).fill('e2e 정지 해제');
    await button(dialog, '해제').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => cell.isEnabled()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { overrideMark?: string }).overrideMark)).toBe(
      'kept',
    );

    await staff.getByRole('link', { name: '감사 로그' }).click();
    for (const [action, reason] of [
      ['sports.override', 'e2e 부상 소식'],
      ['sports.override.clear', 'e2e 정지 해제'],
    ] as const) {
      await staff.getByLabel('작업').fill(action);
      await button(staff, '검색').click();
      const rows = byTestId(staff, 'audit-row').filter({ hasText: reason });
      await expect.poll(() => rows.count()).toBe(1);
      expect(await visibleText(rows)).toContain('admin');
    }
  },
);
