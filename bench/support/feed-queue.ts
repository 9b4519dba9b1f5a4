// A RabbitMQ queue of its own for one bench run: declared (by the TRADE360 publisher) before the server
// consumes it, deleted when the run ends.
import amqp from 'amqplib';
import {
  openTrade360Publisher,
  type Trade360Publisher,
} from '../../apps/server/src/features/sports/feeds/trade360/publisher.ts';
import { onCleanup } from './cleanup.ts';

/** The run's queue and a publisher to it. */
export type FeedQueue = {
  name: string;
  publisher: Trade360Publisher;
  /** Closes the publisher and deletes the queue (also run by the bench's cleanups). */
  remove(): Promise<void>;
};

/** Declares `hanpan-bench-<label>-<time>-<pid>` on the broker of `url` and opens a publisher to it. */
export async function openFeedQueue(url: string, label: string): Promise<FeedQueue> {
  const name = `hanpan-bench-${label}-${Date.now()}-${process.pid}`;
  const publisher = await openTrade360Publisher(url, { queue: name });
  const remove = onCleanup(async () => {
    await publisher.close().catch(() => {});
    const model = await amqp.connect(url);
    try {
      const channel = await model.createChannel();
      await channel.deleteQueue(name);
    } finally {
      await model.close();
    }
  });
  return { name, publisher, remove };
}
