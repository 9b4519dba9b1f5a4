import { kstDateOf, kstDayPlus } from '../time/kst.ts';

// Mini-game rounds are numbered per KST day (REFERENCE.md "Mini-games"): with a period of p minutes the
// day has 1440 / p rounds and round r draws at 00:00 KST + r x p minutes, so the day's last round draws
// at the next midnight (5-minute powerball: round 1 draws at 00:05, round 288 at 24:00 = 00:00 the next
// day). A round takes bets from the previous draw until closeSeconds before its own draw; at the close
// instant itself it no longer does.

/** The periods a game may run with, in minutes. */
export const roundPeriods = [1, 2, 3, 5] as const;

/** A game's period in minutes. */
export type RoundPeriod = (typeof roundPeriods)[number];

/** The default seconds before the draw at which betting closes (issue 15). */
export const defaultCloseSeconds = 30;

/** A round: its KST day 'YYYY-MM-DD' and its number within that day (1-based). */
export type RoundRef = { date: string; round: number };

const minuteMs = 60_000;
const kstOffsetMs = 9 * 60 * minuteMs;

/** True for a supported period. */
export function isRoundPeriod(minutes: number): minutes is RoundPeriod {
  return (roundPeriods as readonly number[]).includes(minutes);
}

/** How many rounds a KST day has (1440 / period). */
export function roundsPerDay(period: RoundPeriod): number {
  return (24 * 60) / period;
}

/** The instant (epoch ms) 00:00 KST starts the KST day 'YYYY-MM-DD'. */
function kstMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - kstOffsetMs;
}

/** The round still to be drawn at `now` (epoch ms): a round whose draw instant is `now` has been drawn. */
export function roundAt(now: number, period: RoundPeriod): RoundRef {
  const date = kstDateOf(now);
  const sinceMidnight = now - kstMidnight(date);
  return { date, round: Math.floor(sinceMidnight / (period * minuteMs)) + 1 };
}

/** The draw instant (epoch ms) of a round. */
export function drawTimeOf(ref: RoundRef, period: RoundPeriod): number {
  return kstMidnight(ref.date) + ref.round * period * minuteMs;
}

/** The instant (epoch ms) betting on a round opens: the previous round's draw. */
export function openTimeOf(ref: RoundRef, period: RoundPeriod): number {
  return drawTimeOf(ref, period) - period * minuteMs;
}

/** The instant (epoch ms) betting on a round closes: closeSeconds before its draw. */
export function closeTimeOf(ref: RoundRef, period: RoundPeriod, closeSeconds: number): number {
  return drawTimeOf(ref, period) - closeSeconds * 1000;
}

/** The round after `ref`, crossing into the next KST day after the day's last round. */
export function nextRound(ref: RoundRef, period: RoundPeriod): RoundRef {
  return ref.round >= roundsPerDay(period)
    ? { date: kstDayPlus(ref.date, 1), round: 1 }
    : { date: ref.date, round: ref.round + 1 };
}

/** The round before `ref`, crossing into the previous KST day before round 1. */
export function previousRound(ref: RoundRef, period: RoundPeriod): RoundRef {
  return ref.round <= 1
    ? { date: kstDayPlus(ref.date, -1), round: roundsPerDay(period) }
    : { date: ref.date, round: ref.round - 1 };
}

/** True while the round takes bets at `now`: from its opening until (not at) its close. */
export function isBettingOpen(
  ref: RoundRef,
  period: RoundPeriod,
  closeSeconds: number,
  now: number,
): boolean {
  return now >= openTimeOf(ref, period) && now < closeTimeOf(ref, period, closeSeconds);
}

/** The round a member bets on at `now`: the current one before its close, the next one after it. */
export function bettingRoundAt(now: number, period: RoundPeriod, closeSeconds: number): RoundRef {
  const current = roundAt(now, period);
  return now < closeTimeOf(current, period, closeSeconds) ? current : nextRound(current, period);
}

/**
 * The fastest a game's clock may run (VIRTUAL_SPEED, issue 25): simulated seconds per real second. A
 * sped-up game keeps numbering its rounds per KST day, so a day holds up to this many times more rounds.
 */
export const maxRoundSpeed = 100;

/** The most rounds any game's day can hold: 1-minute rounds at the fastest speed. */
export const widestRoundsPerDay = roundsPerDay(1) * maxRoundSpeed;

/** A game's clock: its period and how many times faster than real time it runs (a whole number). */
export type RoundCadence = { period: RoundPeriod; speed: number };

/** How many rounds a KST day has at the cadence. */
export function roundsPerDayAt(cadence: RoundCadence): number {
  return roundsPerDay(cadence.period) * cadence.speed;
}

/** The draw instant (epoch ms) of a round at the cadence (speed 1: drawTimeOf). */
export function drawTimeAt(ref: RoundRef, cadence: RoundCadence): number {
  return kstMidnight(ref.date) + Math.floor((ref.round * cadence.period * minuteMs) / cadence.speed);
}

/** The round still to be drawn at `now` at the cadence (speed 1: roundAt). */
export function roundAtCadence(now: number, cadence: RoundCadence): RoundRef {
  const date = kstDateOf(now);
  const sinceMidnight = now - kstMidnight(date);
  const round = Math.floor((sinceMidnight * cadence.speed) / (cadence.period * minuteMs)) + 1;
  const ref = { date, round };
  // The floor of a sped-up draw instant can equal `now`: that round has been drawn.
  return drawTimeAt(ref, cadence) <= now ? nextRoundAt(ref, cadence) : ref;
}

/** The round after `ref` at the cadence, crossing into the next KST day after the day's last round. */
export function nextRoundAt(ref: RoundRef, cadence: RoundCadence): RoundRef {
  return ref.round >= roundsPerDayAt(cadence)
    ? { date: kstDayPlus(ref.date, 1), round: 1 }
    : { date: ref.date, round: ref.round + 1 };
}

/** The round key of the draw message: 'YYYY-MM-DD-r' (e.g. '2026-11-24-288'). */
export function roundKeyOf(ref: RoundRef): string {
  return `${ref.date}-${ref.round}`;
}

/**
 * The round of a round key, or null when it is not 'YYYY-MM-DD-r' with r in the day's range: of the
 * period at speed 1, or (period null) of the widest day any game can have (widestRoundsPerDay).
 */
export function parseRoundKey(key: string, period: RoundPeriod | null): RoundRef | null {
  const match = /^(\d{4}-\d{2}-\d{2})-([1-9]\d{0,5})$/.exec(key);
  if (!match) return null;
  const date = match[1]!;
  const round = Number(match[2]);
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || kstDayPlus(date, 0) !== date) return null;
  if (round > (period === null ? widestRoundsPerDay : roundsPerDay(period))) return null;
  return { date, round };
}
