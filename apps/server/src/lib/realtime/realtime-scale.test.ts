import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openRawSockJs, waitUntil } from '../../../test/realtime-clients.ts';

let testApp: TestApp;
let baseUrl: string;
const sockets: Awaited<ReturnType<typeof openRawSockJs>>[] = [];
const connectFrame = 'CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0';
const subscribeFrame = (topic: string) => `SUBSCRIBE\nid:1\ndestination:/topic/${topic}\nreceipt:r\n\n\0`;
const maxBufferedBytes = 256 * 1024;

beforeAll(async () => {
  testApp = await createTestApp({
    proxyTrust: ['127.0.0.1'],
    realtimeLimits: { maxBufferedBytes, maxConnectionsPerIp: 3, disconnectDelayMs: 1000, tickMs: 100 },
  });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

// Every test starts with no session open (xhr ones end a disconnect delay after their last request).
afterEach(async () => {
  for (const raw of sockets.splice(0)) raw.socket.terminate();
  await waitUntil(() => testApp.app.services.realtime.stats().sockjsSessions === 0, 5000, 'no session');
});

afterAll(async () => {
  await testApp.close();
});

// Each test's clients come from their own forwarded address, so the per-IP cap of 3 counts them apart.
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

const openSubscribed = async (topic: string, ip: string) => {
  const raw = await openRawSockJs(baseUrl, null, from(ip));
  sockets.push(raw);
  raw.send(connectFrame);
  raw.send(subscribeFrame(topic));
  await waitUntil(() => raw.stompFrames().some((frame) => frame.startsWith('RECEIPT')), 5000, 'RECEIPT');
  return raw;
};

/** The `i` of each STOMP MESSAGE in SockJS 'a' frames (JSON bodies like {"i":3}). */
const messageIndexes = (frames: string[]) =>
  frames
    .filter((frame) => frame.startsWith('a'))
    .flatMap((frame) => JSON.parse(frame.slice(1)) as string[])
    .filter((stomp) => stomp.startsWith('MESSAGE'))
    .map((stomp) => (JSON.parse(stomp.slice(stomp.indexOf('\n\n') + 2, -1)) as { i: number }).i);

/** Raw xhr transports: POST /chat/000/{id}/{transport}, as sockjs-client sends them. */
const xhr = (id: string, transport: 'xhr' | 'xhr_send' | 'xhr_streaming', ip: string, body?: string[]) =>
  fetch(`${baseUrl}/chat/000/${id}/${transport}`, {
    method: 'POST',
    headers: from(ip),
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe('coalesced frames', () => {
  it('when five messages are published in one tick, then a websocket client gets them in ONE SockJS frame, in order', async () => {
    const raw = await openSubscribed('burst', '198.51.100.1');
    const before = raw.frames.length;
    for (let i = 0; i < 5; i += 1) testApp.app.services.realtime.publish('/topic/burst', { i });
    await waitUntil(() => messageIndexes(raw.frames.slice(before)).length === 5, 5000, 'five messages');
    const frames = raw.frames.slice(before);
    expect(frames).toHaveLength(1);
    expect(messageIndexes(frames)).toEqual([0, 1, 2, 3, 4]);
  });

  it('when five messages are published in one tick, then an xhr-streaming client gets them on ONE line', async () => {
    const id = randomBytes(8).toString('hex');
    const ip = '198.51.100.2';
    const stream = await xhr(id, 'xhr_streaming', ip);
    const reader = stream.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error('no streaming body');
    let text = '';
    const readUntil = async (done: () => boolean) => {
      while (!done()) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the stream ended');
        text += chunk.value;
      }
    };
    const lines = () => text.split('\n').filter((line) => line.startsWith('a'));
    try {
      await readUntil(() => text.includes('\no\n'));
      await xhr(id, 'xhr_send', ip, [connectFrame, subscribeFrame('stream-burst')]);
      await readUntil(() => lines().some((line) => line.includes('RECEIPT')));
      const before = lines().length;
      for (let i = 0; i < 5; i += 1) testApp.app.services.realtime.publish('/topic/stream-burst', { i });
      await readUntil(() => messageIndexes(lines().slice(before)).length === 5);
      expect(lines().slice(before)).toHaveLength(1);
      expect(messageIndexes(lines().slice(before))).toEqual([0, 1, 2, 3, 4]);
    } finally {
      await reader.cancel();
    }
  });
});

describe('slow clients', () => {
  it('when a websocket client stops reading, then it is closed once its queue passes the bound and its buffers are freed', async () => {
    const realtime = testApp.app.services.realtime;
    const slow = await openSubscribed('flood', '198.51.100.3');
    expect(realtime.stats().connections).toBe(1);
    slow.socket.pause();

    // 32 KB events, a few per turn of the event loop, until the server cuts the reader off: the
    // kernel's socket buffers take some megabytes first, then the server's queue passes the bound.
    const chunk = 'x'.repeat(32 * 1024);
    let peakBufferedBytes = 0;
    for (let i = 0; i < 2000 && realtime.stats().connections > 0; i += 1) {
      realtime.publish('/topic/flood', { i, chunk });
      peakBufferedBytes = Math.max(peakBufferedBytes, realtime.stats().bufferedBytes);
      if (i % 8 === 7) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(realtime.stats()).toMatchObject({ connections: 0, sockjsSessions: 0, bufferedBytes: 0 });
    // What the server held for it never went far past the bound (one 64 KB flush above it at most).
    expect(peakBufferedBytes).toBeGreaterThan(0);
    expect(peakBufferedBytes).toBeLessThanOrEqual(maxBufferedBytes + 64 * 1024 + 33 * 1024);
    slow.socket.resume();
    await slow.closed;
  });

  it('when an xhr-polling client stops polling, then past the bound its next poll gets c[4003,"Slow consumer"]', async () => {
    const id = randomBytes(8).toString('hex');
    const ip = '198.51.100.4';
    expect(await (await xhr(id, 'xhr', ip)).text()).toBe('o\n');
    await xhr(id, 'xhr_send', ip, [connectFrame, subscribeFrame('unpolled')]);
    let polled = '';
    while (!polled.includes('RECEIPT')) polled += await (await xhr(id, 'xhr', ip)).text();

    const chunk = 'x'.repeat(32 * 1024);
    for (let i = 0; i < 10; i += 1) testApp.app.services.realtime.publish('/topic/unpolled', { i, chunk });
    expect(await (await xhr(id, 'xhr', ip)).text()).toBe('c[4003,"Slow consumer"]\n');
    expect(testApp.app.services.realtime.stats()).toMatchObject({ connections: 0, bufferedBytes: 0 });
  });
});

describe('per-IP connection cap', () => {
  it('when one forwarded IP opens a 4th connection over a cap of 3, then it is refused, another IP is not, and a closed one frees a place', async () => {
    const ip = '203.0.113.7';
    const opened = async (headers: Record<string, string>) => {
      const raw = await openRawSockJs(baseUrl, null, headers);
      sockets.push(raw);
      await waitUntil(() => raw.frames.length > 0, 5000, 'the first frame');
      return raw;
    };
    const admitted = [await opened(from(ip)), await opened(from(ip)), await opened(from(ip))];
    expect(admitted.map((raw) => raw.frames[0])).toEqual(['o', 'o', 'o']);

    const refused = await opened(from(ip));
    expect(refused.frames).toEqual(['c[4004,"Too many connections"]']);
    await refused.closed;
    expect(await (await xhr(randomBytes(8).toString('hex'), 'xhr', ip)).text()).toBe(
      'c[4004,"Too many connections"]\n',
    );

    const otherIp = await opened(from('203.0.113.8'));
    expect(otherIp.frames[0]).toBe('o');

    admitted[0]?.socket.close();
    await admitted[0]?.closed;
    await waitUntil(() => testApp.app.services.realtime.stats().sockjsSessions === 3, 5000, 'the close');
    expect((await opened(from(ip))).frames[0]).toBe('o');
  });
});
