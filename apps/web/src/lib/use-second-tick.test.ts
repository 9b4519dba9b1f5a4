import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSecondTick, subscribeSecondTick } from './use-second-tick.ts';

describe('the shared second tick', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when many clocks listen, then one timer calls them all in the same tick, and stops with the last', () => {
    const heard: number[] = [];
    const stops = [1, 2, 3].map((id) => subscribeSecondTick(() => heard.push(id)));
    expect(vi.getTimerCount()).toBe(1);
    const before = readSecondTick();
    vi.advanceTimersByTime(1_000);
    expect(heard).toEqual([1, 2, 3]);
    expect(readSecondTick()).toBe(before + 1_000);
    for (const stop of stops) stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(heard).toEqual([1, 2, 3]);
  });
});
