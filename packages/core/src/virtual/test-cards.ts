import type { MatchCard, MatchTeam, RaceCard } from './types.ts';

// Fixed cards for the virtual games' tests and golden vectors: written out, so a change to the rosters
// cannot move them.

const colours = [
  '#d32f2f',
  '#1976d2',
  '#fbc02d',
  '#388e3c',
  '#212121',
  '#7b1fa2',
  '#f57c00',
  '#0097a7',
  '#5d4037',
  '#9e9e9e',
];

/** A race card with runners numbered 1.. in the order of the ratings given. */
export function raceCardOf(kind: RaceCard['kind'], ratings: readonly number[]): RaceCard {
  return {
    kind,
    runners: ratings.map((rating, index) => ({
      number: index + 1,
      runnerId: 1000 + index,
      name: `테스트${index + 1}`,
      colour: colours[index % colours.length]!,
      rating,
      form: [],
    })),
  };
}

function teamOf(teamId: number, name: string, attack: number, defence: number): MatchTeam {
  return { teamId, name, short: name.slice(0, 2), colour: '#1976d2', attack, defence, position: 0, form: [] };
}

/** A match card of the kind between a home and an away team with the strengths given. */
export function matchCardOf(
  kind: MatchCard['kind'],
  home: { attack: number; defence: number },
  away: { attack: number; defence: number },
): MatchCard {
  return {
    kind,
    home: teamOf(1, '홈팀', home.attack, home.defence),
    away: teamOf(2, '원정팀', away.attack, away.defence),
  };
}

/** The cards the tests share: a 6-dog race, a 10-horse race, a soccer match and a basketball game. */
export const testCards = {
  greyhound: raceCardOf('greyhound', [94, 86, 80, 77, 72, 65]),
  horse: raceCardOf('horse', [98, 90, 88, 84, 80, 78, 75, 71, 67, 60]),
  soccer: matchCardOf('soccer', { attack: 110, defence: 104 }, { attack: 98, defence: 100 }),
  basketball: matchCardOf('basketball', { attack: 104, defence: 101 }, { attack: 100, defence: 102 }),
};
