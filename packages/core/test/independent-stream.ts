import { createHmac } from 'node:crypto';

// For the verifier tests only: steps 4-6 of the verification page (the HMAC blocks read as big-endian
// 32-bit integers, with rejection), written from the page's text with node:crypto and none of the game
// code, so a test can reproduce a draw independently.

/** The page's integer stream of a round: `nextInt(n)` is uniform in [0, n). */
export function independentIntStream(seed: string, game: number, roundKey: string): (n: number) => number {
  let block = -1;
  let bytes = Buffer.alloc(0);
  let offset = 32;
  const nextUint32 = () => {
    if (offset === 32) {
      block += 1;
      bytes = createHmac('sha256', Buffer.from(seed, 'utf8')).update(`${game}:${roundKey}:${block}`).digest();
      offset = 0;
    }
    const value = bytes.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return (n) => {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const x = nextUint32();
      if (x < limit) return x % n;
    }
  };
}
