// The baseline of the realtime fan-out bench: a plain `ws` server that broadcasts every published
// payload to all its clients, run as its own process. It takes updates the way our server's internal
// hook does (POST /publish with {payload}, one HTTP call per update), so the publisher is the same.
// Usage: node [--expose-gc] --import tsx support/ws-broadcast-server.ts <port>; GET /health, GET /stats
// (connection count, after a full GC with --expose-gc).
import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

const port = Number(process.argv[2] ?? 0);

const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/publish') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { payload } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { payload: unknown };
      broadcast(JSON.stringify(payload));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0}');
    });
    return;
  }
  if (request.url === '/stats') {
    // As our server's stats call does when node runs with --expose-gc.
    (globalThis as { gc?: () => void }).gc?.();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ connections: wss.clients.size }));
    return;
  }
  response.writeHead(request.url === '/health' ? 200 : 404).end();
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });

/** Sends one text message to every open client (encoded once, as the ws README's broadcast does). */
function broadcast(text: string): void {
  const data = Buffer.from(text);
  for (const client of wss.clients) {
    if (client.readyState === WebSocket.OPEN) client.send(data, { binary: false });
  }
}

server.listen(port, '127.0.0.1');
const shutdown = () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', shutdown);
// The bench holds our stdin: when it goes away, so do we.
process.stdin.on('close', shutdown).resume();
