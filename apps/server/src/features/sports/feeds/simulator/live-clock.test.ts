import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import { describe, expect, it } from 'vitest';
import { simLeagues } from './catalogue-data.ts';
import { matchStateAt, planMatch } from './match-engine.ts';
import { scoreModelOf } from './sport-models.ts';
import { livescoreOut } from './trade360-out.ts';

const leagueOf = (name: string) => {
  const league = simLeagues.find((entry) => entry.name === name);
  if (!league) throw new Error(name);
  return league;
};

const planOf = (name: string, seed: string) => {
  const league = leagueOf(name);
  const [home, away] = league.teams;
  if (!home || !away) throw new Error('teams');
  return { league, plan: planMatch(seed, league, scoreModelOf(league, home.strength, away.strength)) };
};

const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const step = 5;

/** Every in-play state of a match, sampled every `step` simulated seconds. */
function samples(name: string, seed: string) {
  const { league, plan } = planOf(name, seed);
  const states = [];
  for (let offset = 0; offset < plan.finishAt; offset += step) {
    const state = matchStateAt(plan, league.sportId, offset);
    if (state.status === fixtureStatus.live) states.push({ offset, state });
  }
  return { league, plan, states };
}

// Regulation period lengths (seconds) of the counting-down sports; overtime is five or ten minutes.
const countingDown = [
  { name: 'NBA', length: 720, overtime: 300 },
  { name: 'KBL', length: 600, overtime: 300 },
  { name: 'NFL', length: 900, overtime: 600 },
  { name: 'NHL', length: 1200, overtime: 300 },
];

describe('live clocks', () => {
  it.each(
    countingDown,
  )('when a $name match is played, then the clock counts down within each period and never moves more than the elapsed time', ({
    name,
    length,
    overtime,
  }) => {
    for (const seed of seeds) {
      const { plan, states } = samples(name, seed);
      let previous: { offset: number; period: number; clock: number } | null = null;
      for (const { offset, state } of states) {
        const clock = state.feedClock;
        if (clock === null) {
          // Only an ice hockey shoot-out has no clock.
          expect(name === 'NHL' && state.period === 5).toBe(true);
          continue;
        }
        const limit = state.period <= plan.regulationPeriods ? length : overtime;
        expect(clock).toBeGreaterThanOrEqual(0);
        expect(clock).toBeLessThanOrEqual(limit);
        if (previous && previous.period === state.period) {
          expect(clock).toBeLessThanOrEqual(previous.clock);
          expect(previous.clock - clock).toBeLessThanOrEqual(offset - previous.offset);
        }
        if (previous && state.period > previous.period) expect(clock).toBeGreaterThan(limit - step);
        previous = { offset, period: state.period, clock };
      }
    }
  });

  it('when a soccer match is played, then the clock counts up through two halves of 45 minutes plus stoppage time and never jumps', () => {
    for (const seed of seeds) {
      const { states } = samples('프리미어리그', seed);
      let previous: { offset: number; period: number; clock: number } | null = null;
      for (const { offset, state } of states) {
        const clock = state.feedClock ?? -1;
        const halfStart = state.period === 1 ? 0 : 2700;
        expect(clock).toBeGreaterThanOrEqual(halfStart);
        // At most seven minutes of stoppage time.
        expect(clock).toBeLessThanOrEqual(halfStart + 2700 + 420);
        if (previous && previous.period === state.period) {
          expect(clock).toBeGreaterThanOrEqual(previous.clock);
          expect(clock - previous.clock).toBeLessThanOrEqual(offset - previous.offset);
        }
        previous = { offset, period: state.period, clock };
      }
    }
  });

  it('when a boxing bout is fought, then each round clock runs from 0:00 to at most 3:00 in step with time', () => {
    for (const seed of seeds) {
      const { states } = samples('세계 복싱 타이틀전', seed);
      let previous: { offset: number; period: number; clock: number } | null = null;
      for (const { offset, state } of states) {
        const clock = state.feedClock ?? -1;
        expect(clock).toBeGreaterThanOrEqual(0);
        expect(clock).toBeLessThanOrEqual(180);
        if (previous && previous.period === state.period) {
          expect(clock).toBeGreaterThanOrEqual(previous.clock);
          expect(clock - previous.clock).toBeLessThanOrEqual(offset - previous.offset);
        }
        previous = { offset, period: state.period, clock };
      }
    }
  });

  it.each([
    'KBO',
    'MLB',
    'V-리그 남자',
    'LCK',
  ])('when a %s match is live, then the feed sends no clock, only the period', (name) => {
    const { league, states } = samples(name, 'a');
    expect(states.length).toBeGreaterThan(10);
    for (const { state } of states) {
      expect(state.feedClock).toBeNull();
      const board = livescoreOut(league.sportId, state).Scoreboard;
      expect(board && 'Time' in board).toBe(false);
    }
  });

  it('when an NFL quarter or a boxing round is live, then the published clock is within that quarter or round', () => {
    for (const [name, limit] of [
      ['NFL', 900],
      ['세계 복싱 타이틀전', 180],
    ] as const) {
      const { league, states } = samples(name, 'b');
      for (const { state } of states) {
        const time = livescoreOut(league.sportId, state).Scoreboard?.Time ?? -1;
        expect(time).toBeGreaterThanOrEqual(0);
        expect(time).toBeLessThanOrEqual(state.period <= 4 || name !== 'NFL' ? limit : 600);
      }
    }
  });
});
