import type { SportsFixturesRequest } from '@hanpan/core/api/sports';

/** TanStack Query keys of the sports pages; `lists` covers every fixture list (refetched on list changes). */
export const sportsQueryKeys = {
  all: ['sports'] as const,
  lists: ['sports', 'list'] as const,
  fixtures: (request: SportsFixturesRequest) => ['sports', 'list', 'fixtures', request] as const,
  live: ['sports', 'list', 'live'] as const,
  fixture: (fixtureId: number) => ['sports', 'fixture', fixtureId] as const,
};
