import type { VirtualEventView } from '@hanpan/core/api/virtual';
import { memo } from 'react';
import { isRaceCard, isRaceResult } from '../virtual-games.ts';
import { BasketballAnimation } from './basketball-animation.tsx';
import { RaceAnimation } from './race-animation.tsx';
import { SoccerAnimation } from './soccer-animation.tsx';

function EventAnimationView({ event }: { event: VirtualEventView }) {
  const { card, result } = event;
  if (!result) return null;
  const drawAt = Date.parse(event.drawAt);
  const finishAt = Date.parse(event.finishAt);
  if (isRaceCard(card) && isRaceResult(result)) {
    return <RaceAnimation card={card} result={result} drawAt={drawAt} finishAt={finishAt} />;
  }
  if (card.kind === 'soccer' && result.kind === 'soccer') {
    return <SoccerAnimation card={card} result={result} drawAt={drawAt} finishAt={finishAt} />;
  }
  if (card.kind === 'basketball' && result.kind === 'basketball') {
    return <BasketballAnimation card={card} result={result} drawAt={drawAt} finishAt={finishAt} />;
  }
  return null;
}

/**
 * Whether two copies show the same drawn event: a drawn event never changes, so a fresh copy of it (the
 * results list's, at the finish) must not restart its animation.
 */
function isSameDrawnEvent(before: { event: VirtualEventView }, after: { event: VirtualEventView }): boolean {
  const [a, b] = [before.event, after.event];
  return (
    a === b ||
    (a.roundKey === b.roundKey &&
      a.drawAt === b.drawAt &&
      a.finishAt === b.finishAt &&
      a.result !== null &&
      b.result !== null &&
      a.status === b.status)
  );
}

/** The drawn event animated in step with its off and finish (a past event shows its end). */
export const EventAnimation = memo(EventAnimationView, isSameDrawnEvent);
