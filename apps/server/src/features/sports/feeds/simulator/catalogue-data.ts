/** A team (or a boxer) of a simulated league with its strength rating (about 60 weak to 95 strong). */
export type SimTeam = { id: number; name: string; strength: number };

/** A simulated league: its sport (spec id 201-208), region, teams and usual kick-off times. */
export type SimLeague = {
  id: number;
  name: string;
  sportId: number;
  region: { id: number; name: string };
  /** Kick-off times as hours after midnight KST of the match day (25.5 is 01:30 the next night). */
  kickOffHours: readonly number[];
  /** How many fixtures this league plays on a typical day, at most half its teams. */
  fixturesPerDay: number;
  teams: readonly SimTeam[];
  /** Plays around the clock: its matches are spread evenly over the day instead of at usual times. */
  isAroundTheClock?: boolean;
};

// Region and league ids are the simulator's own (stable, LSports-sized numbers); the real feed brings its own.
const region = {
  england: { id: 243, name: '잉글랜드' },
  spain: { id: 245, name: '스페인' },
  germany: { id: 147, name: '독일' },
  italy: { id: 164, name: '이탈리아' },
  korea: { id: 207, name: '대한민국' },
  usa: { id: 172, name: '미국' },
  japan: { id: 180, name: '일본' },
  world: { id: 248, name: '국제' },
} as const;

// "name:strength" pairs keep the table readable; the ids come from the league id and the position.
function teams(leagueId: number, list: string): SimTeam[] {
  return list.split(',').map((entry, index) => {
    const [name = '', strength = '70'] = entry.split(':');
    return { id: leagueId * 1000 + index + 1, name: name.trim(), strength: Number(strength) };
  });
}

function league(
  id: number,
  name: string,
  sportId: number,
  where: { id: number; name: string },
  kickOffHours: readonly number[],
  fixturesPerDay: number,
  list: string,
): SimLeague {
  return { id, name, sportId, region: where, kickOffHours, fixturesPerDay, teams: teams(id, list) };
}

