// Runs the built-in odds simulator and publishes its stream as TRADE360 JSON to RabbitMQ (a snapshot
// first), so a server started with LSPORTS_AMQP_URL consumes it exactly as it would the LSports feed:
// npm run feed:publish -- --url amqp://guest:guest@127.0.0.1:5672 --queue trade360 --speed 60
import { parseArgs } from 'node:util';
import {
  createFeedSimulator,
  openTrade360Publisher,
  simulatorRunStamp,
  stampSimulatorRun,
  startFeedDriver,
} from '../features/sports/index.ts';

const usage = `Usage: npm run feed:publish -- [--url amqp://guest:guest@127.0.0.1:5672] [--queue trade360]
  [--speed 1] [--seed hanpan] [--tick-ms 1000] [--fixtures 300]
--speed: simulated seconds per real second. Stop with Ctrl+C.`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.LSPORTS_AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672' },
    queue: { type: 'string', default: process.env.LSPORTS_QUEUE || 'trade360' },
    speed: { type: 'string', default: '1' },
    seed: { type: 'string', default: process.env.FEED_SEED || 'hanpan' },
    'tick-ms': { type: 'string', default: '1000' },
    fixtures: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

const positive = (text: string | undefined, name: string) => {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number\n${usage}`);
    process.exit(1);
  }
  return value;
};

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const speed = positive(values.speed, 'speed');
const tickMs = positive(values['tick-ms'], 'tick-ms');
const fixtureCount = values.fixtures === undefined ? undefined : positive(values.fixtures, 'fixtures');

const publisher = await openTrade360Publisher(values.url, { queue: values.queue }).catch((error: unknown) => {
  console.error(`RabbitMQ not reachable at ${values.url}:`, error instanceof Error ? error.message : error);
  process.exit(1);
});
const runStamp = simulatorRunStamp();
const simulator = createFeedSimulator({
  seed: values.seed,
  startAt: new Date(),
  speed,
  ...(fixtureCount ? { fixtureCount } : {}),
});
let published = 0;
let lastAt = '';
const driver = startFeedDriver(
  simulator,
  async (messages) => {
    for (const message of messages) {
      await publisher.publish(stampSimulatorRun(message, runStamp));
      published += 1;
      lastAt = message.Header.CreationDate ?? lastAt;
    }
    await publisher.flush();
  },
  {
    tickMs,
    onError: (error) => console.error('Publishing failed:', error instanceof Error ? error.message : error),
  },
);
console.log(`Publishing the simulated feed (seed ${values.seed}, speed ${speed}) to queue ${values.queue}`);
const report = setInterval(
  () => console.log(`${published} messages published, simulated time ${lastAt}`),
  10_000,
);

let isStopping = false;
const stop = async () => {
  if (isStopping) return;
  isStopping = true;
  clearInterval(report);
  await driver.stop();
  await publisher.close();
  console.log(`${published} messages published`);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
