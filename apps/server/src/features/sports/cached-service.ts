import type { ReadCache } from './read-cache.ts';
import type { SportsService } from './service.ts';

/**
 * The sports service with its public reads shared through `cache`: identical requests in flight run
 * once, and answers are reused until the catalogue changes (the caller invalidates the cache on every
 * `/topic/sports/...` message, which is how pages learn of changes too). Answers are shared objects:
 * callers serialise them and must not change them.
 */
export function withReadCache(service: SportsService, cache: ReadCache): SportsService {
  return {
    ...service,
    listFixtures: (request) =>
      cache.read(
        `fixtures:${request.leagueId ?? ''}:${request.sportId ?? ''}:${request.date ?? ''}:${request.page}:${request.search ?? ''}`,
        () => service.listFixtures(request),
      ),
    getFixture: (fixtureId) => cache.read(`fixture:${fixtureId}`, () => service.getFixture(fixtureId)),
    listLive: (sportId) => cache.read(`live:${sportId ?? ''}`, () => service.listLive(sportId)),
    getHomeLists: () => cache.read('home', () => service.getHomeLists()),
  };
}
