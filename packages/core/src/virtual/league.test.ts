import { describe, expect, it } from 'vitest';
import { leagueTable, withLatest } from './league.ts';

const teams = [
  { id: 1, name: '가팀', short: '가' },
  { id: 2, name: '나팀', short: '나' },
  { id: 3, name: '다팀', short: '다' },
];

describe('virtual league table', () => {
  it('when soccer matches are played, then wins give 3, draws 1, and the table ranks by points then difference', () => {
    const table = leagueTable('soccer', teams, [
      { homeId: 1, awayId: 2, home: 2, away: 0 },
      { homeId: 2, awayId: 3, home: 1, away: 1 },
      { homeId: 3, awayId: 1, home: 3, away: 1 },
    ]);
    expect(table.map((row) => [row.teamId, row.points, row.scored - row.conceded])).toEqual([
      [3, 4, 2],
      [1, 3, 0],
      [2, 1, -2],
    ]);
    expect(table[0]).toMatchObject({
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
      scored: 4,
      conceded: 2,
      form: ['W', 'D'],
    });
  });

  it('when basketball games are played, then a win gives 2 and a loss 1', () => {
    const table = leagueTable('basketball', teams, [
      { homeId: 1, awayId: 2, home: 101, away: 99 },
      { homeId: 1, awayId: 3, home: 90, away: 95 },
    ]);
    expect(table.map((row) => [row.teamId, row.points])).toEqual([
      [1, 3],
      [3, 2],
      [2, 1],
    ]);
    expect(table.find((row) => row.teamId === 1)).toMatchObject({ won: 1, lost: 1, form: ['L', 'W'] });
  });

  it('when no match is played, then every team is on zero in name order, and form keeps the last five', () => {
    expect(leagueTable('soccer', teams, []).map((row) => row.name)).toEqual(['가팀', '나팀', '다팀']);
    expect(withLatest([1, 2, 3, 4, 5], 6)).toEqual([6, 1, 2, 3, 4]);
  });
});
