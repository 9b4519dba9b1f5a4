import { createSeededRandom } from '../../minigames/seeded-random.ts';
import type { SlotDefinition } from './slot-types.ts';
import { spinSlot } from './spin.ts';

/** What a simulation of many rounds returned: RTP and the sample's standard deviation per unit stake. */
export type SlotSimulation = { spins: number; rtp: number; sampleStdDev: number };

/** Plays `spins` rounds at the smallest stake from a seeded generator (tests only; never a real draw). */
export function simulateSlot(def: SlotDefinition, seed: number, spins: number): SlotSimulation {
  const random = createSeededRandom(seed);
  const stake = def.stakes[0]!;
  let sum = 0;
  let sumSquared = 0;
  for (let i = 0; i < spins; i += 1) {
    const ratio = spinSlot(def, random, stake).win / stake;
    sum += ratio;
    sumSquared += ratio * ratio;
  }
  const rtp = sum / spins;
  return { spins, rtp, sampleStdDev: Math.sqrt(sumSquared / spins - rtp * rtp) };
}
