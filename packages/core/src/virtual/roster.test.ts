import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../minigames/seeded-random.ts';
import { basketballLeague, drawField, kennel, soccerLeague, stable } from './roster.ts';

const pickerOf = (seed: number) => {
  const random = createSeededRandom(seed);
  return (n: number) => random.nextInt(n);
};

describe('virtual rosters', () => {
  it('when the rosters are read, then they have the sizes, distinct ids and names, and integer ratings', () => {
    expect(kennel.length).toBeGreaterThanOrEqual(24);
    expect(stable.length).toBeGreaterThanOrEqual(30);
    expect(soccerLeague).toHaveLength(16);
    expect(basketballLeague).toHaveLength(16);
    const all = [...kennel, ...stable, ...soccerLeague, ...basketballLeague];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    for (const list of [kennel, stable, soccerLeague, basketballLeague]) {
      expect(new Set(list.map((entry) => entry.name)).size).toBe(list.length);
    }
    for (const runner of [...kennel, ...stable]) {
      expect(Number.isInteger(runner.rating)).toBe(true);
      expect(runner.name).toMatch(/^[가-힣]+$/);
    }
    for (const team of [...soccerLeague, ...basketballLeague]) {
      expect(Number.isInteger(team.attack) && Number.isInteger(team.defence)).toBe(true);
      expect(team.short.length).toBeGreaterThanOrEqual(2);
      expect(team.short.length).toBeLessThanOrEqual(4);
    }
  });

  it('when fields are drawn, then a greyhound race has 6 distinct runners and a horse race 8 to 10, numbered from 1', () => {
    const horseSizes = new Set<number>();
    for (let seed = 1; seed <= 60; seed += 1) {
      const dogs = drawField('greyhound', kennel, pickerOf(seed));
      expect(dogs.runners.map((runner) => runner.number)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(new Set(dogs.runners.map((runner) => runner.runnerId)).size).toBe(6);
      const horses = drawField('horse', stable, pickerOf(seed));
      horseSizes.add(horses.runners.length);
      expect(new Set(horses.runners.map((runner) => runner.runnerId)).size).toBe(horses.runners.length);
      expect(horses.runners.map((runner) => runner.number)).toEqual(
        horses.runners.map((_, index) => index + 1),
      );
    }
    expect([...horseSizes].sort((a, b) => a - b)).toEqual([8, 9, 10]);
  });

  it('when a match is drawn, then two different teams of the league meet, with the form and position given', () => {
    const league = soccerLeague.map((team, index) => ({
      ...team,
      position: index + 1,
      form: ['W', 'L'] as ('W' | 'L')[],
    }));
    for (let seed = 1; seed <= 30; seed += 1) {
      const card = drawField('soccer', league, pickerOf(seed));
      expect(card.home.teamId).not.toBe(card.away.teamId);
      expect(card.home.position).toBeGreaterThan(0);
      expect(card.home.form).toEqual(['W', 'L']);
    }
    const basketball = drawField('basketball', basketballLeague, pickerOf(5));
    expect(basketball.kind).toBe('basketball');
    expect(basketball.home.position).toBe(0);
  });

  it('when a season is drawn match by match, then every team has played as often as the others', () => {
    const played = new Map(soccerLeague.map((team) => [team.id, 0]));
    const picker = pickerOf(12);
    const homes = new Set<number>();
    for (let match = 0; match < 8 * 16; match += 1) {
      const league = soccerLeague.map((team) => ({ ...team, played: played.get(team.id)! }));
      const card = drawField('soccer', league, picker);
      homes.add(card.home.teamId);
      for (const team of [card.home, card.away]) played.set(team.teamId, played.get(team.teamId)! + 1);
      const counts = [...played.values()];
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
    expect(new Set(played.values())).toEqual(new Set([16]));
    expect(homes.size).toBe(16);
  });

  it('when the roster is smaller than the field, then the draw refuses', () => {
    expect(() => drawField('horse', stable.slice(0, 5), () => 0)).toThrow();
    expect(() => drawField('soccer', soccerLeague.slice(0, 1), () => 0)).toThrow();
  });
});
