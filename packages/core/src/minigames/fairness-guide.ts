import { kenoDraw, speedKenoUnderMax } from './keno.ts';
import type { FamilyId } from './markets.ts';
import { powerballLines } from './powerball.ts';

// The verification page's rules per family, in Korean: how the drawn integers (verification.ts steps 4-7)
// become a result and how the markets settle on it, precisely enough to write an independent verifier
// from the page alone (independent-verifier.test.ts does exactly that). Numbers come from the rules'
// own constants so the text cannot drift from the code.

/** One family's section of the verification page: title and ordered rules. */
export type FamilyGuide = { family: FamilyId; title: string; rules: readonly string[] };

const { sumUnderMax, smallMax, mediumMax, powerballUnderMax } = powerballLines;
const kenoLast = kenoDraw.max - kenoDraw.count + 1;

const shoeRules: readonly string[] = [
  '매 회차 8덱 슈 416장(딜 인덱스 0-415)을 새로 섞어 피셔-예이츠로 필요한 만큼만 꺼냅니다: k번째 카드(k = 0부터)는 0 이상 416 − k 미만의 수로 꺼낸 딜 인덱스 i입니다.',
  '카드: 랭크 = (i mod 13) + 1 (1 = A, 11 = J, 12 = Q, 13 = K), 무늬 = floor(i / 13) mod 4 (0 ♠, 1 ♥, 2 ♦, 3 ♣). 점수: A 1, 2-9 숫자 그대로, 10·J·Q·K 0. 합계 = 점수의 합 mod 10.',
  '배분 순서: 1번째 카드 플레이어, 2번째 뱅커, 3번째 플레이어, 4번째 뱅커. 어느 한쪽이라도 두 장 합계가 8 또는 9(내추럴)이면 양쪽 모두 더 받지 않습니다.',
  '내추럴이 없으면 플레이어가 두 장 합계 0-5에서 다음 카드(5번째)를 받고 6-7에서 멈춥니다.',
  '그다음 뱅커: 플레이어가 멈췄으면 뱅커는 0-5에서 받고 6-7에서 멈춥니다. 플레이어가 세 번째 카드(점수 t)를 받았으면 뱅커는 0-2에서 받고, 3에서는 t ≠ 8일 때, 4에서는 t가 2-7일 때, 5에서는 t가 4-7일 때, 6에서는 t가 6-7일 때 받으며, 7에서는 멈춥니다. 뱅커의 세 번째 카드는 그때의 다음 카드(5번째 또는 6번째)입니다.',
  '최종 합계가 큰 쪽이 승리, 같으면 타이. 페어: 그쪽의 처음 두 장 랭크가 같으면(무늬 무관) 플레이어 페어 / 뱅커 페어입니다.',
];

const ladderFinishRule =
  '가로줄을 만날 때마다 반대쪽 세로줄로 건너가므로 3줄이면 출발 반대쪽, 4줄이면 출발한 쪽에 도착합니다. 왼쪽 도착 = 홀, 오른쪽 도착 = 짝: 좌3 → 짝, 좌4 → 홀, 우3 → 홀, 우4 → 짝.';

const kenoDrawRule = `70개(딜 인덱스 0-69)에서 0 이상 ${kenoDraw.max} 미만, ${kenoDraw.max - 1} 미만, …, ${kenoLast} 미만의 수 ${kenoDraw.count}개로 피셔-예이츠로 딜 인덱스 ${kenoDraw.count}개를 꺼냅니다. 번호 = 1 + 딜 인덱스 (1-${kenoDraw.max}, 중복 없음, 뽑힌 순서대로).`;

/** Every family's rules, in the order the page shows them. */
export const familyGuides: readonly FamilyGuide[] = [
  {
    family: 'powerball',
    title: '파워볼',
    rules: [
      '28개(딜 인덱스 0-27)에서 0 이상 28 미만, 27 미만, 26 미만, 25 미만, 24 미만의 수 5개로 피셔-예이츠로 딜 인덱스 5개를 꺼냅니다. 일반볼 = 1 + 딜 인덱스 (1-28, 중복 없음, 뽑힌 순서대로).',
      '그다음 수(0 이상 10 미만)가 그대로 파워볼(0-9)입니다.',
      `일반볼 합(15-130): 홀/짝, 언더 15-${sumUnderMax} / 오버 ${sumUnderMax + 1}-130, 소 15-${smallMax} / 중 ${smallMax + 1}-${mediumMax} / 대 ${mediumMax + 1}-130.`,
      `파워볼: 홀/짝(0은 짝), 언더 0-${powerballUnderMax} / 오버 ${powerballUnderMax + 1}-9, 구간 A 0-2 · B 3-4 · C 5-6 · D 7-9. 조합 마켓은 두 조건이 모두 맞아야 적중입니다.`,
    ],
  },
  {
    family: 'ladder',
    title: '사다리',
    rules: [
      '첫 번째 수(0 이상 2 미만): 0이면 출발 좌, 1이면 출발 우.',
      '두 번째 수(0 이상 2 미만): 0이면 3줄, 1이면 4줄.',
      ladderFinishRule,
    ],
  },
  {
    family: 'speed-keno',
    title: '스피드키노',
    rules: [
      kenoDrawRule,
      `숫자합(22개 번호의 합): 홀/짝, 언더 ${speedKenoUnderMax} 이하 / 오버 ${speedKenoUnderMax + 1} 이상. 조합 마켓은 두 조건이 모두 맞아야 적중입니다.`,
    ],
  },
  {
    family: 'keno-ladder',
    title: '키노사다리',
    rules: [
      `스피드키노와 같은 방법으로 번호 ${kenoDraw.count}개를 뽑습니다 (메시지의 게임번호가 다르므로 결과도 다릅니다).`,
      '첫 번째로 뽑힌 번호가 홀수면 출발 좌, 짝수면 출발 우. 두 번째로 뽑힌 번호가 홀수면 3줄, 짝수면 4줄.',
      ladderFinishRule,
    ],
  },
  {
    family: 'baccarat',
    title: '바카라',
    rules: [
      ...shoeRules,
      '플레이어·뱅커 베팅은 타이면 적중특례(베팅금 환불)입니다. 뱅커 적중은 표시된 배당 그대로 지급합니다.',
    ],
  },
  {
    family: 'baccarat-no-commission',
    title: '노커미션 바카라',
    rules: [
      '카드는 바카라와 똑같이 배분합니다 (아래 규칙은 바카라와 같습니다).',
      ...shoeRules,
      '플레이어·뱅커 베팅은 타이면 적중특례(베팅금 환불)입니다. 뱅커가 합계 6으로 이기면 절반 적중: 지급 = 베팅금 × (1 + 배당) ÷ 2.',
    ],
  },
  {
    family: 'odd-even',
    title: '홀짝',
    rules: [
      '52장 덱(딜 인덱스 0-51)에서 0 이상 52 미만의 수 x 하나로 카드 한 장을 꺼냅니다 (첫 장이므로 딜 인덱스 = x).',
      '랭크 = (x mod 13) + 1 (1 = A, 11 = J, 12 = Q, 13 = K), 무늬 = floor(x / 13) (0 ♠, 1 ♥, 2 ♦, 3 ♣).',
      '홀짝: 랭크가 홀수(A, 3, 5, 7, 9, J, K)면 홀, 짝수면 짝. 색상: ♥ ♦ 레드, ♠ ♣ 블랙.',
    ],
  },
];

/** The section of a family. */
export function familyGuideOf(family: FamilyId): FamilyGuide | undefined {
  return familyGuides.find((guide) => guide.family === family);
}
