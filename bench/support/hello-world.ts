// The baselines of the API bench, each run as its own process: a plain Node HTTP server answering a
// fixed JSON body (`node`, the issue 24 baseline), or a plain Fastify hello-world (`fastify`).
// Usage: node --import tsx support/hello-world.ts <port> [node|fastify]
import { createServer } from 'node:http';
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 0);
const kind = process.argv[3] ?? 'fastify';
const body = JSON.stringify({ hello: 'world' });

if (kind === 'node') {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port });
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}
