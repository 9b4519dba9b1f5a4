import { describe, expect, it, vi } from 'vitest';
import type { Trade360Message } from '../trade360/messages.ts';
import { startFeedDriver } from './driver.ts';
import { createFeedSimulator } from './simulator.ts';

describe('feed driver', () => {
  it('when the driver runs, then the sink gets a snapshot first, then batches in MsgSeq order, and nothing after stop', async () => {
    const simulator = createFeedSimulator({
      seed: 'driver',
      startAt: new Date('2026-11-21T11:00:00Z'),
      speed: 600,
      fixtureCount: 10,
    });
    const batches: Trade360Message[][] = [];
    const driver = startFeedDriver(
      simulator,
      (messages) => {
        batches.push(messages);
      },
      { tickMs: 5 },
    );
    await vi.waitFor(() => expect(batches.length).toBeGreaterThanOrEqual(3), {
      timeout: 10_000,
      interval: 5,
    });
    await driver.stop();
    const received = batches.length;
    expect(batches[0]?.[0]?.Header.Type).toBe(36);
    const seqs = batches.flat().map((message) => message.Header.MsgSeq ?? 0);
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(batches.length).toBe(received);
  });

  it('when the sink throws, then the driver reports it and keeps ticking', async () => {
    const simulator = createFeedSimulator({
      seed: 'driver',
      startAt: new Date('2026-11-21T11:00:00Z'),
      speed: 600,
      fixtureCount: 10,
    });
    const errors: unknown[] = [];
    const driver = startFeedDriver(
      simulator,
      () => {
        throw new Error('sink down');
      },
      { tickMs: 5, onError: (error) => errors.push(error) },
    );
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 5 });
    await driver.stop();
    expect(String(errors[0])).toContain('sink down');
  });
});
