// Reel strips built from symbol counts: each symbol, rarest first, is spread evenly along the strip
// (copy i aims at position offset + i x length / count and takes the next free position), so the
// strips look mixed and the rarest symbol (a scatter) lands exactly evenly spaced.

/** A strip of the given length holding each symbol `count` times, spread evenly, rarest first. */
export function buildReel(counts: Readonly<Record<string, number>>): string[] {
  const entries = Object.entries(counts).sort((a, b) => a[1] - b[1]);
  const length = entries.reduce((sum, [, count]) => sum + count, 0);
  const strip = new Array<string | undefined>(length).fill(undefined);
  entries.forEach(([symbol, count], order) => {
    for (let i = 0; i < count; i += 1) {
      let position = (order + Math.floor((i * length) / count)) % length;
      while (strip[position] !== undefined) position = (position + 1) % length;
      strip[position] = symbol;
    }
  });
  return strip as string[];
}

/** How often each symbol appears on a strip. */
export function symbolCounts(strip: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}
