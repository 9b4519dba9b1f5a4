import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHmacStream, sha256Hex } from '../minigames/provably-fair.ts';
import { casinoRandom, defaultClientSeed, isClientSeed, serverSeedHash } from './fair.ts';

const serverSeed = '5f1d3b2c9e8a7f6054433221100ffeeddccbbaa99887766554433221100abcde';

describe('casino fairness stream', () => {
  it('when a round is drawn, then block k is HMAC-SHA256(server seed, "clientSeed:nonce:k")', () => {
    const random = casinoRandom({ serverSeed, clientSeed: 'hanpan-golden', nonce: 7 });
    const pocket = random.nextInt(37);
    const reference = createHmac('sha256', serverSeed).update('hanpan-golden:7:0').digest();
    expect(random.blocks[0]).toEqual({
      counter: 0,
      message: 'hanpan-golden:7:0',
      hex: 'e7780d42c73f14a24929bc9b73fc988234270cd16f9a4ccc15c779d094c835c4',
    });
    expect(reference.toString('hex')).toBe(random.blocks[0]!.hex);
    expect(pocket).toBe(reference.readUInt32BE(0) % 37);
    expect(pocket).toBe(13);
  });

  it('when the same seeds are used, then the stream equals the mini-games stream with game = client seed', () => {
    const a = casinoRandom({ serverSeed, clientSeed: 'abc', nonce: 42 });
    const b = createHmacStream({ seed: serverSeed, game: 'abc', roundKey: '42' });
    const draws = [52, 37, 2, 1000, 7];
    expect(draws.map((n) => a.nextInt(n))).toEqual(draws.map((n) => b.nextInt(n)));
  });

  it('when the nonce or client seed changes, then the stream changes', () => {
    const first = casinoRandom({ serverSeed, clientSeed: 'abc', nonce: 1 }).nextInt(2 ** 32);
    expect(casinoRandom({ serverSeed, clientSeed: 'abc', nonce: 2 }).nextInt(2 ** 32)).not.toBe(first);
    expect(casinoRandom({ serverSeed, clientSeed: 'abd', nonce: 1 }).nextInt(2 ** 32)).not.toBe(first);
  });

  it('when client seeds are checked, then only 1-32 of A-Z a-z 0-9 _ - pass and the stream refuses others', () => {
    expect(isClientSeed('a')).toBe(true);
    expect(isClientSeed('Hanpan_2026-seed')).toBe(true);
    expect(isClientSeed('x'.repeat(32))).toBe(true);
    expect(isClientSeed('x'.repeat(33))).toBe(false);
    expect(isClientSeed('')).toBe(false);
    expect(isClientSeed('a:b')).toBe(false);
    expect(isClientSeed('한글')).toBe(false);
    expect(() => casinoRandom({ serverSeed, clientSeed: 'a:b', nonce: 1 })).toThrow();
    expect(() => casinoRandom({ serverSeed, clientSeed: 'a', nonce: -1 })).toThrow();
  });

  it('when a default client seed is made, then it is a valid seed of 16 hex digits and differs each time', () => {
    const seed = defaultClientSeed();
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(isClientSeed(seed)).toBe(true);
    expect(defaultClientSeed()).not.toBe(seed);
  });

  it('when the server seed hash is shown, then it is SHA-256 of the seed text', () => {
    expect(serverSeedHash(serverSeed)).toBe(sha256Hex(serverSeed));
    expect(serverSeedHash(serverSeed)).toBe(
      'e1971d373a760b474114a29e9e823120f3b224747a49d68d272e0eb0fd0e2713',
    );
  });
});
