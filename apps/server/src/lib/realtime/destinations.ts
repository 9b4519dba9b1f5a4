/** What a destination names: a public topic, or one of the logged-in member's own queues. */
export type Destination = { kind: 'topic'; path: string } | { kind: 'userQueue'; queue: string };

const maxDestinationLength = 200;
// Plain segments only: no wildcards, no per-member forms such as /user/123/queue/x, nothing to
// traverse. A private queue is always the connection's own member's.
const topicPattern = /^\/topic(\/[A-Za-z0-9_.-]+)+$/;
const userQueuePattern = /^\/user\/queue\/([a-z][A-Za-z0-9_-]{0,40})$/;

/** Classifies a destination, or null for anything that is neither a topic nor a private queue. */
export function parseDestination(destination: string): Destination | null {
  if (destination.length > maxDestinationLength) return null;
  if (topicPattern.test(destination)) return { kind: 'topic', path: destination };
  const queue = userQueuePattern.exec(destination)?.[1];
  return queue ? { kind: 'userQueue', queue } : null;
}

/** `/user/queue/{queue}`, checked. */
export function userQueueDestination(queue: string): string {
  const destination = `/user/queue/${queue}`;
  if (parseDestination(destination)?.kind !== 'userQueue') throw new Error(`Bad queue name: ${queue}`);
  return destination;
}

/** A `/topic/...` destination, checked. */
export function topicDestination(topic: string): string {
  if (parseDestination(topic)?.kind !== 'topic') throw new Error(`Bad topic: ${topic}`);
  return topic;
}
