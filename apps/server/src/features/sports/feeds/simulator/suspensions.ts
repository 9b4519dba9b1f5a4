import type { SuspendReason } from '@hanpan/core/sports/live-incidents';
import type { MatchPlan } from './match-plan.ts';

// The longest a danger window of each sport lasts, in seconds, as a real feed's do: a goal or a touchdown is
// confirmed in seconds. (A line the book no longer offers stays closed until the events decide it.)
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

/** The longest a danger window of the sport may keep its markets suspended at a stretch (seconds). */
export function maxSuspensionOf(sportId: number): number {
  return maxSuspensionSeconds[sportId] ?? 30;
}

/**
 * A stretch [from, to) of offsets in seconds after kick-off during which every market is suspended, and
 * why from each moment on.
 */
export type SuspensionWindow = {
  from: number;
  to: number;
  reasons: { from: number; reason: SuspendReason }[];
};

// Markets reopen for at least this long between two stretches that would together be too long.
const reopenSeconds = 2;

/**
 * The danger windows around the plan's scoring events and cards: overlapping ones merge, but no stretch is longer
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

/** What closes the markets: a scoring event (with the plan's danger before and check after) or a card. */
type Trigger = { at: number; before: number; after: number; reason: SuspendReason };

// A card is checked for a few seconds (who, which colour) before the markets reopen.
const cardCheckSeconds = 8;

/** Sports whose scores are goals (soccer, ice hockey): checked after scoring, listed on the timeline. */
export const goalSportIds: ReadonlySet<number> = new Set([201, 205]);

function triggersOf(plan: MatchPlan, sportId: number): Trigger[] {
  const triggers: Trigger[] = plan.events.map((event) => ({
    at: event.at,
    before: plan.suspendBefore,
    after: plan.suspendAfter,
    reason: !goalSportIds.has(sportId) ? 'danger' : event.isReviewed ? 'var' : 'goalCheck',
  }));
  for (const card of plan.cards)
    triggers.push({ at: card.at, before: 0, after: cardCheckSeconds, reason: 'cardCheck' });
  return triggers.sort((a, b) => a.at - b.at);
}

function windowsOf(plan: MatchPlan, sportId: number): SuspensionWindow[] {
  const max = maxSuspensionOf(sportId);
  const windows: SuspensionWindow[] = [];
  if (plan.suspendBefore + plan.suspendAfter <= 0) return windows;
  for (const trigger of triggersOf(plan, sportId)) {
    let from = trigger.at - trigger.before;
    const to = trigger.at + trigger.after;
    const last = windows.at(-1);
    if (last && from < last.to + reopenSeconds) {
      if (to - last.from <= max) {
        last.to = Math.max(last.to, to);
        if (from > last.from && from < trigger.at) last.reasons.push({ from, reason: 'danger' });
        last.reasons.push({ from: Math.max(trigger.at, last.from), reason: trigger.reason });
        continue;
      }
      from = last.to + reopenSeconds;
    }
    if (from >= to) continue;
    const reasons: SuspensionWindow['reasons'] = [];
    // Before the event the play is dangerous; from the event on, it is checked.
    if (from < trigger.at) reasons.push({ from, reason: 'danger' });
    reasons.push({ from: Math.max(from, trigger.at), reason: trigger.reason });
    windows.push({ from, to: Math.min(to, from + max), reasons });
  }
  return windows;
}

/** Why the markets are suspended `offset` seconds after kick-off, null when they are not. */
export function suspendReasonAt(plan: MatchPlan, sportId: number, offset: number): SuspendReason | null {
  const window = suspensionWindowsOf(plan, sportId).find(
    (entry) => offset >= entry.from && offset < entry.to,
  );
  if (!window) return null;
  // The latest entry begun by then (a later event's danger may begin before an earlier check ends).
  let current: SuspendReason = 'danger';
  let since = Number.NEGATIVE_INFINITY;
  for (const entry of window.reasons) {
    if (entry.from <= offset && entry.from >= since) {
      current = entry.reason;
      since = entry.from;
    }
  }
  return current;
}
