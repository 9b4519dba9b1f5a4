// One autocannon run (programmatic API) and the figures the benches print.
import autocannon from 'autocannon';
import { type ProfileWindow, profileClockUs } from './cpu-profile.ts';
import { readCpuSeconds } from './proc-stats.ts';

/** What one measured run reports. */
export type LoadResult = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Replies with a status outside 2xx, and connection errors or timeouts. */
  non2xx: number;
  errors: number;
  /** Requests answered in the run. */
  requests: number;
  /** The server process's CPU per request when its pid was given to {@link warmAndMeasure}. */
  serverCpuMsPerRequest?: number;
  /** The run's stretch of a CPU profile of the server (see support/cpu-profile.ts). */
  window?: ProfileWindow;
};

/** A target of the load: method, URL, headers and body. */
export type LoadTarget = {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/** Runs autocannon against `target` for `seconds` with `connections` connections. */
export async function measure(target: LoadTarget, seconds: number, connections = 16): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    body: target.body,
    connections,
    duration: seconds,
  });
  return {
    label: target.label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/**
 * Warms the target up (JIT, caches, pools) for `seconds`, then measures it, with the CPU per request
 * of the server process `serverPid` when given.
 */
export async function warmAndMeasure(
  target: LoadTarget,
  seconds: number,
  serverPid?: number | null,
): Promise<LoadResult> {
  await measure(target, Math.min(2, seconds));
  const cpuBefore = serverPid ? readCpuSeconds(serverPid) : 0;
  const fromUs = profileClockUs();
  const result = await measure(target, seconds);
  const window = { fromUs, toUs: profileClockUs() };
  if (!serverPid) return { ...result, window };
  const serverCpuMs = (readCpuSeconds(serverPid) - cpuBefore) * 1000;
  return { ...result, window, serverCpuMsPerRequest: serverCpuMs / result.requests };
}

/** Prints the results as a table, each row with its req/s ratio to `baseline` (named `baselineName`). */
export function printTable(results: LoadResult[], baseline: LoadResult, baselineName = 'hello-world'): void {
  const rows = results.map((r) => ({
    target: r.label,
    'req/s': Math.round(r.requestsPerSecond),
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'non-2xx': r.non2xx,
    errors: r.errors,
    'server CPU ms/req': r.serverCpuMsPerRequest === undefined ? '-' : r.serverCpuMsPerRequest.toFixed(3),
    [`vs ${baselineName}`]: `${(r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}x`,
  }));
  console.table(rows);
}
