import { describe, expect, it } from 'vitest';
import { luckySevens } from './lucky-sevens.ts';
import { simulateSlot } from './simulate-rtp.ts';
import { theoreticalRtp } from './theoretical.ts';

describe('lucky-sevens RTP', () => {
  it('when 1,000,000 rounds are simulated, then the RTP lies within the 99 % bound of the exact RTP', () => {
    const theory = theoreticalRtp(luckySevens);
    expect(theory.rtp).toBeGreaterThan(0.94);
    expect(theory.rtp).toBeLessThan(0.97);
    expect(Math.abs(theory.enumeratedRtp - theory.rtp)).toBeLessThan(1e-9);
    const simulation = simulateSlot(luckySevens, 16_001, 1_000_000);
    const bound = (2.576 * theory.stdDev) / Math.sqrt(simulation.spins);
    console.info('lucky-sevens', {
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
