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

/** Text as the menu search compares it: width-folded, lower case, without spaces ('Premier League' ~ 'premierleague'). */
export function searchKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/**
 * The tree cut down to what matches the search: a league whose name matches, every league of a
 * region or sport whose name matches; counts summed again over what is left.
 */
export function filterLeagueTree(
  tree: readonly SportNode[],
  query: string,
  sportNameOf: (sportId: number) => string,
): SportNode[] {
  const key = searchKey(query);
  if (!key) return [...tree];
  const matches = (text: string) => searchKey(text).includes(key);
  const result: SportNode[] = [];
  for (const sport of tree) {
    if (matches(sportNameOf(sport.sportId))) {
      result.push(sport);
      continue;
    }
    const regions: RegionNode[] = [];
    for (const region of sport.regions) {
      const leagues = matches(region.regionName)
        ? region.leagues
        : region.leagues.filter((league) => matches(league.leagueName));
      if (leagues.length === 0) continue;
      regions.push({ ...region, leagues, count: leagues.reduce((sum, league) => sum + league.count, 0) });
    }
    if (regions.length > 0)
      result.push({ ...sport, regions, count: regions.reduce((sum, region) => sum + region.count, 0) });
  }
  return result;
}

/** A starred league of the menu's favourites section. */
export type FavouriteLeague = LeagueNode & { sportId: number; regionName: string };

/** The starred leagues that have fixtures listed, in the order they were starred. */
export function favouriteLeagues(
  items: readonly EventGroupItem[],
  favouriteIds: readonly number[],
): FavouriteLeague[] {
  const byId = new Map(items.map((item) => [item.leagueId, item]));
  return favouriteIds.flatMap((leagueId) => {
    const item = byId.get(leagueId);
    return item
      ? [
          {
            leagueId,
            leagueName: item.leagueName,
            count: item.count2,
            sportId: item.sportId,
            regionName: item.regionName,
          },
        ]
      : [];
  });
}
