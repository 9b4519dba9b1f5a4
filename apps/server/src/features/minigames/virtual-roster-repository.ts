import type { TeamRecord } from '@hanpan/core/api/virtual';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// Reads and writes of virtual_runner and virtual_team (migration 0039): the kennel, the stable and the two
// leagues. A finished event is applied to them once, inside the transaction that marks it finished
// (virtual-finish.ts).

/** Form entries kept per runner or team, newest first. */
const formLength = 5;

/** A runner row as cards and the back office read it. */
export type RunnerRow = {
  id: number;
  kind: 'greyhound' | 'horse';
  name: string;
  colour: string;
  rating: number;
  form: number[];
  runs: number;
  wins: number;
};

/** A team row with its table as cards, the league and the back office read it. */
export type TeamRow = {
  id: number;
  kind: 'soccer' | 'basketball';
  name: string;
  short: string;
  colour: string;
  attack: number;
  defence: number;
} & TeamRecord;

const runnerColumns = ['id', 'kind', 'name', 'colour', 'rating', 'form', 'runs', 'wins'] as const;
const teamColumns = [
  'id',
  'kind',
  'name',
  'short',
  'colour',
  'attack',
  'defence',
  'played',
  'won',
  'drawn',
  'lost',
  'scored',
  'conceded',
  'points',
  'form',
] as const;

/** The kennel or stable, by id. */
export async function readRunners(db: Db | Trx, kind: RunnerRow['kind']): Promise<RunnerRow[]> {
  return db
    .selectFrom('virtual_runner')
    .select(runnerColumns)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}

/** The league in table order: points, goal (point) difference, scored, then name. */
export async function readTeams(db: Db | Trx, kind: TeamRow['kind']): Promise<TeamRow[]> {
  const rows = await db
    .selectFrom('virtual_team')
    .select(teamColumns)
    .where('kind', '=', kind)
    .orderBy('points', 'desc')
    .orderBy(sql`scored - conceded`, 'desc')
    .orderBy('scored', 'desc')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ ...row, form: row.form as TeamRow['form'] }));
}

/** Adds a race's finishing position to the runner's form, runs and wins. */
export async function recordRun(trx: Trx, runnerId: number, position: number): Promise<void> {
  await trx
    .updateTable('virtual_runner')
    .set({
      form: sql`(array[${position}::integer] || form)[1:${sql.lit(formLength)}]`,
      runs: sql`runs + 1`,
      wins: sql`wins + ${position === 1 ? 1 : 0}`,
    })
    .where('id', '=', runnerId)
    .execute();
}

/** A team's side of a played match: its score, the other's, and the league points it earns. */
export type MatchLine = { teamId: number; scored: number; conceded: number; points: number };

/** Adds a played match to the team's table row and form. */
export async function recordMatch(trx: Trx, line: MatchLine): Promise<void> {
  const outcome = line.scored > line.conceded ? 'W' : line.scored < line.conceded ? 'L' : 'D';
  await trx
    .updateTable('virtual_team')
    .set({
      played: sql`played + 1`,
      won: sql`won + ${outcome === 'W' ? 1 : 0}`,
      drawn: sql`drawn + ${outcome === 'D' ? 1 : 0}`,
      lost: sql`lost + ${outcome === 'L' ? 1 : 0}`,
      scored: sql`scored + ${line.scored}`,
      conceded: sql`conceded + ${line.conceded}`,
      points: sql`points + ${line.points}`,
      form: sql`(array[${outcome}::text] || form)[1:${sql.lit(formLength)}]`,
    })
    .where('id', '=', line.teamId)
    .execute();
}

/** Sets a runner's rating; returns the rating before, or null without such a runner. */
export async function writeRunnerRating(
  trx: Trx,
  id: number,
  rating: number,
  now: Date,
): Promise<number | null> {
  const before = await trx
    .selectFrom('virtual_runner')
    .select('rating')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return null;
  await trx.updateTable('virtual_runner').set({ rating, updated_at: now }).where('id', '=', id).execute();
  return before.rating;
}

/** Sets a team's strengths; returns them before, or null without such a team. */
export async function writeTeamStrengths(
  trx: Trx,
  id: number,
  strengths: { attack: number; defence: number },
  now: Date,
): Promise<{ attack: number; defence: number } | null> {
  const before = await trx
    .selectFrom('virtual_team')
    .select(['attack', 'defence'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return null;
  await trx
    .updateTable('virtual_team')
    .set({ ...strengths, updated_at: now })
    .where('id', '=', id)
    .execute();
  return before;
}

/**
 * How many matches each team of the game has drawn but not yet played (events created ahead, not
 * finished or voided): a new match is drawn as if they had been played, so no team is booked twice.
 */
export async function scheduledMatchesOf(trx: Trx, gameType: number): Promise<Map<number, number>> {
  const rows = await trx
    .selectFrom('minigame_round')
    .select('card')
    .where('game_type', '=', gameType)
    .where('finish_at', 'is not', null)
    .where('finished_at', 'is', null)
    .where('status', '<>', 'void')
    .execute();
  const counts = new Map<number, number>();
  for (const { card } of rows) {
    const match = card as { home?: { teamId: number }; away?: { teamId: number } } | null;
    for (const team of [match?.home, match?.away]) {
      if (team) counts.set(team.teamId, (counts.get(team.teamId) ?? 0) + 1);
    }
  }
  return counts;
}
