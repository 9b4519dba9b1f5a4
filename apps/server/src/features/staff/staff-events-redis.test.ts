import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RecordingResponse } from '../../../test/recording-response.ts';
import { isCi, isTcpReachable } from '../../../test/services.ts';
import { createStaffEvents, type StaffEvents } from './staff-events.ts';

const redisUrl = 'redis://127.0.0.1:6379';
// Redis is always on this machine and in CI; elsewhere these tests are skipped, under CI they fail.
const hasRedis = await isTcpReachable(redisUrl, 6379);

const silentLog = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const hubs: StaffEvents[] = [];
afterAll(async () => {
  await Promise.all(hubs.map((hub) => hub.close()));
});

/** Two hubs on one Redis channel, as two server processes: only A has streams, only B is told. */
function twoProcesses() {
  const channel = `hanpan:test:staff-events:${randomBytes(6).toString('hex')}`;
  let waiting = 1;
  const a = createStaffEvents({
    readCounts: async () => ({ waitingInquiries: waiting }),
    log: silentLog,
    redis: { url: redisUrl, channel },
    timings: { debounceMs: 20 },
  });
  const b = createStaffEvents({
    readCounts: async () => ({}),
    log: silentLog,
    redis: { url: redisUrl, channel },
  });
  hubs.push(a, b);
  const setWaiting = (count: number) => {
    waiting = count;
  };
  return { a, b, setWaiting };
}

const until = (response: RecordingResponse, event: string, isDone: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!isDone()) return;
      response.off(event, check);
      resolve();
    };
    response.on(event, check);
    check();
  });

// Redis subscriptions start asynchronously: a message is repeated until the other side heard it.
const repeatUntil = async (send: () => void, heard: Promise<void>) => {
  let isHeard = false;
  void heard.then(() => {
    isHeard = true;
  });
  for (let attempt = 0; attempt < 50 && !isHeard; attempt++) {
    send();
    await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  await heard;
};

describe.runIf(hasRedis || isCi)('staff events across processes (Redis)', () => {
  it('when process B is told the counts changed, then a stream on process A gets the new count', async () => {
    const { a, b, setWaiting } = twoProcesses();
    const response = new RecordingResponse();
    a.open({ tokenHash: 'h1', role: 'support', checkSession: async () => 'support' }, response.asResponse());
    await until(response, 'written', () =>
      response.written.some((text) => text.includes('"waitingInquiries":1')),
    );
    setWaiting(2);
    await repeatUntil(
      () => b.countsChanged(),
      until(response, 'written', () =>
        response.written.some((text) => text.includes('"waitingInquiries":2')),
      ),
    );
    expect(response.writableEnded).toBe(false);
  });

  it('when a session logs out on process B, then its stream on process A ends', async () => {
    const { a, b } = twoProcesses();
    const response = new RecordingResponse();
    a.open({ tokenHash: 'h2', role: 'support', checkSession: async () => 'support' }, response.asResponse());
    await repeatUntil(
      () => b.sessionEnded('h2'),
      until(response, 'close', () => response.writableEnded),
    );
    expect(a.hasRoomFor('h2')).toBe(true);
  });
});
