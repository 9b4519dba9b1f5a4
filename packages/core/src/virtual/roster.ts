import type { MatchCard, MatchTeam, RaceCard, RaceRunner } from './types.ts';

// The persistent rosters of the virtual games (issue 25) as seed data: the server seeds its runner and team
// tables from these lists once, then owns them (staff edit ratings, played events update form and tables).
// Ratings are integers; race.ts maps a rating to the runner's strength, soccer.ts and basketball.ts map
// attack and defence to scoring rates. An event's field is drawn from the roster with a cryptographic
// picker on the server: the field is public before bets, so it is not part of the provably fair result.

/** A greyhound or horse of the roster: id (virtual_runner.id), Korean name, silks colour, rating. */
export type RosterRunner = { id: number; name: string; colour: string; rating: number };

/** A team of a league: id, Korean name, short name (2-4 characters), colour, attack and defence. */
export type RosterTeam = {
  id: number;
  name: string;
  short: string;
  colour: string;
  attack: number;
  defence: number;
};

/** The kennel: 24 greyhounds (ratings 62-96). */
export const kennel: readonly RosterRunner[] = [
  { id: 1, name: '번개', colour: '#d32f2f', rating: 94 },
  { id: 2, name: '질풍', colour: '#1976d2', rating: 91 },
  { id: 3, name: '은빛화살', colour: '#9e9e9e', rating: 88 },
  { id: 4, name: '흑표', colour: '#212121', rating: 86 },
  { id: 5, name: '바람돌이', colour: '#388e3c', rating: 84 },
  { id: 6, name: '샛별', colour: '#fbc02d', rating: 83 },
  { id: 7, name: '회오리', colour: '#7b1fa2', rating: 81 },
  { id: 8, name: '초롱이', colour: '#f57c00', rating: 80 },
  { id: 9, name: '천둥', colour: '#5d4037', rating: 79 },
  { id: 10, name: '달빛', colour: '#0097a7', rating: 78 },
  { id: 11, name: '불꽃', colour: '#e64a19', rating: 77 },
  { id: 12, name: '해돋이', colour: '#ffa000', rating: 76 },
  { id: 13, name: '푸른물결', colour: '#0288d1', rating: 75 },
  { id: 14, name: '날쌘돌이', colour: '#689f38', rating: 74 },
  { id: 15, name: '까망이', colour: '#424242', rating: 73 },
  { id: 16, name: '하늘소', colour: '#03a9f4', rating: 72 },
  { id: 17, name: '복실이', colour: '#c2185b', rating: 71 },
  { id: 18, name: '진돗불', colour: '#ff7043', rating: 70 },
  { id: 19, name: '솔바람', colour: '#43a047', rating: 69 },
  { id: 20, name: '별똥별', colour: '#ab47bc', rating: 68 },
  { id: 21, name: '은하수', colour: '#3949ab', rating: 67 },
  { id: 22, name: '단풍', colour: '#bf360c', rating: 65 },
  { id: 23, name: '눈보라', colour: '#b0bec5', rating: 64 },
  { id: 24, name: '다람쥐', colour: '#8d6e63', rating: 62 },
];

/** The stable: 30 horses (ratings 60-98). */
export const stable: readonly RosterRunner[] = [
  { id: 101, name: '천마', colour: '#c62828', rating: 98 },
  { id: 102, name: '적토마', colour: '#b71c1c', rating: 95 },
  { id: 103, name: '백두산', colour: '#eceff1', rating: 93 },
  { id: 104, name: '한라의별', colour: '#1565c0', rating: 91 },
  { id: 105, name: '청마', colour: '#0d47a1', rating: 90 },
  { id: 106, name: '황금질주', colour: '#f9a825', rating: 88 },
  { id: 107, name: '폭풍전야', colour: '#37474f', rating: 87 },
  { id: 108, name: '무지개', colour: '#8e24aa', rating: 86 },
  { id: 109, name: '새벽안개', colour: '#90a4ae', rating: 85 },
  { id: 110, name: '영광의길', colour: '#2e7d32', rating: 84 },
  { id: 111, name: '바람의아들', colour: '#00838f', rating: 83 },
  { id: 112, name: '금빛갈기', colour: '#ff8f00', rating: 82 },
  { id: 113, name: '흑진주', colour: '#263238', rating: 81 },
  { id: 114, name: '은빛날개', colour: '#b0bec5', rating: 80 },
  { id: 115, name: '동해일출', colour: '#ef6c00', rating: 79 },
  { id: 116, name: '장군', colour: '#4e342e', rating: 78 },
  { id: 117, name: '꽃샘바람', colour: '#ec407a', rating: 77 },
  { id: 118, name: '질주본능', colour: '#d84315', rating: 76 },
  { id: 119, name: '태백', colour: '#558b2f', rating: 75 },
  { id: 120, name: '푸른초원', colour: '#7cb342', rating: 74 },
  { id: 121, name: '별빛여행', colour: '#5e35b1', rating: 73 },
  { id: 122, name: '한가람', colour: '#039be5', rating: 72 },
  { id: 123, name: '용오름', colour: '#6a1b9a', rating: 71 },
  { id: 124, name: '가을전설', colour: '#a1887f', rating: 70 },
  { id: 125, name: '소나기', colour: '#4fc3f7', rating: 68 },
  { id: 126, name: '들국화', colour: '#fdd835', rating: 67 },
  { id: 127, name: '마라톤', colour: '#757575', rating: 65 },
  { id: 128, name: '행운아', colour: '#43a047', rating: 64 },
  { id: 129, name: '첫눈', colour: '#e0e0e0', rating: 62 },
  { id: 130, name: '느림보', colour: '#795548', rating: 60 },
];

