import type { BasketballResult, MatchCard } from '@hanpan/core/virtual/types';
import { useProgressStep } from '../hooks/use-progress-step.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { basketballStateAt, quarterName } from '../match-clock.ts';
import { MatchScoreboard } from './match-scoreboard.tsx';

type BasketballAnimationProps = {
  card: MatchCard;
  result: BasketballResult;
  drawAt: number;
  finishAt: number;
};

/** Steps per quarter: the score moves on about every 15 seconds of game time. */
const stepsPerQuarter = 40;

/** The game as a running score: the quarter and its clock, the score, and the points by quarter. */
export function BasketballAnimation({ card, result, drawAt, finishAt }: BasketballAnimationProps) {
  const isReduced = useReducedMotion();
  const steps = Math.max(1, result.quarters.length) * stepsPerQuarter;
  const { step, isFinished } = useProgressStep(drawAt, finishAt, steps, isReduced);
  const state = basketballStateAt(result, isFinished ? 1 : step / steps);
  const names = result.quarters.map((_, index) => quarterName(index + 1));
  return (
    <div
      className="vg-anim vg-anim--basketball"
      data-testid="virtual-animation"
      data-state={isFinished ? 'finished' : 'playing'}
    >
      <MatchScoreboard
        card={card}
        home={state.home}
        away={state.away}
        clock={isFinished ? '종료' : `${quarterName(state.quarter)} ${state.clock}`}
      />
      <table className="vg-quarters" data-testid="virtual-quarters">
        <thead>
          <tr>
            <th scope="col">팀</th>
            {names.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
            <th scope="col">합계</th>
          </tr>
        </thead>
        <tbody>
          {(['home', 'away'] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{card[side].short}</th>
              {names.map((name, index) => (
                <td key={name}>{state.quarters[index]?.[side] ?? '-'}</td>
              ))}
              <td>
                <b>{state[side]}</b>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
