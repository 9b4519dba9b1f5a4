import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dueCheckCount, nextCheckAt, startRealityCheckTimer } from './reality-check-timer.ts';

const minute = 60_000;
const start = Date.parse('2026-11-30T00:00:00Z');

describe('reality check timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('when the clock passes whole intervals since sign-in, then that many checks are due', () => {
    expect(dueCheckCount(start, 15, start + 14 * minute)).toBe(0);
    expect(dueCheckCount(start, 15, start + 15 * minute)).toBe(1);
    expect(dueCheckCount(start, 15, start + 47 * minute)).toBe(3);
    expect(dueCheckCount(start, 0, start + 600 * minute)).toBe(0);
    expect(dueCheckCount(start, 15, start - minute)).toBe(0);
    expect(nextCheckAt(start, 30, 2)).toBe(start + 90 * minute);
  });

  it('when 15 minutes pass, then the check opens once, and not again until answered', () => {
    const onDue = vi.fn();
    const timer = startRealityCheckTimer({ startedAtMs: start, minutes: 15, onDue });
    vi.advanceTimersByTime(15 * minute - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    // Unanswered for 40 minutes: the one dialog waits, no second one stacks up.
    vi.advanceTimersByTime(40 * minute);
    expect(onDue).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it('when answered late, then the next check is the next interval since sign-in, not since the answer', () => {
    const onDue = vi.fn();
    const timer = startRealityCheckTimer({ startedAtMs: start, minutes: 15, onDue });
    vi.advanceTimersByTime(15 * minute);
    vi.advanceTimersByTime(5 * minute);
    timer.acknowledge();
    vi.advanceTimersByTime(10 * minute - 1);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(2);
    timer.stop();
  });

  it('when the page loads mid-session, then checks already past are not shown at once', () => {
    vi.setSystemTime(start + 47 * minute);
    const onDue = vi.fn();
    const timer = startRealityCheckTimer({ startedAtMs: start, minutes: 15, onDue });
    vi.advanceTimersByTime(13 * minute - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    timer.stop();
  });

  it('when off or stopped, then no check opens', () => {
    const onDue = vi.fn();
    startRealityCheckTimer({ startedAtMs: start, minutes: 0, onDue });
    const timer = startRealityCheckTimer({ startedAtMs: start, minutes: 15, onDue });
    vi.advanceTimersByTime(10 * minute);
    timer.stop();
    vi.advanceTimersByTime(120 * minute);
    expect(onDue).not.toHaveBeenCalled();
  });
});
