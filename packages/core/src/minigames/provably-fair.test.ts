import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  acceptLimit,
  chainStepsToAnchor,
  chunksOfBlock,
  createHmacStream,
  createTerminalSeed,
  generateHashChain,
  hmacSha256Hex,
  isSeedOfCommitment,
  seedCommitment,
  sha256Hex,
  streamMessage,
} from './provably-fair.ts';
import { createSeededRandom } from './seeded-random.ts';
import { chiSquare99, chiSquareStatistic } from './statistics.ts';

const goldenSeed = '5f1d3b2c9e8a7f6054433221100ffeeddccbbaa99887766554433221100abcde';
const goldenSizes = [28, 27, 26, 25, 24, 10, 7, 1000, 3_000_000_000];

/** The published steps redone with node:crypto only, independent of the module under test. */
function referenceDraws(seed: string, game: number, roundKey: string, sizes: readonly number[]): number[] {
  const values: number[] = [];
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = 32;
  for (const n of sizes) {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      if (offset === 32) {
        block = createHmac('sha256', seed).update(`${game}:${roundKey}:${counter}`).digest();
        counter += 1;
        offset = 0;
      }
      const chunk = block.readUInt32BE(offset);
      offset += 4;
      if (chunk < limit) {
        values.push(chunk % n);
        break;
      }
    }
  }
  return values;
}

