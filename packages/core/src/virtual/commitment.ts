import { isSeedHex, sha256Hex } from '../minigames/provably-fair.ts';

// A virtual event takes bets before the event ahead of it is drawn (the next three are open at once), so
// its commitment cannot be SHA-256 of its seed: on the hash chain that equals the previous event's seed,
// which would reveal an undrawn result. Its commitment hashes the seed with a prefix instead; the seed
// itself is still a link of the game's chain, so once revealed it still hashes forward to the anchor.

const prefix = 'hanpan-virtual-commitment:';

/** The commitment a virtual event publishes before it takes bets: SHA-256 of the prefixed seed text. */
export function virtualCommitment(seed: string): string {
  return sha256Hex(`${prefix}${seed}`);
}

/** True when the revealed seed is the one the virtual event committed to. */
export function isSeedOfVirtualCommitment(seed: string, commitment: string): boolean {
  return isSeedHex(seed) && virtualCommitment(seed) === commitment;
}
