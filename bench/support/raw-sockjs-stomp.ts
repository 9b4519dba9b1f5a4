// A lighter client for the fan-out bench: a raw SockJS websocket (`/chat/<server>/<session>/websocket`,
// frames 'o', 'h', 'a[...]', 'c[...]') carrying STOMP 1.2 frames written here, for when thousands
// of sockjs-client + @stomp/stompjs instances would cost their one process more than the server.
import { randomBytes, randomInt } from 'node:crypto';
import WebSocket from 'ws';
import { type ClientHandlers, connectTimeoutMs, type FanoutClient, within } from './fanout-connect.ts';

const heartbeatMs = 4000;

/** The STOMP frames of a SockJS 'a' frame, heart-beats ('\n') left out. */
function stompFrames(sockjsFrame: string): string[] {
  const messages = JSON.parse(sockjsFrame.slice(1)) as string[];
  return messages.map((message) => message.replace(/^[\r\n]+/, '')).filter((frame) => frame !== '');
}

/**
 * Opens `/chat/<nnn>/<id>/websocket` on `origin`, sends CONNECT (heart-beats 4000,4000, sent every 4 s
 * as the web client does) and SUBSCRIBE with a receipt; resolves on the RECEIPT. MESSAGE bodies go
 * to `handlers.onBody`.
 */
export function connectRawSockjs(
  origin: string,
  topic: string,
  handlers: ClientHandlers,
): Promise<FanoutClient> {
  const sessionPath = `${String(randomInt(0, 1000)).padStart(3, '0')}/${randomBytes(8).toString('hex')}`;
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/chat/${sessionPath}/websocket`, {
    perMessageDeflate: false,
  });
  const sendStomp = (frame: string) => socket.send(JSON.stringify([frame]));
  let heartbeat: NodeJS.Timeout | undefined;
  let isReady = false;
  const ready = new Promise<FanoutClient>((resolve, reject) => {
    const fail = (reason: string) => (isReady ? handlers.onClose(reason) : reject(new Error(reason)));
    const onStompFrame = (frame: string) => {
      const command = frame.slice(0, frame.indexOf('\n'));
      if (command === 'MESSAGE') {
        handlers.onBody(frame.slice(frame.indexOf('\n\n') + 2, frame.lastIndexOf('\0')));
      } else if (command === 'CONNECTED') {
        heartbeat = setInterval(() => socket.send('["\\n"]'), heartbeatMs);
        sendStomp(`SUBSCRIBE\nid:sub-1\ndestination:${topic}\nreceipt:sub-1\n\n\0`);
      } else if (command === 'RECEIPT' && !isReady) {
        isReady = true;
        resolve({ close: () => sendStomp('DISCONNECT\n\n\0') });
      } else if (command === 'ERROR') {
        fail(`STOMP ERROR ${/\nmessage:([^\n]*)/.exec(frame)?.[1] ?? ''}`);
      }
    };
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'o') {
        sendStomp(
          `CONNECT\naccept-version:1.2\nhost:127.0.0.1\nheart-beat:${heartbeatMs},${heartbeatMs}\n\n\0`,
        );
      } else if (text.startsWith('a')) {
        const frames = stompFrames(text);
        if (frames.length > 0) handlers.onFrame?.(frames.length);
        for (const frame of frames) onStompFrame(frame);
      } else if (text.startsWith('c')) {
        fail(`closed ${(JSON.parse(text.slice(1)) as [number, string]).join(' ')}`);
      }
    });
    socket.on('error', (error) => {
      if (!isReady) reject(error);
    });
    socket.on('close', (code) => {
      clearInterval(heartbeat);
      fail(`closed ${code}`);
    });
  });
  return within(ready, connectTimeoutMs, 'raw SockJS + STOMP connect and subscribe').catch((error) => {
    clearInterval(heartbeat);
    socket.terminate();
    throw error;
  });
}