/** The soccer league: 16 teams (attack and defence around 100: higher attack scores more, higher defence concedes less). */
export const soccerLeague: readonly RosterTeam[] = [
  { id: 201, name: '서울 유나이티드', short: '서울', colour: '#c62828', attack: 124, defence: 118 },
  { id: 202, name: '부산 마린스', short: '부산', colour: '#1565c0', attack: 116, defence: 112 },
  { id: 203, name: '인천 시호크스', short: '인천', colour: '#0277bd', attack: 110, defence: 108 },
  { id: 204, name: '대구 썬더', short: '대구', colour: '#f9a825', attack: 108, defence: 104 },
  { id: 205, name: '광주 피닉스', short: '광주', colour: '#ef6c00', attack: 105, defence: 106 },
  { id: 206, name: '대전 시티즌스', short: '대전', colour: '#6a1b9a', attack: 103, defence: 101 },
  { id: 207, name: '울산 웨일스', short: '울산', colour: '#00838f', attack: 101, defence: 103 },
  { id: 208, name: '수원 블루윙', short: '수원', colour: '#283593', attack: 100, defence: 99 },
  { id: 209, name: '전주 그린스', short: '전주', colour: '#2e7d32', attack: 98, defence: 100 },
  { id: 210, name: '포항 스틸러스', short: '포항', colour: '#37474f', attack: 97, defence: 97 },
  { id: 211, name: '제주 오렌지', short: '제주', colour: '#fb8c00', attack: 95, defence: 96 },
  { id: 212, name: '강릉 파도', short: '강릉', colour: '#039be5', attack: 93, defence: 94 },
  { id: 213, name: '청주 레인저스', short: '청주', colour: '#558b2f', attack: 91, defence: 92 },
  { id: 214, name: '춘천 베어스', short: '춘천', colour: '#5d4037', attack: 89, defence: 90 },
  { id: 215, name: '안양 나이츠', short: '안양', colour: '#4527a0', attack: 86, defence: 88 },
  { id: 216, name: '목포 항구', short: '목포', colour: '#00695c', attack: 83, defence: 85 },
];

/** The basketball league: 16 teams (offence as `attack`, defence around 100). */
export const basketballLeague: readonly RosterTeam[] = [
  { id: 301, name: '서울 드래곤즈', short: '서울D', colour: '#d32f2f', attack: 122, defence: 116 },
  { id: 302, name: '부산 샤크스', short: '부산', colour: '#1976d2', attack: 117, defence: 111 },
  { id: 303, name: '인천 에어', short: '인천', colour: '#0288d1', attack: 112, defence: 109 },
  { id: 304, name: '대구 파이어', short: '대구', colour: '#e64a19', attack: 109, defence: 105 },
  { id: 305, name: '광주 타이탄스', short: '광주', colour: '#5d4037', attack: 106, defence: 104 },
  { id: 306, name: '대전 로켓츠', short: '대전', colour: '#7b1fa2', attack: 104, defence: 101 },
  { id: 307, name: '울산 모비스', short: '울산', colour: '#00796b', attack: 102, defence: 102 },
  { id: 308, name: '수원 킹스', short: '수원', colour: '#303f9f', attack: 100, defence: 99 },
  { id: 309, name: '고양 오리온', short: '고양', colour: '#ff8f00', attack: 98, defence: 100 },
  { id: 310, name: '창원 세이커스', short: '창원', colour: '#455a64', attack: 97, defence: 96 },
  { id: 311, name: '원주 프로미', short: '원주', colour: '#388e3c', attack: 95, defence: 97 },
  { id: 312, name: '안양 레드', short: '안양', colour: '#b71c1c', attack: 93, defence: 94 },
  { id: 313, name: '전주 이글스', short: '전주', colour: '#fbc02d', attack: 91, defence: 92 },
  { id: 314, name: '서울 썬더볼트', short: '서울T', colour: '#212121', attack: 89, defence: 91 },
  { id: 315, name: '천안 스타즈', short: '천안', colour: '#1e88e5', attack: 87, defence: 88 },
  { id: 316, name: '제주 윈드', short: '제주', colour: '#26a69a', attack: 84, defence: 86 },
];

