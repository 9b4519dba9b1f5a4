import { createHmacStream, type HmacStream, seedCommitment } from '../minigames/provably-fair.ts';

// Provably fair casino rounds (issue 16): the provider shows SHA-256 of its server seed before play, the
// member sets a client seed, and each round takes the next nonce. Block k of a round's stream is
// HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${k}`): the mini-games' stream with
// game = client seed and round key = the nonce (minigames/provably-fair.ts says how integers are read).

/** What a member may type as a client seed: 1-32 letters, digits, '_' or '-'. */
const clientSeedPattern = /^[A-Za-z0-9_-]{1,32}$/;

/** The seeds and nonce a round's outcome comes from. */
export type CasinoSeeds = { serverSeed: string; clientSeed: string; nonce: number };

/** The round's random stream (records its blocks and draws for the verification panel). */
export function casinoRandom({ serverSeed, clientSeed, nonce }: CasinoSeeds): HmacStream {
  if (!isClientSeed(clientSeed)) throw new Error('client seed must be 1-32 of A-Z a-z 0-9 _ -');
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new Error('nonce must be a non-negative integer');
  return createHmacStream({ seed: serverSeed, game: clientSeed, roundKey: String(nonce) });
}

/** True for a client seed a member may set. */
export function isClientSeed(text: string): boolean {
  return clientSeedPattern.test(text);
}

/** A fresh client seed (16 random hex digits) for a member who has not set one. */
export function defaultClientSeed(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hash shown before play: SHA-256 of the server seed's text. */
export function serverSeedHash(serverSeed: string): string {
  return seedCommitment(serverSeed);
}

/** How a member checks a round, in Korean, for the fairness panel (one step per entry). */
export const casinoFairnessSteps: readonly string[] = [
  '게임 전에 서버 시드의 SHA-256 해시가 공개됩니다. 서버 시드는 교체할 때 공개됩니다.',
  '클라이언트 시드(영문·숫자·_·- 1~32자)는 직접 바꿀 수 있고, 라운드마다 논스가 1씩 늘어납니다.',
  '결과는 HMAC-SHA256(키 = 서버 시드, 메시지 = "클라이언트 시드:논스:블록 번호")로 만든 32바이트 블록에서 나옵니다.',
  '각 블록을 4바이트씩 8개의 32비트 정수로 읽고, n개 중 하나를 고를 때 floor(2^32 / n) x n 미만이면 n으로 나눈 나머지를 쓰고 아니면 다음 정수를 읽습니다.',
  '슬롯은 릴마다 정지 위치, 룰렛은 0~36, 카드는 섞인 슈(피셔-예이츠)를 이 순서대로 뽑습니다.',
];
