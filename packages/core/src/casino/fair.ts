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
