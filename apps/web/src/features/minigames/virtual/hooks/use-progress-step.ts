import { useState } from 'react';
import { useStepTimer } from './use-step-timer.ts';

/**
 * The event's progress cut into `steps` equal steps (a match minute, say): re-renders once per step.
 * Returns the step (0..steps) and whether the event has finished.
 */
export function useProgressStep(
  drawAt: number,
  finishAt: number,
  steps: number,
  isReduced: boolean,
): { step: number; isFinished: boolean } {
  const [state, setState] = useState({ step: 0, isFinished: false });
  useStepTimer(drawAt, finishAt, steps, isReduced, (progress) => {
    const step = Math.floor(progress * steps);
    const isFinished = progress >= 1;
    setState((current) =>
      current.step === step && current.isFinished === isFinished ? current : { step, isFinished },
    );
  });
  return state;
}
