import type { SportsFixture } from '@hanpan/core/api/sports';

/** One league's fixtures of a list. */
export type LeagueGroup = {
  leagueId: number;
  sportId: number;
  regionName: string;
  leagueName: string;
  /** '축구 · 잉글랜드 · 프리미어리그'. */
  title: string;
  fixtures: SportsFixture[];
};

/**
 * A list's fixtures by league (leagues in the order of their first, soonest fixture), each
 * league's fixtures by start time.
 */
export function groupByLeague(list: readonly SportsFixture[]): LeagueGroup[] {
  const groups = new Map<number, LeagueGroup>();
  for (const fixture of list) {
    let group = groups.get(fixture.leagueId);
    if (!group) {
      group = {
        leagueId: fixture.leagueId,
        sportId: fixture.sportId,
        regionName: fixture.regionName,
        leagueName: fixture.leagueName,
        title: `${fixture.sportName} · ${fixture.regionName} · ${fixture.leagueName}`,
        fixtures: [],
      };
      groups.set(fixture.leagueId, group);
    }
    group.fixtures.push(fixture);
  }
  for (const group of groups.values()) {
    group.fixtures.sort((a, b) => a.startAt.localeCompare(b.startAt) || a.fixtureId - b.fixtureId);
  }
  return [...groups.values()];
}

/** Fixtures per sport id (the live page's tab counts). */
export function countBySport(list: readonly SportsFixture[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const fixture of list) counts.set(fixture.sportId, (counts.get(fixture.sportId) ?? 0) + 1);
  return counts;
}
