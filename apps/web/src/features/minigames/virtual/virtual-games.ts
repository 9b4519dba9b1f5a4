import type { MinigameGameView, MinigameRoundView } from '@hanpan/core/api/minigames';
import { type VirtualEventView, type VirtualGameView, virtualGameSlugs } from '@hanpan/core/api/virtual';
import { virtualGames } from '@hanpan/core/minigames/catalogue';
import type {
  RaceCard,
  RaceResult,
  VirtualCard,
  VirtualKind,
  VirtualResult,
} from '@hanpan/core/virtual/types';

// The four virtual games of spec section 2 (/games/bet365/{slug}) with their game types (issue 25).

/** A virtual game's route, type and Korean name. */
export type VirtualGameEntry = { kind: VirtualKind; gameType: number; slug: string; name: string };

const menuOrder: readonly VirtualKind[] = ['soccer', 'basketball', 'horse', 'greyhound'];

/** The virtual games of the core catalogue in the menu's order (soccer, basketball, horses, greyhounds). */
export const virtualGameEntries: readonly VirtualGameEntry[] = menuOrder.flatMap((kind) =>
  virtualGames
    .filter((game) => game.kind === kind)
    .map((game) => ({ kind, gameType: game.gameType, slug: virtualGameSlugs[kind], name: game.name })),
);

/** The virtual game of a route slug or a game type. */
export function virtualGameOf(slugOrType: string | number): VirtualGameEntry | undefined {
  return virtualGameEntries.find((entry) => entry.slug === slugOrType || entry.gameType === slugOrType);
}

/** Whether a game type is one of the virtual games (121-124). */
export function isVirtualGameType(gameType: number): boolean {
  return virtualGameEntries.some((entry) => entry.gameType === gameType);
}

/** A game of /api/minigames/games with its virtual part (family 'virtual'). */
export type VirtualGameListEntry = MinigameGameView & { virtual?: VirtualGameView };

/** A round of /api/minigames/rounds or /verify with its virtual event. */
export type VirtualRoundView = MinigameRoundView & { virtual?: VirtualEventView };

/** Whether a race (greyhound or horse), as opposed to a match. */
export function isRaceKind(kind: VirtualKind): kind is 'greyhound' | 'horse' {
  return kind === 'greyhound' || kind === 'horse';
}

/** The game's page path. */
export function virtualGamePath(entry: Pick<VirtualGameEntry, 'slug'>): string {
  return `/games/bet365/${entry.slug}`;
}

/** Whether a card is a race's (its union's kind is two values, which a plain comparison does not narrow). */
export function isRaceCard(card: VirtualCard): card is RaceCard {
  return isRaceKind(card.kind);
}

/** Whether a result is a race's. */
export function isRaceResult(result: VirtualResult): result is RaceResult {
  return isRaceKind(result.kind);
}
