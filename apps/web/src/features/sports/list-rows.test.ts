import type { SportsFixture, SportsMarket, SportsOutcome } from '@hanpan/core/api/sports';
import { describe, expect, it } from 'vitest';
import {
  allRowsOf,
  domesticCellLabel,
  extraMarketCount,
  fixtureRowsOf,
  internationalCellLabel,
  internationalColumnsOf,
  lockTextOf,
  mainColumnsOf,
  marketGroupsOf,
  shownOutcomeIds,
  unshownMarkets,
} from './list-rows.ts';

/** A pick named as the feed names it, on a line given as the feed's BaseLine. */
function pick(id: string, name: string, baseLine = '', line = ''): SportsOutcome {
  const labels: Record<string, string> = { '1': '홈승', X: '무', '2': '원정승', Over: '오버', Under: '언더' };
  return { id, name, pickLabel: labels[name] ?? name, line, baseLine, price: 190, status: 'open' };
}

function market(marketId: number, name: string, outcomes: SportsOutcome[]): SportsMarket {
  return { marketId, name, kind: null, status: 'open', suspendReason: null, mainLine: null, outcomes };
}

const result = market(1, '승무패', [pick('a1', '1'), pick('aX', 'X'), pick('a2', '2')]);
const handicap = market(3, '핸디캡', [pick('h1', '1', '-1.5', '-1.5'), pick('h2', '2', '-1.5', '+1.5')]);
const total = market(2, '언더오버', [pick('o1', 'Over', '2.5', '2.5'), pick('o2', 'Under', '2.5', '2.5')]);

function fixture(markets: SportsMarket[], marketCount: number, sportId = 201): SportsFixture {
  return {
    fixtureId: 1,
    sportId,
    sportName: '축구',
    regionId: 1,
    regionName: '잉글랜드',
    leagueId: 1,
    leagueName: '프리미어리그',
    homeName: '홈',
    awayName: '원정',
    startAt: '2026-11-21T15:00:00.000Z',
    status: 1,
    gameType: 0,
    live: null,
    markets,
    marketCount,
  };
}

