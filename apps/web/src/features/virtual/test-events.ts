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
