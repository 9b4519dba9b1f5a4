import type { SportsFixture } from '@hanpan/core/api/sports';
import { sportsTopic } from '@hanpan/core/api/sports-realtime';
import type { ReadCache } from '../../lib/cache/read-cache.ts';
import type { SportsService } from './service.ts';

// Each answer is tagged with the fixtures it shows.
const fixtureTag = (fixtureId: number) => `fixture:${fixtureId}`;
const idsOf = (fixtures: readonly SportsFixture[]) =>
  fixtures.map((fixture) => fixtureTag(fixture.fixtureId));
const fixtureTopicPrefix = '/topic/sports/fixture/';
const liveKeyPrefix = 'live:';

/**
 * The sports service with its public reads shared through `cache`: identical requests in flight run
 * once, and answers are reused until a sports message says something they show changed (see
 * {@link invalidateOnSportsMessage}). Answers are shared objects: callers serialise them and must not
 * change them.
 */
export function withReadCache(service: SportsService, cache: ReadCache): SportsService {
  return {
    ...service,
    listFixtures: (request) =>
      cache.read(
        `fixtures:${request.leagueId ?? ''}:${request.sportId ?? ''}:${request.date ?? ''}:${request.page}:${request.search ?? ''}`,
        () => service.listFixtures(request),
        (data) => idsOf(data.list),
      ),
    getFixture: (fixtureId) =>
      cache.read(
        `fixture:${fixtureId}`,
        () => service.getFixture(fixtureId),
        () => [fixtureTag(fixtureId)],
      ),
    listLive: (sportId) =>
      cache.read(`${liveKeyPrefix}${sportId ?? ''}`, () => service.listLive(sportId), idsOf),
    getHomeLists: () =>
      cache.read(
        'home',
        () => service.getHomeLists(),
        (lists) => idsOf(lists.popularEventList),
      ),
  };
}

/**
 * Drops the shared answers a sports message makes stale: a fixture's message those showing that
 * fixture, a live-score message the live lists, a lists message (fixtures appeared, started or ended,
 * settings changed) everything.
 */
export function invalidateOnSportsMessage(cache: ReadCache, destination: string): void {
  if (destination.startsWith(fixtureTopicPrefix)) {
    const fixtureId = Number(destination.slice(fixtureTopicPrefix.length));
    if (Number.isSafeInteger(fixtureId)) {
      cache.invalidateTag(fixtureTag(fixtureId));
      return;
    }
  }
  if (destination === sportsTopic.live) cache.invalidateKeys(liveKeyPrefix);
  else cache.invalidate();
}
