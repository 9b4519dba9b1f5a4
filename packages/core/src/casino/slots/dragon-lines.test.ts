import { describe, expect, it } from 'vitest';
import { dragonLines } from './dragon-lines.ts';
import { simulateSlot } from './simulate-rtp.ts';
import { theoreticalRtp } from './theoretical.ts';

describe('dragon-lines RTP', () => {
  it('when 1,000,000 rounds are simulated, then the RTP lies within the 99 % bound of the exact RTP', () => {
    const theory = theoreticalRtp(dragonLines);
    expect(theory.rtp).toBeGreaterThan(0.94);
    expect(theory.rtp).toBeLessThan(0.97);
    expect(Math.abs(theory.enumeratedRtp - theory.rtp)).toBeLessThan(1e-9);
    const simulation = simulateSlot(dragonLines, 16_002, 1_000_000);
    const bound = (2.576 * theory.stdDev) / Math.sqrt(simulation.spins);
    console.info('dragon-lines', {
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

describe('dragon-lines RTP test power', () => {
  it('when the spins ignore the wild (a rules bug), then the simulated RTP falls outside the 99 % bound', () => {
    const theory = theoreticalRtp(dragonLines);
    const broken = { ...dragonLines, wild: null, pays: { ...dragonLines.pays } };
    const simulation = simulateSlot(broken, 16_004, 200_000);
    const bound = (2.576 * theory.stdDev) / Math.sqrt(simulation.spins);
    expect(Math.abs(simulation.rtp - theory.rtp)).toBeGreaterThan(bound);
  }, 60_000);
});
