/** Anything that runs in the background while the app serves: a periodic job, the feed, an engine. */
export type BackgroundTask = { start(): unknown; stop(): Promise<unknown> };
