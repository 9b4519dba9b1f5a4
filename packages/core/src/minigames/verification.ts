import { miniGameOf } from './catalogue.ts';
import { miniFamilies } from './families.ts';
import {
  chainStepsToAnchor,
  createHmacStream,
  isSeedOfCommitment,
  type StreamBlock,
  type StreamDraw,
} from './provably-fair.ts';

// What the verification page (in Korean) shows and recomputes in the browser for one drawn round.

/** The steps of a draw, in Korean, as the verification page lists them (provably-fair.ts, in order). */
export const verificationStepsText: readonly string[] = [
  '1. 시드는 64자리 16진수 문자열입니다. 모든 해시는 이 문자열 64글자(UTF-8)를 그대로 입력으로 사용합니다 (16진수가 나타내는 32바이트가 아닙니다).',
  '2. 회차가 열리기 전에 공개된 해시가 SHA-256(시드)와 같은지 확인합니다.',
  '3. 해시 체인: 시드를 SHA-256으로 반복해서 해시하면 미리 공개된 체인 앵커에 도달합니다. 운영자가 회차마다 시드를 고를 수 없습니다.',
  '4. 블록 k = HMAC-SHA256(키 = 시드, 메시지 = "게임번호:회차키:k"), k = 0, 1, 2 ... 게임번호는 세 자리 게임 번호(예: 101), 회차키는 "YYYY-MM-DD-회차"(예: 101:2026-11-24-288:0)입니다.',
  '5. 각 블록(32바이트)을 4바이트씩 8개의 부호 없는 32비트 정수(빅엔디언)로 나누어 차례로 사용합니다: 바이트 0-3이 첫 번째, 4-7이 두 번째, … 28-31이 여덟 번째 정수이고, 다 쓰면 블록 k + 1을 계산합니다.',
  '6. 0 이상 n 미만의 수: 한계값 = floor(2^32 / n) × n. 정수 x가 한계값보다 작으면 x mod n, 아니면 버리고 다음 정수를 씁니다(편향 없음). 수는 아래 게임별 순서대로 하나씩 뽑습니다.',
  '7. 공 추첨과 카드 배분은 피셔-예이츠 방식입니다: 배열 d = [0, 1, …, N − 1]에서 k번째(k = 0부터)로 꺼낼 때 j = k + (0 이상 N − k 미만의 수)를 구해 d[k]와 d[j]를 바꾼 뒤 d[k]를 꺼냅니다. 꺼낸 값이 딜 인덱스입니다.',
];

/** A round as published after its draw. */
export type PublishedRound = {
  gameType: number;
  roundKey: string;
  seed: string;
  commitment: string;
  /** The chain's anchor and how far to hash towards it (omit to skip the chain check). */
  anchor?: string;
  maxChainSteps?: number;
};

/** The recomputed round: the checks, the result and every block and integer used. */
export type RoundVerification = {
  commitmentMatches: boolean;
  /** Steps from the seed to the anchor; null when off the chain or not checked. */
  chainSteps: number | null;
  result: unknown;
  summary: unknown;
  blocks: readonly StreamBlock[];
  draws: readonly StreamDraw[];
};

/** Recomputes a published round's result from its seed; null for an unknown game type. */
export function verifyRound(round: PublishedRound): RoundVerification | null {
  const game = miniGameOf(round.gameType);
  if (!game) return null;
  const family = miniFamilies[game.family];
  const commitmentMatches = isSeedOfCommitment(round.seed, round.commitment);
  const chainSteps =
    round.anchor === undefined
      ? null
      : chainStepsToAnchor(round.seed, round.anchor, round.maxChainSteps ?? 100_000);
  if (!commitmentMatches) {
    return { commitmentMatches, chainSteps, result: null, summary: null, blocks: [], draws: [] };
  }
  const stream = createHmacStream({ seed: round.seed, game: round.gameType, roundKey: round.roundKey });
  const result = family.draw(stream);
  return {
    commitmentMatches,
    chainSteps,
    result,
    summary: family.summarize(result),
    blocks: stream.blocks,
    draws: stream.draws,
  };
}
