// A TCP proxy in front of PostgreSQL that counts the round trips its clients start: each Sync of the
// extended protocol (a prepared statement's Bind / Execute / Sync) and each simple Query is one trip
// to the server and back. The benches point a server's DATABASE_URL at it to count what a call costs.
import { connect, createServer, type Socket } from 'node:net';

/** A running proxy: the URL to connect through, the trips counted so far, and how to stop it. */
export type RoundTripProxy = { url: string; roundTrips(): number; close(): Promise<void> };

// Sent before the startup message (which has no type byte either) by clients that ask for TLS or GSS.
const preStartupCodes = new Set([80877103, 80877104]);
const sync = 0x53;
const query = 0x51;

/** Starts a proxy on 127.0.0.1 forwarding to the server of `databaseUrl`. */
export async function startRoundTripProxy(databaseUrl: string): Promise<RoundTripProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let trips = 0;
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    let pending: Buffer = Buffer.alloc(0);
    let isStarted = false;
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      for (;;) {
        if (!isStarted) {
          if (pending.length < 8 || pending.length < pending.readInt32BE(0)) break;
          isStarted = !preStartupCodes.has(pending.readInt32BE(4));
          pending = pending.subarray(pending.readInt32BE(0));
          continue;
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) break;
        if (pending[0] === sync || pending[0] === query) trips += 1;
        pending = pending.subarray(1 + pending.readInt32BE(1));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: url.toString(),
    roundTrips: () => trips,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
