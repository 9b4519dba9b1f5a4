import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesceBursts } from './burst.ts';

describe('coalesceBursts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when a hundred triggers come at once, then it runs once after the delay', () => {
    const run = vi.fn();
    const burst = coalesceBursts(run, 300);
    for (let index = 0; index < 100; index += 1) burst.trigger();
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('when a trigger comes after a run, then it runs again', () => {
    const run = vi.fn();
    const burst = coalesceBursts(run, 300);
    burst.trigger();
    vi.advanceTimersByTime(300);
    burst.trigger();
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('when cancelled, then the pending run never happens', () => {
    const run = vi.fn();
    const burst = coalesceBursts(run, 300);
    burst.trigger();
    burst.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
