import type { SimLeague, SimTeam } from './catalogue-data.ts';
import { hashToInt } from './random.ts';

// Club sides of cities around the world: leagues in every time zone keep a real feed's live board full
// at any hour of the Korean day, so the built-in feed has a few club leagues that play around the clock.
const cities =
  '리마,키토,보고타,칼리,메데인,산티아고,발파라이소,몬테비데오,아순시온,라파스,카라카스,파나마,산호세,과테말라,' +
  '몬테레이,과달라하라,푸에블라,티후아나,톨루카,레온,퀘레타로,쿠리치바,포르탈레자,헤시피,마나우스,벨렝,고이아니아,' +
  '살바도르,플로리아노폴리스,로사리오,코르도바,멘도사,투쿠만,라플라타,마르델플라타,밴쿠버,캘거리,에드먼턴,위니펙,' +
  '오타와,퀘벡,핼리팩스,포틀랜드,새크라멘토,피닉스,앨버커키,오마하,멤피스,내슈빌,루이빌,신시내티,피츠버그,' +
  '볼티모어,리치먼드,샬럿,잭슨빌,탬파,올랜도,호놀룰루,오클랜드,웰링턴,퍼스,애들레이드,브리즈번,호바트,다윈,' +
  '세부,다바오,자카르타,수라바야,반둥,쿠알라룸푸르,페낭,방콕,치앙마이,하노이,다낭,호찌민,프놈펜,양곤';

const cityList = cities.split(',');

// Each league: its sport, the name its sides carry after the city, and how far into the city list it starts.
const specs = [
  { id: 9101, name: '인터내셔널 클럽 리그 1부', sportId: 201, suffix: 'FC', shift: 0 },
  { id: 9102, name: '인터내셔널 클럽 리그 2부', sportId: 201, suffix: '유나이티드', shift: 7 },
  { id: 9103, name: '인터내셔널 클럽 리그 3부', sportId: 201, suffix: '시티', shift: 13 },
  { id: 9104, name: '인터내셔널 클럽 컵', sportId: 201, suffix: '레인저스', shift: 29 },
  { id: 9201, name: '월드 바스켓볼 리그', sportId: 203, suffix: '스타즈', shift: 3 },
  { id: 9202, name: '월드 바스켓볼 컵', sportId: 203, suffix: '나이츠', shift: 17 },
  { id: 9301, name: '월드 하키 리그', sportId: 205, suffix: '블레이즈', shift: 5 },
  { id: 9401, name: '월드 베이스볼 리그', sportId: 202, suffix: '파이리츠', shift: 11 },
  { id: 9501, name: '월드 발리볼 리그', sportId: 204, suffix: '스파이커스', shift: 19 },
  { id: 9601, name: 'e스포츠 챌린저스 리그', sportId: 207, suffix: 'e스포츠', shift: 23 },
] as const;

const world = { id: 248, name: '국제' };

// Kick-offs every five minutes of the day: these leagues spread their matches evenly (see fixtures.ts).
const everyFiveMinutes = Array.from({ length: 288 }, (_, index) => index / 12);

/** Leagues that play around the clock, each side once a day, matches spread evenly over the KST day. */
export const worldLeagues: readonly SimLeague[] = specs.map((spec) => {
  const teams: SimTeam[] = cityList.map((_, index) => {
    const city = cityList[(index + spec.shift) % cityList.length] ?? '';
    return {
      id: spec.id * 1000 + index + 1,
      name: `${city} ${spec.suffix}`,
      strength: 62 + (hashToInt(`${spec.id}/${city}`) % 24),
    };
  });
  return {
    id: spec.id,
    name: spec.name,
    sportId: spec.sportId,
    region: world,
    kickOffHours: everyFiveMinutes,
    fixturesPerDay: Math.floor(teams.length / 2),
    teams,
    isAroundTheClock: true,
  };
});