/** The simulator's leagues: real-looking competitions with Korean team names, per sport and region. */
export const simLeagues: readonly SimLeague[] = [
  league(
    67,
    '프리미어리그',
    201,
    region.england,
    [21, 23.5, 24, 26.5, 28],
    5,
    '맨체스터 시티:90,아스널:89,리버풀:89,첼시:83,맨체스터 유나이티드:80,토트넘 홋스퍼:81,뉴캐슬 유나이티드:81,애스턴 빌라:79,브라이턴:76,웨스트햄 유나이티드:74,크리스털 팰리스:74,풀럼:73,본머스:73,브렌트퍼드:72,울버햄튼:70,에버턴:71,노팅엄 포레스트:74,리즈 유나이티드:68,번리:66,선덜랜드:67',
  ),
  league(
    8363,
    '라리가',
    201,
    region.spain,
    [21, 23.25, 25.5, 28],
    4,
    '레알 마드리드:91,바르셀로나:90,아틀레티코 마드리드:85,아틀레틱 빌바오:78,비야레알:79,레알 소시에다드:76,레알 베티스:77,세비야:73,발렌시아:72,지로나:73,셀타 비고:72,오사수나:70,헤타페:69,마요르카:69,라요 바예카노:70,알라베스:67,에스파뇰:68,레반테:65,엘체:65,레알 오비에도:64',
  ),
  league(
    65,
    '분데스리가',
    201,
    region.germany,
    [22.5, 23.5, 25.5, 27.5],
    4,
    '바이에른 뮌헨:92,바이어 레버쿠젠:84,보루시아 도르트문트:84,RB 라이프치히:81,VfB 슈투트가르트:79,아인트라흐트 프랑크푸르트:79,SC 프라이부르크:76,VfL 볼프스부르크:72,보루시아 묀헨글라트바흐:72,마인츠 05:73,호펜하임:74,베르더 브레멘:71,아우크스부르크:70,우니온 베를린:71,하이덴하임:66,장크트 파울리:67,함부르크 SV:68,쾰른:68',
  ),
  league(
    4,
    '세리에 A',
    201,
    region.italy,
    [20.5, 23, 25, 28.75],
    4,
    '인테르:88,나폴리:86,유벤투스:83,AC 밀란:83,아탈란타:82,AS 로마:81,라치오:79,피오렌티나:77,볼로냐:78,토리노:73,우디네세:71,제노아:70,코모:73,칼리아리:69,레체:67,파르마:68,엘라스 베로나:67,사수올로:68,피사:65,크레모네세:65',
  ),
  league(
    2339,
    'K리그1',
    201,
    region.korea,
    [14, 16.5, 19, 19.5],
    3,
    '전북 현대 모터스:80,울산 HD:78,포항 스틸러스:76,FC 서울:77,김천 상무:75,강원 FC:73,광주 FC:72,대전 하나 시티즌:74,제주 SK:71,수원 FC:70,대구 FC:68,FC 안양:69',
  ),
  league(
    3213,
    'KBO',
    202,
    region.korea,
    [14, 17, 18.5],
    5,
    'LG 트윈스:84,한화 이글스:82,SSG 랜더스:79,삼성 라이온즈:80,NC 다이노스:77,KT 위즈:77,롯데 자이언츠:76,KIA 타이거즈:78,두산 베어스:75,키움 히어로즈:70',
  ),
  league(
    183,
    'MLB',
    202,
    region.usa,
    [8.1, 8.75, 9.2, 10.7, 11.2],
    8,
    '로스앤젤레스 다저스:90,뉴욕 양키스:86,필라델피아 필리스:85,밀워키 브루어스:85,시카고 컵스:83,토론토 블루제이스:84,시애틀 매리너스:83,보스턴 레드삭스:81,디트로이트 타이거스:81,샌디에이고 파드리스:82,뉴욕 메츠:80,휴스턴 애스트로스:80,클리블랜드 가디언스:79,샌프란시스코 자이언츠:77,애틀랜타 브레이브스:76,볼티모어 오리올스:74',
  ),
  league(
    1046,
    'NPB',
    202,
    region.japan,
    [13, 18],
    6,
    '한신 타이거스:86,요미우리 자이언츠:80,요코하마 DeNA 베이스타스:80,히로시마 도요 카프:76,주니치 드래건스:75,도쿄 야쿠르트 스왈로스:73,소프트뱅크 호크스:86,니혼햄 파이터스:84,오릭스 버펄로스:79,라쿠텐 골든이글스:77,세이부 라이온스:76,지바 롯데 마린스:73',
  ),
  league(
    6232,
    'KBL',
    203,
    region.korea,
    [14, 16, 19],
    3,
    '창원 LG 세이커스:82,서울 SK 나이츠:81,울산 현대모비스 피버스:78,수원 KT 소닉붐:79,부산 KCC 이지스:80,안양 정관장 레드부스터스:76,원주 DB 프로미:77,고양 소노 스카이거너스:73,대구 한국가스공사 페가수스:74,서울 삼성 썬더스:72',
  ),
  league(
    64,
    'NBA',
    203,
    region.usa,
    [8.5, 9, 9.5, 10, 11, 11.5],
    7,
    '오클라호마시티 썬더:92,클리블랜드 캐벌리어스:88,보스턴 셀틱스:85,뉴욕 닉스:85,덴버 너기츠:86,휴스턴 로키츠:84,로스앤젤레스 레이커스:83,미네소타 팀버울브스:83,골든스테이트 워리어스:82,밀워키 벅스:80,인디애나 페이서스:79,댈러스 매버릭스:79,마이애미 히트:77,피닉스 선즈:76,필라델피아 세븐티식서스:76,샌안토니오 스퍼스:78',
  ),
  league(
    3711,
    'V-리그 남자',
    204,
    region.korea,
    [14, 19],
    2,
    '대한항공 점보스:84,현대캐피탈 스카이워커스:85,KB손해보험 스타즈:79,우리카드 우리WON:77,OK저축은행 읏맨:75,한국전력 빅스톰:76,삼성화재 블루팡스:72',
  ),
  league(
    3712,
    'V-리그 여자',
    204,
    region.korea,
    [16, 19],
    2,
    '흥국생명 핑크스파이더스:84,현대건설 힐스테이트:83,정관장 레드스파크스:80,IBK기업은행 알토스:77,GS칼텍스 서울 KIXX:76,한국도로공사 하이패스:78,페퍼저축은행 AI 페퍼스:71',
  ),
  league(
    1001,
    'NHL',
    205,
    region.usa,
    [8, 9, 10, 11, 11.5],
    6,
    '플로리다 팬서스:87,에드먼턴 오일러스:86,콜로라도 애벌랜치:86,댈러스 스타스:85,베이거스 골든나이츠:84,위니펙 제츠:85,캐롤라이나 허리케인스:84,토론토 메이플리프스:83,탬파베이 라이트닝:83,로스앤젤레스 킹스:82,뉴저지 데빌스:81,뉴욕 레인저스:79,보스턴 브루인스:78,밴쿠버 커넉스:78',
  ),
  league(
    1002,
    'NFL',
    206,
    region.usa,
    [3, 6, 6.4, 10.3],
    4,
    '캔자스시티 치프스:88,필라델피아 이글스:89,디트로이트 라이온스:87,버펄로 빌스:87,볼티모어 레이븐스:86,로스앤젤레스 램스:84,그린베이 패커스:83,샌프란시스코 포티나이너스:82,휴스턴 텍산스:80,미네소타 바이킹스:81,신시내티 벵골스:78,피츠버그 스틸러스:79,댈러스 카우보이스:77,마이애미 돌핀스:75',
  ),
  league(
    5110,
    'LCK',
    207,
    region.korea,
    [17, 19.5],
    2,
    '젠지:92,한화생명e스포츠:88,T1:89,KT 롤스터:84,디플러스 기아:83,BNK 피어엑스:79,농심 레드포스:77,DN 프릭스:74,OK저축은행 브리온:73,DRX:75',
  ),
  league(
    7001,
    '세계 복싱 타이틀전',
    208,
    region.world,
    [12, 13],
    1,
    '올렉산드르 우식:93,나오야 이노우에:92,테렌스 크로퍼드:91,카넬로 알바레스:89,드미트리 비볼:88,아르투르 베테르비예프:88,샤쿠르 스티븐슨:87,저본테 데이비스:88,데빈 헤이니:84,데이비드 베나비데스:87,다니엘 뒤부아:83,라이언 가르시아:82',
  ),
];
