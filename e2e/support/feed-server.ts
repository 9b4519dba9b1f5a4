// A second server for the sports scenarios, fed by the test through RabbitMQ in the LSports TRADE360
// format (FEED_SOURCE=lsports on a queue of its own), so every fixture, price and suspension on the page
// is one the test sent. It serves the same built web app as the suite's server.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import amqp from 'amqplib';
import { inject } from 'vitest';
import {
  openTrade360Publisher,
  type Trade360Publisher,
} from '../../apps/server/src/features/sports/feeds/trade360/publisher.ts';
import { type ServerProcess, startServer } from '../../scripts/server-process.ts';
import { tmpDir } from './paths.ts';

/** The broker on this machine (and in CI). */
export const amqpUrl = process.env.LSPORTS_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/** A running lsports-mode server and the publisher feeding it. */
export type FeedServer = {
  url: string;
  feed: Trade360Publisher;
  stop(): Promise<void>;
};

/** Starts a server consuming a fresh queue; `stop` ends it and deletes the queue. */
export async function startFeedServer(name: string): Promise<FeedServer> {
  const queue = `hanpan-e2e-${name}-${randomUUID()}`;
  const feed = await openTrade360Publisher(amqpUrl, { queue });
  let server: ServerProcess;
  try {
    server = await startServer({
      logFile: join(tmpDir, `server-${name}.log`),
      env: {
        WEB_DIST_DIR: inject('webDistDir'),
        FEED_SOURCE: 'lsports',
        LSPORTS_AMQP_URL: amqpUrl,
        LSPORTS_QUEUE: queue,
      },
    });
  } catch (error) {
    await feed.close();
    throw error;
  }
  return {
    url: server.url,
    feed,
    async stop() {
      await feed.close().catch(() => {});
      await server.stop();
      const connection = await amqp.connect(amqpUrl);
      try {
        const channel = await connection.createChannel();
        await channel.deleteQueue(queue);
      } finally {
        await connection.close();
      }
    },
  };
}
