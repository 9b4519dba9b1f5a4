import { verificationStepsText } from '../minigames/verification.ts';
import type { VirtualKind } from './types.ts';

// What the verification page of a virtual event says, in Korean: the mini-game steps of the HMAC stream
// with the virtual commitment (commitment.ts) in place of SHA-256(seed), then how each game turns the
// stream's integers into its result, in the order the draw reads them (race.ts, race-animation.ts,
// soccer.ts, match-timeline.ts, basketball.ts). "수(n)" below is one integer in [0, n) of step 6.

/** The steps of the stream for a virtual event (the mini-game steps 1 and 3-6, with its own commitment). */
export const virtualVerificationStepsText: readonly string[] = [
  verificationStepsText[0]!,
  '2. 경기가 베팅을 받기 전에 공개된 해시가 SHA-256("hanpan-virtual-commitment:" + 시드)와 같은지 확인합니다. 다음 경기들이 미리 베팅을 받으므로, 체인의 앞 시드가 드러나지 않도록 접두어를 붙여 해시합니다.',
  ...verificationStepsText.slice(2, 6),
];

const raceSteps = [
  '7. 힘: 레이팅 r(40~129로 제한)에 대해 t = [1000, 1072, 1149, 1231, 1320, 1414, 1516, 1625, 1741, 1866]일 때 힘 = t[(r − 40) mod 10] × 2^floor((r − 40) / 10).',
  '8. 착순: 남은 출전자 힘의 합 S로 x = 수(S)를 뽑고, 남은 출전자를 번호 순으로 보며 x에서 힘을 빼서 처음으로 0보다 작아지는 출전자가 다음 착순입니다. 모든 착순이 정해질 때까지 반복합니다.',
  '9. 화면: 이어서 1착의 도착 시각 2500 + 수(100), 2착부터 차례로 앞 착순보다 5 + 수(30) 늦게(틱, 프레임당 100틱, 31프레임), 그다음 착순 순서대로 출전자마다 여섯 구간의 속도 85 + 수(31)를 뽑습니다. 구간은 출전자의 주행 시간을 6등분하고, 위치 = floor(1000 × 지난 거리 ÷ (속도 합 × 도착 시각)), 도착 뒤에는 1000 + floor((틱 − 도착 시각) × 1000 ÷ 도착 시각)입니다.',
];

/** How each game draws its result from the stream, step by step (after the stream steps). */
export const virtualDrawStepsText: Readonly<Record<VirtualKind, readonly string[]>> = {
  greyhound: raceSteps,
  horse: raceSteps,
  soccer: [
    '7. 기대 득점: 홈 λ = 1.45 × 홈 공격 ÷ 원정 수비, 원정 λ = 1.15 × 원정 공격 ÷ 홈 수비 (배정밀도 실수).',
    '8. 팀마다 q(0) = 1, q(k) = q(k − 1) × λ ÷ k (k = 1..9), P(k) = q(k) ÷ (q(0) + … + q(9)). 스코어 h-a의 가중치 = floor(10^9 × P홈(h) × P원정(a)).',
    '9. 스코어: x = 수(가중치 합)를 뽑고, 홈 0..9골 순으로, 그 안에서 원정 0..9골 순으로 가중치를 빼서 처음으로 0보다 작아지는 스코어입니다.',
    '10. 경기 기록: 홈 골마다, 이어서 원정 골마다 분 1 + 수(90)과 등번호 2 + 수(10). 그다음 홈, 원정 순으로 슈팅 개수 2 + 수(5), 슈팅마다 분 1 + 수(90), 수(2)가 0이면 선방 아니면 빗나감, 등번호 2 + 수(10). 같은 분은 뽑은 순서대로이며, 45분까지의 골이 전반 스코어입니다.',
  ],
  basketball: [
    '7. 득점 확률(천분율): 홈 k = 500 + (홈 공격 − 원정 수비) + 8, 원정 k = 500 + (원정 공격 − 홈 수비) − 8, 300~700으로 제한.',
    '8. 쿼터마다 홈, 이어서 원정: 8점에 40번의 기회마다 수(1000) < k이면 1점을 더합니다. 4쿼터 뒤 동점이면 동점이 아닐 때까지 연장(2점 + 10번의 기회)을 같은 방법으로 치릅니다.',
    '9. 득점 순서: 각 쿼터(연장)마다 홈, 이어서 원정의 점수를 나눕니다. 남은 점수가 0이 될 때까지 수(10)이 0~5면 2점, 6~7이면 3점, 8~9면 1점(남은 점수보다 크면 남은 점수). 그다음 남은 바스켓이 있는 동안 수(홈 남은 수 + 원정 남은 수) < 홈 남은 수이면 홈의, 아니면 원정의 다음 바스켓입니다.',
  ],
};
