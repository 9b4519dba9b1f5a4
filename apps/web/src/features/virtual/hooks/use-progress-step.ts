import { useState } from 'react';
import { useFrameLoop } from './use-frame-loop.ts';

/**
 * The event's progress cut into `steps` equal steps (a match minute, say): re-renders only when the step
 * changes, not on every animation frame. Returns the step (0..steps) and whether the event has finished.
 */
export function useProgressStep(
  drawAt: number,
  finishAt: number,
  steps: number,
  isReduced: boolean,
): { step: number; isFinished: boolean } {
  const [state, setState] = useState({ step: 0, isFinished: false });
  useFrameLoop(drawAt, finishAt, isReduced, (progress) => {
    const step = Math.floor(progress * steps);
    const isFinished = progress >= 1;
    setState((current) =>
      current.step === step && current.isFinished === isFinished ? current : { step, isFinished },
    );
  });
  return state;
}
