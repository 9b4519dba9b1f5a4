import { describe, expect, it } from 'vitest';
import { oceanFreeSpins } from './ocean-free-spins.ts';
import { simulateSlot } from './simulate-rtp.ts';
import { theoreticalRtp } from './theoretical.ts';

describe('ocean-free-spins RTP', () => {
  it('when 1,000,000 rounds are simulated, then the RTP lies within the 99 % bound of the exact RTP', () => {
    const theory = theoreticalRtp(oceanFreeSpins);
    expect(theory.rtp).toBeGreaterThan(0.94);
    expect(theory.rtp).toBeLessThan(0.97);
    expect(Math.abs(theory.enumeratedRtp - theory.rtp)).toBeLessThan(1e-9);
    const simulation = simulateSlot(oceanFreeSpins, 16_003, 1_000_000);
    const bound = (2.576 * theory.stdDev) / Math.sqrt(simulation.spins);
    console.info('ocean-free-spins', {
      theoreticalRtp: theory.rtp,
      stdDev: theory.stdDev,
      simulatedRtp: simulation.rtp,
      sampleStdDev: simulation.sampleStdDev,
      spins: simulation.spins,
      bound,
    });
    expect(Math.abs(simulation.rtp - theory.rtp)).toBeLessThan(bound);
  }, 60_000);
});
