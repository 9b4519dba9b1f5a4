import { type VirtualEventMessage, virtualTopic } from '@hanpan/core/api/virtual';
import { virtualCommitment } from '@hanpan/core/virtual/commitment';
import type { VirtualCard } from '@hanpan/core/virtual/types';
import type { Db } from '../../lib/db/database.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import type { GameSettingsRow } from './game-repository.ts';
import { readMarketSettings } from './market-repository.ts';
import { marginsOf } from './market-settings.ts';
import { createMissingRounds, type RoundRow, roundsByKey, type SeedSource } from './round-repository.ts';
import { drawEventCard } from './virtual-card.ts';
import { virtualEventsToEnsure } from './virtual-events.ts';
import { virtualListedMarketsOf, virtualOf } from './virtual-models.ts';
import { presentVirtualEvent } from './virtual-present.ts';

// The engine's virtual steps (issue 25): creating the events ahead, each with its card and its
// commitment virtualCommitment(seed) (core virtual/commitment.ts: the chain's own hash would reveal the
// event before it), announcing each new event with its prices, and announcing each draw (the off) or void.

/** What creating a game's events needs. */
export type VirtualOpeningDeps = {
  db: Db;
  seeds: SeedSource;
  realtime: Pick<RealtimePublisher, 'publish'>;
  speed: number;
};

/** Publishes a virtual event message on its game's topic. */
export function publishVirtualEvent(
  realtime: Pick<RealtimePublisher, 'publish'>,
  type: VirtualEventMessage['type'],
  event: VirtualEventMessage['event'],
): void {
  const message: VirtualEventMessage = { type, event };
  realtime.publish(virtualTopic(event.gameType), message);
}

/**
 * Creates the virtual game's missing events ahead and announces each (eventOpened, with its prices);
 * null when the game is not a virtual one (the caller runs the mini-game schedule instead).
 */
export async function createVirtualEvents(
  deps: VirtualOpeningDeps,
  game: GameSettingsRow,
  now: Date,
): Promise<number | null> {
  const entry = virtualOf(game.gameType);
  if (!entry) return null;
  const rounds = virtualEventsToEnsure(game, entry, deps.speed, now);
  const plan = {
    commitmentOf: virtualCommitment,
    cardOf: (trx: Parameters<typeof drawEventCard>[0]) => drawEventCard(trx, game.gameType, entry.kind),
  };
  const created = await createMissingRounds(deps.db, deps.seeds, game.gameType, rounds, now, plan);
  if (created.length === 0) return 0;
  const [rows, settings] = await Promise.all([
    roundsByKey(deps.db, game.gameType, created),
    readMarketSettings(deps.db, game.gameType),
  ]);
  const margins = marginsOf(game.marginBp, settings);
  for (const row of rows.sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime())) {
    const markets = virtualListedMarketsOf(entry, row.card as VirtualCard, margins);
    publishVirtualEvent(deps.realtime, 'eventOpened', presentVirtualEvent(row, markets));
  }
  return created.length;
}

/** The draw pass's hook: a virtual event drawn is announced started (its result), a voided one voided. */
export function publishVirtualClosed(realtime: Pick<RealtimePublisher, 'publish'>) {
  return (row: RoundRow): void => {
    const type = row.status === 'void' ? 'eventVoided' : 'eventStarted';
    publishVirtualEvent(realtime, type, presentVirtualEvent(row, []));
  };
}
