import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicJob } from './periodic-job.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createPeriodicJob', () => {
  it('when started, then it runs after the first delay and every interval after, and stops when told', async () => {
    const run = vi.fn(async () => 1);
    const onDone = vi.fn();
    const job = createPeriodicJob({ run, intervalMs: 1_000, firstRunDelayMs: 100, onDone, onError: vi.fn() });
    job.start();
    job.start();
    await vi.advanceTimersByTimeAsync(99);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('when a run fails, then the error is reported and the next tick runs again', async () => {
    const failure = new Error('down');
    const run = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(2);
    const onError = vi.fn();
    const job = createPeriodicJob({ run, intervalMs: 1_000, onError });
    job.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onError).toHaveBeenCalledWith(failure);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('when runOnce is called during a run, then it joins that run instead of starting another; stop waits for it', async () => {
    let finish: (value: number) => void = () => undefined;
    const run = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          finish = resolve;
        }),
    );
    const job = createPeriodicJob({ run, intervalMs: 1_000, onError: vi.fn() });
    const first = job.runOnce();
    const second = job.runOnce();
    expect(run).toHaveBeenCalledTimes(1);
    let isStopped = false;
    const stopping = job.stop().then(() => {
      isStopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(isStopped).toBe(false);
    finish(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);
    await stopping;
    expect(isStopped).toBe(true);
  });
});