/** A roster runner as the server holds it: the seed data plus recent form (newest first). */
export type FieldRunner = RosterRunner & { form?: readonly number[] };

/** A roster team as the server holds it: the seed data plus league position, matches played and recent results. */
export type FieldTeam = RosterTeam & {
  position?: number;
  played?: number;
  form?: readonly ('W' | 'D' | 'L')[];
};

/** An integer picker: a uniformly chosen integer in [0, n) (the server passes crypto.randomInt). */
export type FieldPicker = (n: number) => number;

/** Runners in a greyhound race. */
export const greyhoundFieldSize = 6;

/** The smallest and largest horse race. */
export const horseFieldSizes = { min: 8, max: 10 } as const;

/** `count` distinct entries of the list in drawn order (a partial Fisher-Yates shuffle). */
function chooseDistinct<T>(list: readonly T[], count: number, pick: FieldPicker): T[] {
  if (list.length < count) throw new Error(`the roster has ${list.length} entries, ${count} needed`);
  const pool = [...list];
  for (let k = 0; k < count; k += 1) {
    const j = k + pick(pool.length - k);
    [pool[k], pool[j]] = [pool[j]!, pool[k]!];
  }
  return pool.slice(0, count);
}

/** The teams with the fewest matches played. */
function leastPlayed(teams: readonly FieldTeam[]): FieldTeam[] {
  const fewest = Math.min(...teams.map((team) => team.played ?? 0));
  return teams.filter((team) => (team.played ?? 0) === fewest);
}

/**
 * Two teams for a match, home first: one of the teams with the fewest matches played, then one of the
 * rest with the fewest, in either order. With an even league the numbers played stay within one of each
 * other, so the table stays fair.
 */
function chooseMatch(roster: readonly FieldTeam[], pick: FieldPicker): [FieldTeam, FieldTeam] {
  if (roster.length < 2) throw new Error(`the league has ${roster.length} teams, 2 needed`);
  const firstPool = leastPlayed(roster);
  const first = firstPool[pick(firstPool.length)]!;
  const secondPool = leastPlayed(roster.filter((team) => team !== first));
  const second = secondPool[pick(secondPool.length)]!;
  return pick(2) === 0 ? [first, second] : [second, first];
}

function runnerOf(entry: FieldRunner, index: number): RaceRunner {
  return {
    number: index + 1,
    runnerId: entry.id,
    name: entry.name,
    colour: entry.colour,
    rating: entry.rating,
    form: [...(entry.form ?? [])].slice(0, 5),
  };
}

function teamOf(entry: FieldTeam): MatchTeam {
  return {
    teamId: entry.id,
    name: entry.name,
    short: entry.short,
    colour: entry.colour,
    attack: entry.attack,
    defence: entry.defence,
    position: entry.position ?? 0,
    form: [...(entry.form ?? [])].slice(0, 5),
  };
}

/**
 * The field of a new event drawn from the roster with the picker: 6 greyhounds or 8-10 horses numbered in
 * drawn order (the trap draw), or two teams among those that have played least (chooseMatch).
 */
export function drawField(
  kind: 'greyhound' | 'horse',
  roster: readonly FieldRunner[],
  pick: FieldPicker,
): RaceCard;
export function drawField(
  kind: 'soccer' | 'basketball',
  roster: readonly FieldTeam[],
  pick: FieldPicker,
): MatchCard;
export function drawField(
  kind: RaceCard['kind'] | MatchCard['kind'],
  roster: readonly (FieldRunner | FieldTeam)[],
  pick: FieldPicker,
): RaceCard | MatchCard {
  if (kind === 'greyhound' || kind === 'horse') {
    const size =
      kind === 'greyhound'
        ? greyhoundFieldSize
        : horseFieldSizes.min + pick(horseFieldSizes.max - horseFieldSizes.min + 1);
    const runners = chooseDistinct(roster as readonly FieldRunner[], size, pick).map(runnerOf);
    return { kind, runners };
  }
  const [home, away] = chooseMatch(roster as readonly FieldTeam[], pick);
  return { kind, home: teamOf(home), away: teamOf(away) };
}
