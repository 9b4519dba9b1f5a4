import type { MinigameRoundView } from '@hanpan/core/api/minigames';
import type { RoundRow } from './round-repository.ts';
import { presentVirtualEvent } from './virtual-present.ts';

/**
 * A round as the public calls and messages show it: the seed only once the round is closed. A virtual
 * event carries its event view (markets only where the caller prices them: open events of the games list).
 */
export function presentRound(row: RoundRow): MinigameRoundView {
  const isClosed = row.status !== 'open';
  return {
    gameType: row.gameType,
    roundKey: row.roundKey,
    gameUid: `${row.gameType}-${row.roundKey}`,
    status: row.status,
    closeAt: row.closeAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    drawnAt: row.drawnAt?.toISOString() ?? null,
    commitment: row.commitment,
    seed: isClosed ? row.seed : null,
    result: isClosed ? row.result : null,
    summary: isClosed ? row.summary : null,
    ...(row.card === null ? {} : { virtual: presentVirtualEvent(row, []) }),
  };
}
