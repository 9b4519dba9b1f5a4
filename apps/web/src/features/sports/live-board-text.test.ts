import type { LiveIncident } from '@hanpan/core/sports/live-incidents';
import { describe, expect, it } from 'vitest';
import {
  hasPeriodScores,
  incidentClockText,
  incidentText,
  newestFirst,
  periodShortName,
  scoreboardPeriods,
} from './live-board-text.ts';

const goal = (period: number, clockSeconds: number | null, side: 1 | 2 = 1): LiveIncident => ({
  kind: 'goal',
  period,
  clockSeconds,
  side,
  score: { home: 1, away: 0 },
});

describe('periodShortName', () => {
  it.each([
    ['soccer halves', 201, [1, 2, 3, 4, 5], ['전반', '후반', '연전', '연후', 'PK']],
    ['basketball quarters then overtimes', 203, [1, 4, 5, 6], ['1Q', '4Q', 'OT', 'OT2']],
    ['ice hockey periods', 205, [1, 3, 4], ['1P', '3P', 'OT']],
    ['baseball innings', 202, [1, 9, 10], ['1회', '9회', '10회']],
    ['volleyball sets', 204, [1, 5], ['1세트', '5세트']],
    ['boxing rounds', 208, [3], ['3R']],
  ])('%s', (_name, sportId, numbers, names) => {
    expect(numbers.map((n) => periodShortName(sportId, n))).toEqual(names);
  });
});

describe('scoreboardPeriods', () => {
  it('when a soccer match is in the first half, then both halves have a column', () => {
    expect(scoreboardPeriods(201, [], 1)).toEqual([1, 2]);
  });

  it('when a basketball game goes to overtime, then the overtime gets a column after the four quarters', () => {
    expect(scoreboardPeriods(203, [{ number: 5, home: 3, away: 2, isFinished: false }], 5)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('when the sport has no points by period, then there are no period columns', () => {
    expect(hasPeriodScores(208)).toBe(false);
    expect(scoreboardPeriods(208, [], 4)).toEqual([]);
  });
});

describe('incidentClockText', () => {
  it.each([
    ['soccer goal early in the first half', 201, goal(1, 5), "1'"],
    ['soccer goal at 22:10', 201, goal(1, 22 * 60 + 10), "23'"],
    ['soccer goal in first-half stoppage time', 201, goal(1, 46 * 60 + 30), "45+2'"],
    ['soccer goal in the second half (the clock runs on from 45:00)', 201, goal(2, 66 * 60), "67'"],
    ['soccer goal in second-half stoppage time', 201, goal(2, 92 * 60), "90+3'"],
    ['soccer goal in extra time', 201, goal(3, 100 * 60), "101'"],
    ['ice hockey goal with 12:34 left in the second period', 205, goal(2, 754), '2P 12:34'],
    ['basketball basket in the third quarter', 203, goal(3, 252), '3Q 04:12'],
    ['boxing knock-down in round 2', 208, goal(2, 65), '2R 01:05'],
    ['baseball run without a clock', 202, goal(7, null), '7회'],
  ])('%s', (_name, sportId, incident, text) => {
    expect(incidentClockText(sportId, incident)).toBe(text);
  });

  it('when a period ends, then only the period is named', () => {
    const end: LiveIncident = {
      kind: 'periodEnd',
      period: 1,
      clockSeconds: 2_820,
      side: null,
      score: { home: 1, away: 0 },
    };
    expect(incidentClockText(201, end)).toBe('전반');
  });
});

describe('incidentText', () => {
  const names = { homeName: '울산', awayName: '전북' };

  it('when a side scores or is booked, then the kind and its team are named', () => {
    expect(incidentText(201, goal(1, 60, 2), names)).toBe('득점 · 전북');
    expect(incidentText(201, { ...goal(1, 60, 1), kind: 'redCard', score: null }, names)).toBe('퇴장 · 울산');
  });

  it('when a period ends, then the full period name says so', () => {
    const end: LiveIncident = { kind: 'periodEnd', period: 2, clockSeconds: null, side: null, score: null };
    expect(incidentText(203, end, names)).toBe('2쿼터 종료');
  });
});

describe('newestFirst', () => {
  it('when the feed sends the timeline oldest first, then the board lists it newest first with stable keys', () => {
    const list = newestFirst([goal(1, 60), goal(1, 120), goal(2, 3_000)]);
    expect(list.map((entry) => [entry.key, entry.incident.clockSeconds])).toEqual([
      [2, 3_000],
      [1, 120],
      [0, 60],
    ]);
  });
});