describe('fixtureRowsOf', () => {
  it('when a soccer fixture has 1X2, handicap and total, then each is one row: draw in the middle, else the line', () => {
    const rows = fixtureRowsOf(fixture([result, handicap, total], 3));
    expect(
      rows.map((row) => [
        row.home?.id,
        row.middle.kind === 'outcome'
          ? row.middle.outcome.id
          : row.middle.kind === 'line'
            ? row.middle.text
            : '',
        row.away?.id,
      ]),
    ).toEqual([
      ['a1', 'aX', 'a2'],
      ['h1', '-1.5', 'h2'],
      ['o1', '2.5', 'o2'],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
  });

  it('when a basketball fixture has a two-way winner, then the middle column is empty', () => {
    const winner = market(226, '연장포함 승패', [pick('w1', '1'), pick('w2', '2')]);
    const [row] = fixtureRowsOf(fixture([winner], 1, 203));
    expect([row?.home?.id, row?.middle.kind, row?.away?.id]).toEqual(['w1', 'none', 'w2']);
  });

  it('when a market the site does not know has five picks, then they fill rows of three', () => {
    const unknown = market(
      999,
      '기타 마켓 #999',
      ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => pick(id, id)),
    );
    const rows = allRowsOf([unknown]);
    expect(rows.map((row) => [row.home?.id, row.middle.kind, row.away?.id])).toEqual([
      ['p1', 'outcome', 'p3'],
      ['p4', 'none', 'p5'],
    ]);
  });
});

describe('cell labels', () => {
  it('when a handicap or total is shown, then 국내형 cells carry short labels and 해외형 cells the line', () => {
    const [home, away] = handicap.outcomes as [SportsOutcome, SportsOutcome];
    const [over] = total.outcomes as [SportsOutcome];
    expect([domesticCellLabel(handicap, home), domesticCellLabel(handicap, away)]).toEqual(['홈', '원정']);
    expect(domesticCellLabel(total, over)).toBe('오버');
    expect([internationalCellLabel(handicap, home), internationalCellLabel(handicap, away)]).toEqual([
      '-1.5',
      '+1.5',
    ]);
    expect(internationalCellLabel(total, over)).toBe('오버 2.5');
    const doubleChance = market(7, '더블찬스', [pick('d1', '1X'), pick('d2', '12'), pick('d3', 'X2')]);
    expect(doubleChance.outcomes.map((outcome) => domesticCellLabel(doubleChance, outcome))).toEqual([
      '홈/무',
      '홈/원정',
      '무/원정',
    ]);
  });
});

describe('extraMarketCount', () => {
  it('when a fixture has no markets beyond the list, then the count is 0, never negative', () => {
    expect(extraMarketCount(fixture([result, handicap, total], 3))).toBe(0);
    expect(extraMarketCount(fixture([result, handicap, total], 2))).toBe(0);
    expect(extraMarketCount(fixture([result], 14))).toBe(13);
    expect(extraMarketCount(fixture([result], 14), 9)).toBe(8);
  });
});

describe('unshownMarkets', () => {
  it('when the detail repeats the main lines, then only the other lines stay and emptied markets go', () => {
    const listed = fixture([result, handicap], 4);
    const detailHandicap = market(3, '핸디캡', [
      ...handicap.outcomes,
      pick('h3', '1', '-2.5', '-2.5'),
      pick('h4', '2', '-2.5', '+2.5'),
    ]);
    const oddEven = market(5, '홀짝', [pick('e1', 'Odd'), pick('e2', 'Even')]);
    const left = unshownMarkets([result, detailHandicap, oddEven], shownOutcomeIds(listed));
    expect(left.map((m) => [m.marketId, m.outcomes.map((o) => o.id)])).toEqual([
      [3, ['h3', 'h4']],
      [5, ['e1', 'e2']],
    ]);
  });
});

describe('mainColumnsOf and marketGroupsOf', () => {
  it('when boxing has a winner and a total only, then the handicap column is empty', () => {
    const winner = market(52, '승패', [pick('w1', '1'), pick('w2', '2')]);
    const rounds = market(29, '라운드 언더오버', [
      pick('r1', 'Over', '8.5', '8.5'),
      pick('r2', 'Under', '8.5', '8.5'),
    ]);
    const columns = mainColumnsOf(fixture([winner, rounds], 2, 208));
    expect([columns.result?.marketId, columns.handicap, columns.total?.marketId]).toEqual([52, null, 29]);
  });

  it('when markets of several kinds are given, then groups come in the fixed order without empty ones', () => {
    const firstHalf = market(77, '전반 언더오버', []);
    const oddEven = market(5, '홀짝', []);
    const groups = marketGroupsOf(201, [oddEven, firstHalf, total, result]);
    expect(groups.map(({ group, markets }) => [group, markets.map((m) => m.marketId)])).toEqual([
      ['main', [2, 1]],
      ['periods', [77]],
      ['specials', [5]],
    ]);
  });
});

describe('lockTextOf', () => {
  it('when a suspended market has a reason, then the locked cell says it; other locks say 베팅 불가', () => {
    expect(lockTextOf(true, 'suspended', 'goalCheck')).toBe('골 확인 중');
    expect(lockTextOf(true, 'suspended', null)).toBe('베팅 불가');
    expect(lockTextOf(true, 'open', 'goalCheck')).toBe('베팅 불가');
    expect(lockTextOf(false, 'open', null)).toBe('');
  });
});

describe('해외형 column headings', () => {
  it.each([
    // sport, heading over the result column
    [201, '승무패'],
    [205, '승무패'],
    [202, '승패'],
    [203, '승패'],
    [204, '승패'],
    [206, '승패'],
    [207, '승패'],
    [208, '승패'],
  ] as const)('when the list shows sport %i, then the result column reads %s', (sportId, title) => {
    expect(internationalColumnsOf(sportId).map((column) => column.title)).toEqual([
      title,
      '핸디캡',
      '언더오버',
    ]);
  });
});
