import type { VirtualEventMessage, VirtualEventView, VirtualGameView } from '@hanpan/core/api/virtual';
import type { VirtualRoundView } from './virtual-games.ts';

// What a message on /topic/virtual/{gameType} changes in what the page holds: the game's playing and next
// events, and its list of finished events. Pure, so the page patches its cache and the tests check it.

/** Whether a real-time body is a virtual event message. */
export function isVirtualEventMessage(body: unknown): body is VirtualEventMessage {
  const message = body as Partial<VirtualEventMessage> | null;
  return (
    (message?.type === 'eventOpened' ||
      message?.type === 'eventStarted' ||
      message?.type === 'eventFinished' ||
      message?.type === 'eventVoided') &&
    typeof message.event?.roundKey === 'string'
  );
}

const byDrawAt = (a: VirtualEventView, b: VirtualEventView) => Date.parse(a.drawAt) - Date.parse(b.drawAt);

/** The game after a message: opened joins the next events, started becomes the playing one, finished or void leaves. */
export function withEventMessage(game: VirtualGameView, message: VirtualEventMessage): VirtualGameView {
  const { event } = message;
  const others = game.upcoming.filter((entry) => entry.roundKey !== event.roundKey);
  const isPlaying = game.playing?.roundKey === event.roundKey;
  switch (message.type) {
    case 'eventOpened':
      return { ...game, upcoming: [...others, event].sort(byDrawAt) };
    case 'eventStarted':
      return { ...game, playing: event, upcoming: others };
    default:
      return { ...game, playing: isPlaying ? null : game.playing, upcoming: others };
  }
}

/** The finished events after a message: a finished or void event goes first (replacing an older copy), capped. */
export function withFinishedEvent(
  list: readonly VirtualRoundView[],
  message: VirtualEventMessage,
  limit: number,
): VirtualRoundView[] {
  if (message.type !== 'eventFinished' && message.type !== 'eventVoided') return [...list];
  const { event } = message;
  const round: VirtualRoundView = {
    gameType: event.gameType,
    roundKey: event.roundKey,
    gameUid: event.gameUid,
    status: event.status,
    closeAt: event.closeAt,
    drawAt: event.drawAt,
    drawnAt: event.status === 'drawn' ? event.drawAt : null,
    commitment: event.commitment,
    seed: event.seed,
    result: event.result,
    summary: null,
    virtual: event,
  };
  return [round, ...list.filter((entry) => entry.roundKey !== event.roundKey)].slice(0, limit);
}
