// V8 CPU profiles (DevTools' format, as `node --cpu-prof` and Chromium write them) summed by function.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of a DevTools CPU profile the bench reads. */
export type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

/** One function's share of a profile. */
export type ProfileEntry = { functionName: string; location: string; selfMs: number; share: number };

/**
 * A stretch of a profile in the profiler's clock (microseconds of the monotonic clock, the same as
 * `process.hrtime.bigint() / 1000n` in any process of the machine).
 */
export type ProfileWindow = { fromUs: number; toUs: number };

/** Now in the profiler's clock (see {@link ProfileWindow}). */
export const profileClockUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The functions with the most self time in `profile` (idle and the program itself left out of the
 * shares' base), only the samples in `window` when given.
 */
export function topSelfTime(
  profile: CpuProfile,
  count: number,
  window?: ProfileWindow,
): { busyMs: number; entries: ProfileEntry[] } {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, { functionName: string; location: string; ms: number }>();
  let busyMs = 0;
  let at = profile.startTime;
  profile.samples.forEach((nodeId, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (window && (at < window.fromUs || at >= window.toUs)) return;
    const frame = byNode.get(nodeId)?.callFrame;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    busyMs += ms;
    const file = frame.url.split('/').pop() ?? '';
    const location = file ? `${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
    const key = `${frame.functionName}@${location}`;
    const entry = selfMs.get(key) ?? { functionName: frame.functionName || '(anonymous)', location, ms: 0 };
    entry.ms += ms;
    selfMs.set(key, entry);
  });
  const entries = [...selfMs.values()]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((entry) => ({
      functionName: entry.functionName,
      location: entry.location,
      selfMs: entry.ms,
      share: busyMs > 0 ? entry.ms / busyMs : 0,
    }));
  return { busyMs, entries };
}

/** The `.cpuprofile` files `node --cpu-prof --cpu-prof-dir=dir` wrote there. */
export function readCpuProfiles(dir: string): { file: string; profile: CpuProfile }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort()
    .map((name) => ({
      file: join(dir, name),
      profile: JSON.parse(readFileSync(join(dir, name), 'utf8')) as CpuProfile,
    }));
}

/**
 * Prints the top `count` self-time functions of the stretch `window` of whichever profile in `dir`
 * covers it, with the busy CPU per request when `requests` is given.
 */
export function printTopSelfTime(
  dir: string,
  label: string,
  window: ProfileWindow,
  options: { count?: number; requests?: number } = {},
): void {
  const covering = readCpuProfiles(dir).find(
    ({ profile }) => profile.startTime <= window.fromUs && profile.endTime >= window.toUs,
  );
  if (!covering) {
    console.log(`${label}: no profile in ${dir} covers the measured stretch`);
    return;
  }
  const { busyMs, entries } = topSelfTime(covering.profile, options.count ?? 10, window);
  const perRequest = options.requests ? `, ${(busyMs / options.requests).toFixed(2)} ms per request` : '';
  console.log(
    `\n${label}: ${Math.round(busyMs)} ms busy in ${((window.toUs - window.fromUs) / 1e6).toFixed(1)} s` +
      `${perRequest} (${covering.file}, ${window.fromUs}-${window.toUs} µs)`,
  );
  printSelfTimeTable(entries);
}

/** Prints profile entries as a table: function, where, self ms, share. */
export function printSelfTimeTable(entries: readonly ProfileEntry[]): void {
  console.table(
    entries.map((entry) => ({
      function: entry.functionName,
      where: entry.location,
      'self ms': Math.round(entry.selfMs),
      share: `${(entry.share * 100).toFixed(1)}%`,
    })),
  );
}
