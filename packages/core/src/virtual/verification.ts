import { chainStepsToAnchor, type StreamBlock, type StreamDraw } from '../minigames/provably-fair.ts';
import { isSeedOfVirtualCommitment } from './commitment.ts';
import { drawVirtualEvent } from './models.ts';
import type { VirtualCard, VirtualKind, VirtualResult } from './types.ts';

// What the verification page recomputes in the browser for a drawn virtual event: the commitment, the
// chain, and the result from the seed, the game type, the round key and the card published before bets.

/** A virtual event as published after its draw. */
export type PublishedVirtualEvent = {
  kind: VirtualKind;
  gameType: number;
  roundKey: string;
  seed: string;
  commitment: string;
  card: VirtualCard;
  /** The chain's anchor and how far to hash towards it (omit to skip the chain check). */
  anchor?: string;
  maxChainSteps?: number;
};

/** The recomputed event: the checks, the result and every block and integer used. */
export type VirtualVerification = {
  commitmentMatches: boolean;
  /** Steps from the seed to the anchor; null when off the chain or not checked. */
  chainSteps: number | null;
  result: VirtualResult | null;
  blocks: readonly StreamBlock[];
  draws: readonly StreamDraw[];
};

/** Recomputes a published virtual event's result from its seed (null result when the commitment fails). */
export function verifyVirtualEvent(event: PublishedVirtualEvent): VirtualVerification {
  const commitmentMatches = isSeedOfVirtualCommitment(event.seed, event.commitment);
  const chainSteps =
    event.anchor === undefined
      ? null
      : chainStepsToAnchor(event.seed, event.anchor, event.maxChainSteps ?? 100_000);
  if (!commitmentMatches || event.card.kind !== event.kind) {
    return { commitmentMatches, chainSteps, result: null, blocks: [], draws: [] };
  }
  const drawn = drawVirtualEvent(event.kind, event.card, event.seed, event.gameType, event.roundKey);
  return { commitmentMatches, chainSteps, ...drawn };
}
