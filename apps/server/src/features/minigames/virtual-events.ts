import type { VirtualGame } from '@hanpan/core/minigames/catalogue';
import {
  drawTimeAt,
  isRoundPeriod,
  nextRoundAt,
  roundAtCadence,
  roundKeyOf,
} from '@hanpan/core/minigames/schedule';
import type { GameSettingsRow } from './game-repository.ts';
import type { NewRound } from './round-repository.ts';

// Which virtual events the engine keeps created (issue 25). A virtual game takes bets ahead: the event
// whose off is next and the three after it exist at every tick, so three stay open while the next one
// is closed in its last seconds. Events a stopped server never created are not made up afterwards
// (nobody could have bet on them); events created before a stop are drawn late or voided as any round.
// VIRTUAL_SPEED runs the game's clock that many times faster: period, close and play all shrink.

/** Events kept created per game: the next off and three more. */
export const virtualEventsAhead = 4;

/** The game's events to have at `now`: the next off and the ones after it, with close, off and finish. */
export function virtualEventsToEnsure(
  game: Pick<GameSettingsRow, 'periodMinutes' | 'closeSeconds'>,
  entry: Pick<VirtualGame, 'playSeconds'>,
  speed: number,
  now: Date,
): NewRound[] {
  if (!isRoundPeriod(game.periodMinutes)) return [];
  const cadence = { period: game.periodMinutes, speed };
  let ref = roundAtCadence(now.getTime(), cadence);
  const rounds: NewRound[] = [];
  for (let index = 0; index < virtualEventsAhead; index += 1) {
    const drawAt = drawTimeAt(ref, cadence);
    rounds.push({
      roundKey: roundKeyOf(ref),
      closeAt: new Date(drawAt - Math.round((game.closeSeconds * 1000) / speed)),
      drawAt: new Date(drawAt),
      finishAt: new Date(drawAt + Math.round((entry.playSeconds * 1000) / speed)),
    });
    ref = nextRoundAt(ref, cadence);
  }
  return rounds;
}
