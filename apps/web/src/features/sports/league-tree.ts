import type { EventGroupItem } from '@hanpan/core/api/site';

/** A league row of the left menu. */
export type LeagueNode = { leagueId: number; leagueName: string; count: number };
/** A region with its leagues. */
export type RegionNode = {
  regionId: number;
  regionName: string;
  icon: string;
  count: number;
  leagues: LeagueNode[];
};
/** A sport with its regions. */
export type SportNode = { sportId: number; count: number; regions: RegionNode[] };

/** Groups the flat event-group list into sport > region > league, summing counts (count2). */
export function buildLeagueTree(items: readonly EventGroupItem[]): SportNode[] {
  const sports = new Map<number, SportNode>();
  for (const item of items) {
    let sport = sports.get(item.sportId);
    if (!sport) {
      sport = { sportId: item.sportId, count: 0, regions: [] };
      sports.set(item.sportId, sport);
    }
    let region = sport.regions.find((candidate) => candidate.regionId === item.regionId);
    if (!region) {
      region = {
        regionId: item.regionId,
        regionName: item.regionName,
        icon: item.icon,
        count: 0,
        leagues: [],
      };
      sport.regions.push(region);
    }
    region.leagues.push({ leagueId: item.leagueId, leagueName: item.leagueName, count: item.count2 });
    region.count += item.count2;
    sport.count += item.count2;
  }
  return [...sports.values()].sort((a, b) => a.sportId - b.sportId);
}
