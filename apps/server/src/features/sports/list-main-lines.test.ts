import { defaultSportsSettings, type SportsSettings } from '@hanpan/core/api/staff-sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { applyTrade360Message } from './catalogue-repository.ts';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
  marketOf,
  marketsMessage,
} from './feeds/trade360/test-messages.ts';
import { createSportsService } from './service.ts';
import { buildSiteRules } from './settings/site-rules.ts';

const now = new Date('2026-11-21T03:00:00Z');
const fixtureId = 52_000_001;
let t: TestApp;

/** A handicap line: home '1' at `line`, away '2' at the opposite line. */
const handicapLine = (line: string, away: string, home: string, prices: [string, string]) => [
  betOf(`${fixtureId}${home}`, '1', prices[0], { BaseLine: line, Line: line }),
  betOf(`${fixtureId}${away}`, '2', prices[1], {
    BaseLine: line,
    Line: line.startsWith('-') ? line.slice(1) : `-${line}`,
  }),
];

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  await applyTrade360Message(
    t.db,
    fixtureMessage(
      fixtureId,
      fixtureOf({ StartDate: '2026-11-21T12:00:00Z', LastUpdate: now.toISOString() }),
    ),
  );
  // -0.25 is the most balanced line, so the feed's main line; -0.5 is the nearest whole or half line.
  await applyTrade360Message(
    t.db,
    marketsMessage(fixtureId, [
      marketOf(3, [
        ...handicapLine('-0.25', '02', '01', ['1.90', '1.90']),
        ...handicapLine('-0.5', '12', '11', ['2.05', '1.75']),
        ...handicapLine('0.5', '22', '21', ['1.45', '2.70']),
      ]),
    ]),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
});

const listWith = async (settings: SportsSettings | null) => {
  const rules = settings ? { current: async () => buildSiteRules(settings, []) } : undefined;
  const service = createSportsService({ db: t.db, now: () => now, rules });
  const { list } = await service.listFixtures({ page: 1 });
  const handicap = list
    .find((fixture) => fixture.fixtureId === fixtureId)
    ?.markets.find((m) => m.marketId === 3);
  return { mainLine: handicap?.mainLine, lines: [...new Set(handicap?.outcomes.map((o) => o.baseLine))] };
};

describe('list cells under the staff line rules', () => {
  it("when no line is hidden, then the list shows the feed's main line only", async () => {
    expect(await listWith(null)).toEqual({ mainLine: '-0.25', lines: ['-0.25'] });
    expect(await listWith(defaultSportsSettings)).toEqual({ mainLine: '-0.25', lines: ['-0.25'] });
  });

  it('when quarter lines are hidden and the main line is one, then the list shows the nearest shown line', async () => {
    expect(await listWith({ ...defaultSportsSettings, hideQuarterLines: true })).toEqual({
      mainLine: '-0.5',
      lines: ['-0.5'],
    });
  });
});
