import type { MatchPlan } from './match-plan.ts';

// The longest a market of each sport stays suspended at a stretch, in seconds, as a real feed's are: a goal
// or a touchdown is confirmed in seconds, and a decided line is settled rather than left locked.
const maxSuspensionSeconds: Record<number, number> = {
  201: 30,
  202: 30,
  203: 30,
  204: 10,
  205: 30,
  206: 30,
  207: 30,
  208: 30,
};

/** The longest a market of the sport may stay suspended at a stretch (seconds). */
export function maxSuspensionOf(sportId: number): number {
  return maxSuspensionSeconds[sportId] ?? 30;
}

/** A stretch [from, to) of offsets in seconds after kick-off during which every market is suspended. */
export type SuspensionWindow = { from: number; to: number };

// Markets reopen for at least this long between two stretches that would together be too long.
const reopenSeconds = 2;

/**
 * The danger windows around the plan's scoring events: overlapping ones merge, but no stretch is longer
 * than the sport's maximum (a quick second score starts a new stretch after a short reopening).
 */
export function suspensionWindowsOf(plan: MatchPlan, sportId: number): SuspensionWindow[] {
  const known = cache.get(plan);
  if (known) return known;
  const windows = windowsOf(plan, sportId);
  cache.set(plan, windows);
  return windows;
}

// Plans never change once made, so their windows are worked out once.
const cache = new WeakMap<MatchPlan, SuspensionWindow[]>();

function windowsOf(plan: MatchPlan, sportId: number): SuspensionWindow[] {
  const max = maxSuspensionOf(sportId);
  const windows: SuspensionWindow[] = [];
  if (plan.suspendBefore + plan.suspendAfter <= 0) return windows;
  for (const event of plan.events) {
    let from = event.at - plan.suspendBefore;
    const to = event.at + plan.suspendAfter;
    const last = windows.at(-1);
    if (last && from < last.to + reopenSeconds) {
      if (to - last.from <= max) {
        last.to = Math.max(last.to, to);
        continue;
      }
      from = last.to + reopenSeconds;
    }
    if (from < to) windows.push({ from, to: Math.min(to, from + max) });
  }
  return windows;
}
