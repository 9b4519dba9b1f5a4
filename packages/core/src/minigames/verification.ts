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
  '1. 시드는 64자리 16진수 문자열입니다. 모든 해시는 이 문자열(UTF-8)을 그대로 입력으로 사용합니다.',
  '2. 회차가 열리기 전에 공개된 해시가 SHA-256(시드)와 같은지 확인합니다.',
  '3. 해시 체인: 시드를 SHA-256으로 반복해서 해시하면 미리 공개된 체인 앵커에 도달합니다. 운영자가 회차마다 시드를 고를 수 없습니다.',
  '4. 블록 k = HMAC-SHA256(키 = 시드, 메시지 = "게임번호:회차키:k"), k = 0, 1, 2 ...',
  '5. 각 블록(32바이트)을 4바이트씩 8개의 부호 없는 32비트 정수(빅엔디언)로 나누어 차례로 사용합니다.',
  '6. 0 이상 n 미만의 수: 한계값 = floor(2^32 / n) × n. 정수 x가 한계값보다 작으면 x mod n, 아니면 버리고 다음 정수를 씁니다(편향 없음).',
  '7. 공 추첨과 카드 배분은 피셔-예이츠 방식입니다: k번째 공(카드)은 k + (0 이상 남은 개수 미만의 수) 위치와 자리를 바꿔 꺼냅니다.',
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
