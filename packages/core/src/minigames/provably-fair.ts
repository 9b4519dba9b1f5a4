import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// Provably fair draws (REFERENCE.md "Provably fair"), the same code on the server and on the verification
// page: @noble/hashes is synchronous and runs in Node and in the browser alike.
//
// Every seed is a text of 64 lowercase hex digits, and every hash takes the UTF-8 bytes of that text (not
// the 32 bytes it spells), so a member can check each step with any SHA-256 or HMAC tool that hashes text.
//
// 1. Hash chain. The operator draws a secret terminal seed and hashes it backwards:
//    seed[N-1] = terminal, seed[i] = SHA-256(seed[i+1]). The anchor SHA-256(seed[0]) is published first.
//    Rounds use seed[0], seed[1], ... in order, so each seed revealed hashes forward to the anchor and the
//    operator, bound to the chain, cannot pick a seed round by round.
// 2. Commitment. Before a round opens for bets its commitment SHA-256(seed) is published (it equals the
//    previous seed of the chain); after the draw the seed itself is revealed.
// 3. Random stream. Block k is HMAC-SHA256(key = seed, message = `${game}:${roundKey}:${k}`), k = 0, 1, ...
//    Each 32-byte block is read as 8 unsigned 32-bit big-endian chunks, in order. An integer in [0, n)
//    takes the next chunk x: with limit = floor(2^32 / n) * n, if x < limit the integer is x mod n,
//    otherwise x is rejected (so every integer is equally likely) and the next chunk is taken. When a
//    block's 8 chunks are used up, the next block (k + 1) is computed.

/** Hex digits of a seed: 32 bytes. */
const seedPattern = /^[0-9a-f]{64}$/;

/** 2^32: the number of values one chunk can take. */
const chunkRange = 2 ** 32;

/** Chunks per HMAC block (32 bytes / 4). */
const chunksPerBlock = 8;

/** True for a well-formed seed or hash: 64 lowercase hex digits. */
export function isSeedHex(text: string): boolean {
  return seedPattern.test(text);
}

/** SHA-256 of the UTF-8 text, as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** HMAC-SHA256 with the UTF-8 key over the UTF-8 message, as 64 lowercase hex digits. */
export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

/** The round's commitment, published before it opens for bets: SHA-256 of its seed. */
export function seedCommitment(seed: string): string {
  return sha256Hex(seed);
}

/** True when the revealed seed is the one the round committed to. */
export function isSeedOfCommitment(seed: string, commitment: string): boolean {
  return isSeedHex(seed) && sha256Hex(seed) === commitment;
}

/** A fresh terminal seed from the platform's cryptographic generator (Node 20+ and browsers). */
export function createTerminalSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** A hash chain: its seeds in the order rounds use them and the anchor published before the first. */
export type HashChain = { seeds: readonly string[]; anchor: string };

/** The chain of `length` seeds ending at the terminal seed (seed[i] = SHA-256(seed[i+1])) and its anchor. */
export function generateHashChain(terminalSeed: string, length: number): HashChain {
  if (!isSeedHex(terminalSeed)) throw new Error('terminal seed must be 64 lowercase hex digits');
  if (!Number.isInteger(length) || length < 1) throw new Error('chain length must be a positive integer');
  const seeds = new Array<string>(length);
  seeds[length - 1] = terminalSeed;
  for (let i = length - 2; i >= 0; i -= 1) seeds[i] = sha256Hex(seeds[i + 1]!);
  return { seeds, anchor: sha256Hex(seeds[0]!) };
}

/**
 * How many SHA-256 steps take the revealed seed to the anchor (1 for seed[0], i + 1 for seed[i]), or null
 * when it does not reach the anchor within maxSteps: a seed off the chain.
 */
export function chainStepsToAnchor(seed: string, anchor: string, maxSteps: number): number | null {
  if (!isSeedHex(seed)) return null;
  let hash = seed;
  for (let step = 1; step <= maxSteps; step += 1) {
    hash = sha256Hex(hash);
    if (hash === anchor) return step;
  }
  return null;
}

/** Where integers come from: the HMAC stream for real draws, a seeded generator for simulations. */
export type RandomSource = {
  /** A uniformly distributed integer in [0, n), 1 <= n <= 2^32. */
  nextInt(n: number): number;
};

/** The public inputs of a round's draw: the seed (secret until drawn), the game and the round key. */
export type DrawInput = { seed: string; game: string | number; roundKey: string };

/** One HMAC block of a draw, for the verification page. */
export type StreamBlock = { counter: number; message: string; hex: string };

/** One integer of a draw, for the verification page: the chunks read (the last accepted) and the value. */
export type StreamDraw = { n: number; limit: number; chunks: readonly number[]; value: number };

/** The HMAC random stream of a round, recording its blocks and draws as it goes. */
export type HmacStream = RandomSource & {
  readonly blocks: readonly StreamBlock[];
  readonly draws: readonly StreamDraw[];
};

/** The message of block `counter`: `${game}:${roundKey}:${counter}`. */
export function streamMessage(game: string | number, roundKey: string, counter: number): string {
  return `${game}:${roundKey}:${counter}`;
}

/** The largest multiple of n that fits in 32 bits: chunks at or above it are rejected. */
export function acceptLimit(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > chunkRange) throw new Error('n must be an integer in [1, 2^32]');
  return Math.floor(chunkRange / n) * n;
}

/** The 8 unsigned 32-bit big-endian chunks of a 64-hex-digit block. */
export function chunksOfBlock(hex: string): number[] {
  const chunks: number[] = [];
  for (let i = 0; i < chunksPerBlock; i += 1) chunks.push(Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16));
  return chunks;
}

/** The round's random stream: HMAC-SHA256 blocks read as 32-bit chunks with rejection sampling. */
export function createHmacStream(input: DrawInput): HmacStream {
  if (!isSeedHex(input.seed)) throw new Error('seed must be 64 lowercase hex digits');
  const blocks: StreamBlock[] = [];
  const draws: StreamDraw[] = [];
  let chunks: number[] = [];
  let next = chunksPerBlock;
  const nextChunk = (): number => {
    if (next >= chunksPerBlock) {
      const counter = blocks.length;
      const message = streamMessage(input.game, input.roundKey, counter);
      const hex = hmacSha256Hex(input.seed, message);
      blocks.push({ counter, message, hex });
      chunks = chunksOfBlock(hex);
      next = 0;
    }
    const chunk = chunks[next]!;
    next += 1;
    return chunk;
  };
  return {
    blocks,
    draws,
    nextInt(n: number): number {
      const limit = acceptLimit(n);
      const read: number[] = [];
      for (;;) {
        const chunk = nextChunk();
        read.push(chunk);
        if (chunk < limit) {
          const value = chunk % n;
          draws.push({ n, limit, chunks: read, value });
          return value;
        }
      }
    },
  };
}
