import { type SimLeague, type SimTeam, simLeagues } from './catalogue-data.ts';
import { worldLeagues } from './catalogue-world.ts';
import { createRandom, hashToInt } from './random.ts';

/** A scheduled fixture of the simulator: who plays whom, where, and when (ms since epoch). */
export type SimFixture = {
  id: number;
  league: SimLeague;
  home: SimTeam;
  away: SimTeam;
  startAt: number;
  /** The fixture's own seed: its match and its price drift come from it alone. */
  seed: string;
};

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const kstOffsetMs = 9 * hourMs;

/** Midnight KST (as ms since epoch) of the day `day` days after the KST date of `startAt`. */
export function kstDayStart(startAt: number, day: number): number {
  return Math.floor((startAt + kstOffsetMs) / dayMs) * dayMs - kstOffsetMs + day * dayMs;
}

/** The simulator's day index (0 = the KST date of `startAt`) of a moment. */
export function dayIndexOf(startAt: number, at: number): number {
  return Math.floor((at - kstDayStart(startAt, 0)) / dayMs);
}

/** Fixtures per day of every league together, before scaling. */
export const baseFixturesPerDay = simLeagues.reduce((sum, league) => sum + league.fixturesPerDay, 0);

/** Fixtures per day of the around-the-clock leagues together, at full scale. */
export const worldFixturesPerDay = worldLeagues.reduce((sum, league) => sum + league.fixturesPerDay, 0);

// The first fixtures of a horizon day go to the usual leagues (as before the around-the-clock leagues came):
// 100 a day, half again their usual count; the rest fills the around-the-clock leagues.
const usualPerDay = 100;

/** The scales of the usual and of the around-the-clock leagues for about `fixtureCount` fixtures over `horizonDays`. */
export function scalesOf(fixtureCount: number, horizonDays: number): { scale: number; worldScale: number } {
  const perDay = fixtureCount / horizonDays;
  return {
    scale: Math.min(perDay, usualPerDay) / baseFixturesPerDay,
    worldScale: Math.min(1, Math.max(0, perDay - usualPerDay) / worldFixturesPerDay),
  };
}

// Around-the-clock leagues have their own id range: 700,000,000 + 150 seeds' 2,000,000 + 500 days' 4,000.
const worldIdBase = 700_000_000;

/** The fixtures of the around-the-clock leagues on one day: kick-offs spread evenly, on 5-minute marks. */
function worldFixturesOfDay(seed: string, dayStart: number, day: number, scale: number): SimFixture[] {
  const idBase = worldIdBase + (hashToInt(seed) % 150) * 2_000_000 + (day % 500) * 4_000;
  return worldLeagues.flatMap((league, leagueIndex) => {
    const random = createRandom(`${seed}/day:${day}/world:${league.id}`);
    const wanted = league.fixturesPerDay * scale;
    const count = Math.min(
      Math.floor(league.teams.length / 2),
      Math.floor(wanted) + (random.chance(wanted % 1) ? 1 : 0),
      199,
    );
    const teams = random.shuffle(league.teams);
    // Each league starts its day at its own offset, so the leagues' kick-offs interleave.
    const offset = random.next();
    return Array.from({ length: count }, (_, index) => {
      const minutes = Math.floor(((index + offset) * 1440) / count / 5) * 5;
      const id = idBase + leagueIndex * 200 + index;
      return {
        id,
        league,
        home: teams[2 * index] as SimTeam,
        away: teams[2 * index + 1] as SimTeam,
        startAt: dayStart + minutes * 60_000,
        seed: `${seed}/fixture:${id}`,
      };
    });
  });
}

/**
 * The fixtures of one KST day: each league plays a few matches at its usual kick-off times, each team at
 * most once; `scale` multiplies the leagues' usual counts (rounded at random), `worldScale` those of the
 * around-the-clock leagues. Ids are stable per seed.
 */
export function fixturesOfDay(
  seed: string,
  startAt: number,
  day: number,
  scale: number,
  worldScale = 0,
): SimFixture[] {
  const dayStart = kstDayStart(startAt, day);
  const idBase = 10_000_000 + (hashToInt(seed) % 500) * 1_000_000 + day * 1_000;
  const fixtures: SimFixture[] = [];
  simLeagues.forEach((league, leagueIndex) => {
    const random = createRandom(`${seed}/day:${day}/league:${league.id}`);
    const wanted = league.fixturesPerDay * scale;
    const count = Math.min(
      Math.floor(league.teams.length / 2),
      Math.floor(wanted) + (random.chance(wanted % 1) ? 1 : 0),
      59,
    );
    const teams = random.shuffle(league.teams);
    for (let index = 0; index < count; index++) {
      const home = teams[2 * index];
      const away = teams[2 * index + 1];
      if (!home || !away) break;
      const minutes = Math.round((random.pick(league.kickOffHours) * 60) / 5) * 5;
      const id = idBase + leagueIndex * 60 + index;
      fixtures.push({
        id,
        league,
        home,
        away,
        startAt: dayStart + minutes * 60_000,
        seed: `${seed}/fixture:${id}`,
      });
    }
  });
  if (worldScale > 0) fixtures.push(...worldFixturesOfDay(seed, dayStart, day, worldScale));
  if (day === 0) fixtures.push(...fixturesUnderwayAt(seed, startAt, fixtures));
  return fixtures.sort((a, b) => a.startAt - b.startAt || a.id - b.id);
}

// Scheduled fixtures have ids below 600,000,000 (10,000,000 + 499 seeds' millions + days and slots).
const underwayIdBase = 600_000_000;

// How long before the feed starts the matches already under way kicked off (minutes).
const underwayMinutes = [10, 20, 30, 40] as const;

/**
 * A match of each sport that kicked off shortly before the feed starts, in the first of its leagues with
 * two teams free all day (each team still plays at most once a day), so live pages have something at
 * any hour (real leagues would cover other time zones around the clock).
 */
function fixturesUnderwayAt(seed: string, startAt: number, scheduled: readonly SimFixture[]): SimFixture[] {
  const busy = new Set(scheduled.flatMap((fixture) => [fixture.home, fixture.away]));
  const coveredSports = new Set<number>();
  const underway: SimFixture[] = [];
  simLeagues.forEach((league, leagueIndex) => {
    if (coveredSports.has(league.sportId)) return;
    const random = createRandom(`${seed}/underway:${startAt}/league:${league.id}`);
    const [home, away] = random.shuffle(league.teams.filter((team) => !busy.has(team)));
    if (!home || !away) return;
    coveredSports.add(league.sportId);
    // Their own id range, different for each start, so a restarted feed never reuses one for new teams.
    const id = underwayIdBase + (hashToInt(`${seed}/${startAt}`) % 100_000) * 100 + leagueIndex;
    const minutes = random.pick(underwayMinutes);
    underway.push({
      id,
      league,
      home,
      away,
      startAt: startAt - minutes * 60_000,
      seed: `${seed}/fixture:${id}`,
    });
  });
  return underway;
}
