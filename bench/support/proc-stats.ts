// Memory and CPU of other processes, read from /proc (Linux).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Resident set size of `pid` in bytes (VmRSS), or NaN when the process is gone. */
export function readRssBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The fields of /proc/<pid>/stat (or of a thread's, /proc/<pid>/task/<tid>/stat) after the command name (field 3 onwards). */
function statFields(pid: number, tid?: number): string[] {
  const stat = readFileSync(
    tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`,
    'utf8',
  );
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

let ticksPerSecond: number | undefined;

/** CPU time (user + system) `pid` (or its thread `tid`) has used so far, in seconds. */
export function readCpuSeconds(pid: number, tid?: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const fields = statFields(pid, tid);
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** The descendants of `rootPid` (children, their children...) whose command line contains `needle`. */
export function findDescendantPids(rootPid: number, needle: string): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      parentOf.set(pid, Number(statFields(pid)[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const isDescendant = (pid: number): boolean => {
    for (let parent = parentOf.get(pid); parent !== undefined && parent > 1; parent = parentOf.get(parent)) {
      if (parent === rootPid) return true;
    }
    return false;
  };
  return [...parentOf.keys()].filter((pid) => {
    if (!isDescendant(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(needle);
    } catch {
      return false;
    }
  });
}

/** The child of `parentPid` whose command line contains `needle`, or null. */
export function findChildPid(parentPid: number, needle: string): number | null {
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      if (Number(statFields(pid)[1]) !== parentPid) continue;
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(needle)) return pid;
    } catch {
      // The process ended while we looked.
    }
  }
  return null;
}

/** Samples the RSS of `pid` every `intervalMs`; `stop()` returns the highest sample. */
export function sampleRss(pid: number, intervalMs = 100): { stop(): number } {
  let peak = readRssBytes(pid);
  const timer = setInterval(() => {
    const rss = readRssBytes(pid);
    if (rss > peak || Number.isNaN(peak)) peak = rss;
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

/** CPU seconds `pid` uses between now and `stop()`. */
export function measureCpu(pid: number): { stop(): number } {
  const startCpu = readCpuSeconds(pid);
  return { stop: () => readCpuSeconds(pid) - startCpu };
}
