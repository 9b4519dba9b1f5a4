import type { LeagueRow } from '../api/virtual.ts';
import type { RosterTeam } from './roster.ts';

// The league tables of virtual soccer and basketball, built from the played matches (issue 25: the table
// that the played matches update). Soccer gives 3 points for a win and 1 for a draw; basketball, which
// has no draws, 2 for a win and 1 for a loss (FIBA). Rows are ranked by points, then score difference,
// then scored, then name; a team's position in the table is its row's index + 1. drawField keeps the
// numbers of matches played within one of each other, so ranking by points is fair.

/** A played match: the teams and the final score (basketball: overtime included). */
export type PlayedMatch = { homeId: number; awayId: number; home: number; away: number };

/** Results kept in a form guide, newest first. */
export const formLength = 5;

/** The form guide with the newest result in front, at most five long. */
export function withLatest<T>(form: readonly T[], latest: T): T[] {
  return [latest, ...form].slice(0, formLength);
}

const pointsFor = {
  soccer: { W: 3, D: 1, L: 0 },
  basketball: { W: 2, D: 1, L: 1 },
} as const;

/** The league table of the teams after the matches, played oldest first. */
export function leagueTable(
  kind: 'soccer' | 'basketball',
  teams: readonly Pick<RosterTeam, 'id' | 'name' | 'short'>[],
  matches: readonly PlayedMatch[],
): LeagueRow[] {
  const rows = new Map<number, LeagueRow>(
    teams.map((team) => [
      team.id,
      {
        teamId: team.id,
        name: team.name,
        short: team.short,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        scored: 0,
        conceded: 0,
        points: 0,
        form: [],
      },
    ]),
  );
  const record = (row: LeagueRow | undefined, scored: number, conceded: number) => {
    if (!row) return;
    const outcome = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
    row.played += 1;
    if (outcome === 'W') row.won += 1;
    else if (outcome === 'D') row.drawn += 1;
    else row.lost += 1;
    row.scored += scored;
    row.conceded += conceded;
    row.points += pointsFor[kind][outcome];
    row.form = withLatest(row.form, outcome);
  };
  for (const match of matches) {
    record(rows.get(match.homeId), match.home, match.away);
    record(rows.get(match.awayId), match.away, match.home);
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.scored - b.conceded - (a.scored - a.conceded) ||
      b.scored - a.scored ||
      a.name.localeCompare(b.name, 'ko'),
  );
}
