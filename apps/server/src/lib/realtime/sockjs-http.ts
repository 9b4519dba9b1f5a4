import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SockjsSession } from './sockjs-session.ts';

/** Cache-Control of every SockJS reply. */
export const noCacheHeader = 'no-store, no-cache, no-transform, must-revalidate, max-age=0';

/** A plain-text reply. */
export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=UTF-8',
    'Cache-Control': noCacheHeader,
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(text);
}

/** Decodes a client message: a JSON array of strings (or one string); null when it is not one. */
export function decodeClientMessages(text: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed === 'string') return [parsed];
  if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed;
  return null;
}

/** GET /chat/info: what sockjs-client reads before choosing a transport. */
export function answerInfo(request: IncomingMessage, response: ServerResponse): void {
  if (request.method === 'OPTIONS') {
    sendText(response, 204, '', { Allow: 'OPTIONS, GET' });
    return;
  }
  if (request.method !== 'GET') {
    sendText(response, 405, 'Method not allowed', { Allow: 'OPTIONS, GET' });
    return;
  }
  const info = { websocket: true, origins: ['*:*'], cookie_needed: false, entropy: randomInt(0, 2 ** 32) };
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Cache-Control': noCacheHeader,
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(JSON.stringify(info));
}

/**
 * POST .../xhr_send: client messages for a session (null when unknown, closed or of another
 * login). A body over `limitBytes` is refused while it arrives and drops the session.
 */
export function receiveXhrSend(
  session: SockjsSession | null,
  request: IncomingMessage,
  response: ServerResponse,
  limitBytes: number,
): void {
  if (!session) {
    request.resume();
    sendText(response, 404, 'Not found');
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let isRefused = false;
  request.on('data', (chunk: Buffer) => {
    if (isRefused) return;
    size += chunk.length;
    if (size <= limitBytes) {
      chunks.push(chunk);
      return;
    }
    isRefused = true;
    session.abort('Message too large');
    sendText(response, 413, 'Payload too large', { Connection: 'close' });
    request.pause();
    response.on('finish', () => request.socket.destroy());
  });
  request.on('end', () => {
    if (isRefused) return;
    const text = Buffer.concat(chunks).toString('utf8');
    if (text === '') {
      sendText(response, 500, 'Payload expected.');
      return;
    }
    const messages = decodeClientMessages(text);
    if (!messages) {
      sendText(response, 500, 'Broken JSON encoding.');
      return;
    }
    sendText(response, 204, '');
    session.receive(messages);
  });
}

/** Answers an upgrade we do not take with a bare HTTP status. */
export function refuseUpgrade(socket: Duplex, status: string): void {
  if (!socket.destroyed) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
