import type { IMessage } from '@stomp/stompjs';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectionEvents } from './stomp-connection.ts';

// A stand-in for the STOMP connection: records subscriptions, lets the test play connects and errors.
const fake = vi.hoisted(() => ({
  events: null as ConnectionEvents | null,
  isConnected: false,
  subscriptions: [] as { destination: string; deliver: (body: string) => void; unsubscribe: () => void }[],
}));

vi.mock('./stomp-connection.ts', () => ({
  openStompConnection(events: ConnectionEvents) {
    fake.events = events;
    return {
      subscribe(destination: string, onMessage: (message: IMessage) => void) {
        if (!fake.isConnected) return null;
        const subscription = {
          destination,
          deliver: (body: string) => onMessage({ body } as IMessage),
          unsubscribe: vi.fn(() => {
            fake.subscriptions = fake.subscriptions.filter((s) => s !== subscription);
          }),
        };
        fake.subscriptions.push(subscription);
        return { id: destination, unsubscribe: subscription.unsubscribe };
      },
    };
  },
}));

const { setMemberConnectionLostHandler, startRealtime, subscribeRealtime } = await import(
  './realtime-client.ts'
);

const connect = (isMember = true) => {
  fake.isConnected = true;
  fake.subscriptions = [];
  fake.events?.onConnect(isMember);
};

describe('the realtime client', () => {
  it('when subscribed before connecting, then it subscribes on connect and hands over parsed JSON', async () => {
    const received: unknown[] = [];
    subscribeRealtime('/topic/a', (body) => received.push(body));
    await startRealtime();
    expect(fake.subscriptions).toEqual([]);
    connect();
    expect(fake.subscriptions.map((s) => s.destination)).toEqual(['/topic/a']);
    fake.subscriptions[0]?.deliver('{"type":"x"}');
    fake.subscriptions[0]?.deliver('not json');
    expect(received).toEqual([{ type: 'x' }]);
  });

  it('when the connection drops and comes back, then every live subscription is made again', async () => {
    const stop = subscribeRealtime('/user/queue/context', () => {});
    subscribeRealtime('/topic/b', () => {});
    expect(fake.subscriptions.map((s) => s.destination)).toEqual([
      '/topic/a',
      '/user/queue/context',
      '/topic/b',
    ]);
    stop();
    fake.isConnected = false;
    connect();
    expect(fake.subscriptions.map((s) => s.destination)).toEqual(['/topic/a', '/topic/b']);
  });

  it("when the connection is a visitor's, then private queues wait for a member connection", () => {
    connect(false);
    const lost = vi.fn();
    setMemberConnectionLostHandler(lost);
    expect(fake.subscriptions.map((s) => s.destination)).toEqual(['/topic/a', '/topic/b']);
    subscribeRealtime('/user/queue/session', () => {});
    expect(fake.subscriptions.map((s) => s.destination)).toEqual(['/topic/a', '/topic/b']);
    connect(true);
    expect(fake.subscriptions.map((s) => s.destination)).toEqual([
      '/topic/a',
      '/topic/b',
      '/user/queue/session',
    ]);
    expect(lost).not.toHaveBeenCalled();
  });

  it("when a member connection comes back as a visitor's, then the lost-session handler runs", () => {
    const lost = vi.fn();
    setMemberConnectionLostHandler(lost);
    connect(true);
    connect(false);
    expect(lost).toHaveBeenCalledOnce();
  });

  it('starts one connection however often it is asked', async () => {
    const first = fake.events;
    await startRealtime();
    await startRealtime();
    expect(fake.events).toBe(first);
  });
});
