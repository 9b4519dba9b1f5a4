import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import { describe, expect, it } from 'vitest';
import { simLeagues } from './catalogue-data.ts';
import { matchStateAt, planMatch } from './match-engine.ts';
import { scoreModelOf } from './sport-models.ts';

const leagueOf = (name: string) => {
  const league = simLeagues.find((entry) => entry.name === name);
  if (!league) throw new Error(name);
  return league;
};

const leagues = [
  '프리미어리그',
  'KBO',
  'MLB',
  'KBL',
  'NBA',
  'V-리그 남자',
  'NHL',
  'NFL',
  'LCK',
  '세계 복싱 타이틀전',
];

describe('match engine', () => {
  it.each(leagues)('when a %s match is played through, then scores only increase and it finishes', (name) => {
    const league = leagueOf(name);
    const [home, away] = league.teams;
    if (!home || !away) throw new Error('teams');
    for (const seed of ['a', 'b', 'c', 'd']) {
      const plan = planMatch(seed, league, scoreModelOf(league, home.strength, away.strength));
      expect(plan.finishAt).toBeGreaterThan(0);
      expect(plan.finishAt).toBeLessThan(5 * 3600);
      let previous = { home: 0, away: 0 };
      let previousPeriod = 0;
      for (let offset = -60; offset <= plan.finishAt + 60; offset += 97) {
        const state = matchStateAt(plan, league.sportId, offset);
        expect(state.score.home).toBeGreaterThanOrEqual(previous.home);
        expect(state.score.away).toBeGreaterThanOrEqual(previous.away);
        expect(state.period).toBeGreaterThanOrEqual(previousPeriod);
        expect(state.progress).toBeGreaterThanOrEqual(0);
        expect(state.progress).toBeLessThanOrEqual(1);
        previous = state.score;
        previousPeriod = state.period;
      }
      const final = matchStateAt(plan, league.sportId, plan.finishAt);
      expect(final.status).toBe(fixtureStatus.finished);
      expect(final.periods.every((period) => period.isFinished)).toBe(true);
      // Only soccer, ice hockey regulation, KBO/NPB extra innings and the rare NFL tie may end level.
      if ([203, 204, 207, 208].includes(league.sportId)) expect(final.score.home).not.toBe(final.score.away);
    }
  });

  it('when the same seed is planned twice, then the match is the same', () => {
    const league = leagueOf('프리미어리그');
    const model = scoreModelOf(league, 85, 70);
    expect(planMatch('x', league, model)).toEqual(planMatch('x', league, model));
  });

  it('when a strong side plays a weak one many times, then it wins most of them', () => {
    const league = leagueOf('프리미어리그');
    const model = scoreModelOf(league, 90, 65);
    let wins = 0;
    let goals = 0;
    for (let index = 0; index < 120; index++) {
      const plan = planMatch(`m${index}`, league, model);
      const final = matchStateAt(plan, 201, plan.finishAt);
      if (final.score.home > final.score.away) wins++;
      goals += final.score.home + final.score.away;
    }
    expect(wins).toBeGreaterThan(70);
    expect(goals / 120).toBeGreaterThan(2);
    expect(goals / 120).toBeLessThan(5);
  });

  it('when a volleyball match is played, then the scoreboard counts sets and the periods carry the points', () => {
    const league = leagueOf('V-리그 남자');
    const plan = planMatch('v', league, scoreModelOf(league, 80, 78));
    const final = matchStateAt(plan, 204, plan.finishAt);
    expect(Math.max(final.score.home, final.score.away)).toBe(3);
    expect(final.periods.length).toBe(final.score.home + final.score.away);
    for (const period of final.periods) expect(Math.max(period.home, period.away)).toBeGreaterThanOrEqual(15);
  });
});
