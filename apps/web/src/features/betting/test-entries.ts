import type { SportsCartEntry } from '@hanpan/core/api/sports';

/** A slip pick for the tests: outcome `id` of fixture `fixtureId`'s 승무패 at `price` (x100). */
export function pickOf(
  id: string,
  price: number,
  fixtureId = Number(id),
  gameType: 0 | 3 = 0,
): SportsCartEntry {
  return {
    _id: id,
    FixtureId: fixtureId,
    GameSubId: 1,
    Price: price,
    BaseLine: '',
    GameType: gameType,
    leagueName: 'K리그1',
    homeName: '서울',
    awayName: '부산',
    sportId: 201,
    Name: '1',
  };
}
