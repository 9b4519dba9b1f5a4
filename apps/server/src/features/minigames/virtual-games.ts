import type { MinigameGameView } from '@hanpan/core/api/minigames';
import type { VirtualGameView } from '@hanpan/core/api/virtual';
import type { VirtualGame } from '@hanpan/core/minigames/catalogue';
import type { VirtualCard } from '@hanpan/core/virtual/types';
import type { GameSettingsRow } from './game-repository.ts';
import type { MarketRule } from './market-settings.ts';
import { marginsOf } from './market-settings.ts';
import { presentRound } from './present.ts';
import type { RoundRow } from './round-repository.ts';
import { virtualListedMarketsOf } from './virtual-models.ts';
import { presentVirtualEvent } from './virtual-present.ts';

// A virtual game as /api/minigames/games lists it (issue 25): the event playing now and the open events
// soonest first, each open one priced from its own card at the game's margins (markets are per event,
// so the game's own `markets` stay empty). `current` is the soonest open event, as for a mini-game.

/** What presenting a virtual game needs: its settings, catalogue entry, market rules, live events, speed. */
export type VirtualGameParts = {
  game: GameSettingsRow;
  entry: VirtualGame;
  rules: readonly MarketRule[];
  events: readonly RoundRow[];
  speed: number;
  now: Date;
};

/** The virtual game's view in the games list. */
export function presentVirtualGame(parts: VirtualGameParts): MinigameGameView {
  const { game, entry, events, now } = parts;
  const margins = marginsOf(game.marginBp, parts.rules);
  const isTakingBets = (row: RoundRow) => row.status === 'open' && row.closeAt.getTime() > now.getTime();
  const upcoming = events.filter((row) => row.status === 'open');
  const playing = events.find((row) => row.status === 'drawn') ?? null;
  const viewOf = (row: RoundRow) =>
    presentVirtualEvent(
      row,
      isTakingBets(row) ? virtualListedMarketsOf(entry, row.card as VirtualCard, margins) : [],
    );
  const virtual: VirtualGameView = {
    gameType: game.gameType,
    kind: entry.kind,
    name: entry.name,
    periodMinutes: game.periodMinutes,
    speed: parts.speed,
    closeSeconds: game.closeSeconds,
    playing: playing ? viewOf(playing) : null,
    upcoming: upcoming.map(viewOf),
  };
  const current = upcoming[0];
  return {
    gameType: game.gameType,
    code: entry.code,
    name: entry.name,
    family: entry.family,
    periodMinutes: game.periodMinutes,
    closeSeconds: game.closeSeconds,
    current: current ? { ...presentRound(current), virtual: virtual.upcoming[0]! } : null,
    markets: [],
    virtual,
  };
}
