import type { VirtualEventView, VirtualGameView } from '@hanpan/core/api/virtual';

// Events and games of a greyhound race for the virtual pages' tests.

/** A greyhound event with a three-dog card, `status` and the off at `drawAt` (ISO). */
export function raceEventOf(
  roundKey: string,
  drawAt: string,
  status: VirtualEventView['status'] = 'open',
): VirtualEventView {
  const off = Date.parse(drawAt);
  return {
    gameType: 121,
    roundKey,
    gameUid: `121-${roundKey}`,
    status,
    closeAt: new Date(off - 10_000).toISOString(),
    drawAt,
    finishAt: new Date(off + 40_000).toISOString(),
    commitment: 'c'.repeat(64),
    seed: status === 'open' ? null : 'a'.repeat(64),
    card: {
      kind: 'greyhound',
      runners: [1, 2, 3].map((number) => ({
        number,
        runnerId: number,
        name: `${number}호견`,
        colour: '#d32f2f',
        rating: 80,
        form: [1, 2],
      })),
    },
    result:
      status === 'open'
        ? null
        : {
            kind: 'greyhound',
            order: [2, 3, 1],
            frames: [
              [0, 0, 0],
              [1000, 1020, 1010],
            ],
            commentary: [],
          },
    markets: [],
    // Order 2-3-1 on three dogs: 연승 pays the first two (placesPaid); the winner's place was not on sale.
    paid:
      status === 'drawn'
        ? [
            { key: 'win', name: '단승', picks: [{ code: 102, label: '2', odds: 245 }] },
            {
              key: 'place',
              name: '연승 (2착 이내)',
              picks: [
                { code: 202, label: '2', odds: null },
                { code: 203, label: '3', odds: 134 },
              ],
            },
            { key: 'forecast', name: '쌍승', picks: [{ code: 10203, label: '2-3', odds: 512 }] },
            { key: 'reverse-forecast', name: '복승', picks: [{ code: 20203, label: '2-3', odds: 288 }] },
            { key: 'tricast', name: '삼쌍승', picks: [{ code: 1020301, label: '2-3-1', odds: 610 }] },
          ]
        : [],
  };
}

/** A greyhound game with a playing event and open ones. */
export function raceGameOf(playing: VirtualEventView | null, upcoming: VirtualEventView[]): VirtualGameView {
  return {
    gameType: 121,
    kind: 'greyhound',
    name: '개경주',
    periodMinutes: 2,
    speed: 1,
    closeSeconds: 10,
    playing,
    upcoming,
  };
}
