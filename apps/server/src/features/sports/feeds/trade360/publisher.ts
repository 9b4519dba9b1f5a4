import { once } from 'node:events';
import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';
import type { Trade360Message } from './messages.ts';

/** Where published messages go: a queue (declared if missing) or an exchange with a routing key. */
export type Trade360Target = { queue: string } | { exchange: string; routingKey?: string };

/** Publishes TRADE360 messages to RabbitMQ, as LSports does (used by the simulator and the adapter tests). */
export type Trade360Publisher = {
  /** Sends one message as TRADE360 JSON. */
  publish(message: Trade360Message): Promise<void>;
  /** Sends raw text as a message body (tests send malformed messages this way). */
  publishRaw(body: string): Promise<void>;
  /** Resolves once the broker has confirmed every message sent so far. */
  flush(): Promise<void>;
  close(): Promise<void>;
};

/** Opens a confirmed channel to the broker and returns a publisher for the target. */
export async function openTrade360Publisher(url: string, target: Trade360Target): Promise<Trade360Publisher> {
  const model: ChannelModel = await amqp.connect(url);
  let channel: ConfirmChannel;
  try {
    channel = await model.createConfirmChannel();
    if ('queue' in target) await channel.assertQueue(target.queue, { durable: true });
  } catch (error) {
    await model.close().catch(() => {});
    throw error;
  }
  const send = async (body: string, properties: { messageId?: string; type?: string }) => {
    const content = Buffer.from(body, 'utf8');
    const options = { persistent: true, contentType: 'application/json', ...properties };
    const isWritable =
      'queue' in target
        ? channel.sendToQueue(target.queue, content, options)
        : channel.publish(target.exchange, target.routingKey ?? '', content, options);
    // The channel's buffer is full: wait until it drains before sending more.
    if (!isWritable) await once(channel, 'drain');
  };
  return {
    publish: (message) =>
      send(JSON.stringify(message), { messageId: message.Header.MsgId, type: String(message.Header.Type) }),
    publishRaw: (body) => send(body, {}),
    flush: () => channel.waitForConfirms(),
    async close() {
      await channel.waitForConfirms().catch(() => {});
      await model.close();
    },
  };
}
