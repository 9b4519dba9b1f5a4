// The baseline of the API bench: a plain Fastify hello-world, run as its own process.
// Usage: node --import tsx support/hello-world.ts <port>
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 0);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
