import type { FastifyInstance } from 'fastify';

/** Anything that runs in the background while the app serves: a periodic job, the feed, an engine. */
export type BackgroundTask = { start(): unknown; stop(): Promise<unknown> };

/**
 * Starts the task once the app is ready (migrations done) and stops it before the app closes, so that it
 * never touches a database that went away. Stops run in the order the tasks were registered.
 */
export function runWithApp(app: FastifyInstance, task: BackgroundTask): void {
  app.addHook('onReady', async () => {
    await task.start();
  });
  app.addHook('preClose', async () => {
    await task.stop();
  });
}
