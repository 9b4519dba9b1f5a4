import { useEffect, useRef } from 'react';
import { type MessageHandler, subscribeRealtime } from './realtime-client.ts';

/**
 * Subscribes a component to a realtime destination while it is mounted (and `destination` is
 * not null); `onMessage` gets each parsed JSON body and may change between renders.
 */
export function useSubscription(destination: string | null, onMessage: MessageHandler): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (destination === null) return;
    return subscribeRealtime(destination, (body) => handler.current(body));
  }, [destination]);
}