describe('hashes', () => {
  it('when a seed is hashed, then it matches node:crypto over its UTF-8 text (the golden commitment)', () => {
    const commitment = 'e1971d373a760b474114a29e9e823120f3b224747a49d68d272e0eb0fd0e2713';
    expect(seedCommitment(goldenSeed)).toBe(commitment);
    expect(createHash('sha256').update(goldenSeed, 'utf8').digest('hex')).toBe(commitment);
    expect(isSeedOfCommitment(goldenSeed, commitment)).toBe(true);
    expect(isSeedOfCommitment(goldenSeed.replace('5f', '5e'), commitment)).toBe(false);
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('when a block is computed, then it is HMAC-SHA256 keyed with the seed text over the message', () => {
    const message = streamMessage(101, '2026-11-24-288', 0);
    expect(message).toBe('101:2026-11-24-288:0');
    const hex = '7567096da783f58e34f32a9ca303a52c5515e3814734b657805ef0d7c9380988';
    expect(hmacSha256Hex(goldenSeed, message)).toBe(hex);
    expect(createHmac('sha256', goldenSeed).update(message).digest('hex')).toBe(hex);
    expect(chunksOfBlock(hex).slice(0, 2)).toEqual([0x7567096d, 0xa783f58e]);
  });
});

describe('hash chain', () => {
  const terminal = 'f'.repeat(64);
  const chain = generateHashChain(terminal, 5);

  it('when a chain is generated, then each seed is the hash of the next and the anchor the hash of the first', () => {
    expect(chain.seeds).toEqual([
      'f0962b9fc9167356c3c7250d3efa9e1974af79008dc1a7b3a3fb2f0f0d3e4e4f',
      'fbfe0bb18363cbffc5f0c1a2d0728920a077adb1d2af397b884b53a086695f1b',
      '23f51dfe29b1052f1334de252845dc63d227fa37bcec0eae9b2ca98f442fb618',
      'df0790f236013511e91fa4532fb7761f62320a51a3868dabf4a13fe5f53e3263',
      terminal,
    ]);
    expect(chain.anchor).toBe('30ddca6b170b7be49818f11cf92f1ff272453e8a60ca3725201cf5fde72e9d88');
    for (let i = 0; i < 4; i += 1) expect(seedCommitment(chain.seeds[i + 1]!)).toBe(chain.seeds[i]);
  });

  it('when a revealed seed is checked, then it reaches the anchor in index + 1 steps; a foreign seed does not', () => {
    chain.seeds.forEach((seed, index) => {
      expect(chainStepsToAnchor(seed, chain.anchor, 10)).toBe(index + 1);
    });
    expect(chainStepsToAnchor(terminal, chain.anchor, 4)).toBeNull();
    expect(chainStepsToAnchor('e'.repeat(64), chain.anchor, 50)).toBeNull();
    expect(chainStepsToAnchor('not hex', chain.anchor, 50)).toBeNull();
  });

  it('when the inputs are malformed, then the chain is refused', () => {
    expect(() => generateHashChain('ABC', 3)).toThrow();
    expect(() => generateHashChain(terminal, 0)).toThrow();
    expect(createTerminalSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(createTerminalSeed()).not.toBe(createTerminalSeed());
  });
});

describe('random stream', () => {
  it.each([
    ['2026-11-24-287', [3, 6, 0, 21, 14, 8, 4, 243, 818083055]],
    ['2026-11-24-288', [13, 1, 2, 0, 9, 7, 0, 872, 756246297]],
  ])('when round %s of game 101 draws the golden sizes, then the integers are %j', (roundKey, expected) => {
    const stream = createHmacStream({ seed: goldenSeed, game: 101, roundKey });
    expect(goldenSizes.map((n) => stream.nextInt(n))).toEqual(expected);
    expect(referenceDraws(goldenSeed, 101, roundKey, goldenSizes)).toEqual(expected);
    expect(stream.blocks.map((block) => block.counter)).toEqual([0, 1]);
  });

  it('when a chunk is at or above the limit, then it is rejected and recorded before the accepted one', () => {
    const stream = createHmacStream({ seed: goldenSeed, game: 101, roundKey: '2026-11-24-287' });
    for (const n of goldenSizes) stream.nextInt(n);
    const last = stream.draws.at(-1)!;
    expect(last).toEqual({
      n: 3_000_000_000,
      limit: 3_000_000_000,
      chunks: [3285913240, 818083055],
      value: 818083055,
    });
    expect(stream.blocks[0]!.hex).toBe('fcdf9f372ee70bbd4a69ecccd1679fbed3fc509ec4468bd086dddb7fe626c02b');
  });

  it('when the limit is computed, then it is the largest multiple of n within 32 bits', () => {
    expect(acceptLimit(1)).toBe(2 ** 32);
    expect(acceptLimit(2 ** 32)).toBe(2 ** 32);
    expect(acceptLimit(10)).toBe(4294967290);
    expect(acceptLimit(3)).toBe(4294967295);
    expect(() => acceptLimit(0)).toThrow();
    expect(() => acceptLimit(1.5)).toThrow();
  });

  it('when the same round is drawn twice, then it reproduces; another game or round differs', () => {
    const draw = (game: number, roundKey: string) => {
      const stream = createHmacStream({ seed: goldenSeed, game, roundKey });
      return Array.from({ length: 20 }, () => stream.nextInt(70));
    };
    expect(draw(101, '2026-11-24-1')).toEqual(draw(101, '2026-11-24-1'));
    expect(draw(101, '2026-11-24-1')).not.toEqual(draw(102, '2026-11-24-1'));
    expect(draw(101, '2026-11-24-1')).not.toEqual(draw(101, '2026-11-24-2'));
  });

  it('when 60,000 integers in [0, 6) are drawn from the HMAC stream, then their counts pass the 99 % chi-square bound', () => {
    const stream = createHmacStream({ seed: goldenSeed, game: 'uniformity', roundKey: 'test' });
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i += 1) counts[stream.nextInt(6)]! += 1;
    expect(chiSquareStatistic(counts, new Array(6).fill(1 / 6))).toBeLessThan(chiSquare99(5));
  });

  it('when n is near 2^32, then rejection keeps [0, n) uniform by halves where modulo alone would not', () => {
    // n = 3 * 2^30: without rejection the lowest 2^30 values would be twice as likely as the rest.
    const n = 3 * 2 ** 30;
    const stream = createHmacStream({ seed: goldenSeed, game: 'bias', roundKey: 'test' });
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i += 1) counts[Math.floor(stream.nextInt(n) / 2 ** 30)]! += 1;
    expect(chiSquareStatistic(counts, [1 / 3, 1 / 3, 1 / 3])).toBeLessThan(chiSquare99(2));
  });

  it('when the seeded simulator draws 1,000,000 integers in [0, 70), then the counts pass the 99 % bound', () => {
    const random = createSeededRandom(15);
    const counts = new Array<number>(70).fill(0);
    for (let i = 0; i < 1_000_000; i += 1) counts[random.nextInt(70)]! += 1;
    expect(chiSquareStatistic(counts, new Array(70).fill(1 / 70))).toBeLessThan(chiSquare99(69));
  });
});
