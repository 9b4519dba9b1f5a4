import type { MatchCard, MatchEvent, SoccerResult } from '@hanpan/core/virtual/types';
import { useProgressStep } from '../hooks/use-progress-step.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { soccerEventText, soccerMinutes, soccerStateAt } from '../match-clock.ts';
import { MatchScoreboard } from './match-scoreboard.tsx';

type SoccerAnimationProps = { card: MatchCard; result: SoccerResult; drawAt: number; finishAt: number };

/** Where the ball is drawn for the latest event (pitch 0..100 wide, 0..64 high; home attacks right). */
function ballAt(event: MatchEvent | undefined, minute: number): { x: number; y: number } {
  if (!event || minute - event.at > 2) {
    // Open play: the ball wanders about midfield, the same way on every replay.
    return { x: 50 + 22 * Math.sin(minute * 1.7), y: 32 + 16 * Math.cos(minute * 1.3) };
  }
  const towards = event.side === 'home' ? 1 : -1;
  if (event.type === 'goal') return { x: 50 + towards * 49, y: 32 };
  if (event.type === 'save') return { x: 50 + towards * 45, y: 30 };
  return { x: 50 + towards * 36, y: 26 + (event.at % 12) };
}

/** The match on a pitch: a running clock, the ball at each shot and goal, the score and the timeline. */
export function SoccerAnimation({ card, result, drawAt, finishAt }: SoccerAnimationProps) {
  const isReduced = useReducedMotion();
  const { step, isFinished } = useProgressStep(drawAt, finishAt, soccerMinutes, isReduced);
  const minute = isFinished ? soccerMinutes : step;
  const state = soccerStateAt(result, minute);
  const latest = state.events[0];
  const ball = ballAt(latest, minute);
  const isGoal = !isFinished && latest?.type === 'goal' && minute - latest.at <= 1;
  return (
    <div
      className="vg-anim vg-anim--soccer"
      data-testid="virtual-animation"
      data-state={isFinished ? 'finished' : 'playing'}
    >
      <MatchScoreboard
        card={card}
        home={state.home}
        away={state.away}
        clock={isFinished ? '종료' : `${minute}'`}
      />
      <div className="vg-pitch">
        <svg className="vg-pitch__drawing" viewBox="0 0 100 64" role="img" aria-label="경기장">
          <rect className="vg-pitch__grass" width={100} height={64} />
          <g className="vg-pitch__lines">
            <rect x={1} y={1} width={98} height={62} />
            <line x1={50} x2={50} y1={1} y2={63} />
            <circle cx={50} cy={32} r={8} />
            <rect x={1} y={18} width={14} height={28} />
            <rect x={85} y={18} width={14} height={28} />
            <rect x={-1} y={28} width={2} height={8} />
            <rect x={99} y={28} width={2} height={8} />
          </g>
        </svg>
        {/* The ball's layer is as big as the pitch: its translate is a share of the pitch, eased by the compositor. */}
        <span
          className="vg-pitch__ball-lane"
          style={{ transform: `translate(${ball.x.toFixed(1)}%, ${((ball.y / 64) * 100).toFixed(1)}%)` }}
        >
          <span className="vg-pitch__ball" />
        </span>
        {isGoal && <b className="vg-pitch__goal">골!</b>}
      </div>
      <ol className="vg-timeline" aria-label="경기 기록" data-testid="virtual-timeline">
        {state.events
          .filter((event) => event.type !== 'points')
          .slice(0, 6)
          .map((event, index) => (
            <li key={`${event.at}-${event.side}-${event.type}-${index}`} className={`is-${event.type}`}>
              {soccerEventText(event, card.home.short, card.away.short)}
            </li>
          ))}
      </ol>
    </div>
  );
}
