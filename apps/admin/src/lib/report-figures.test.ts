import { describe, expect, it } from 'vitest';
import { formatBp, rtpGapText } from './report-figures.ts';

describe('formatBp and rtpGapText', () => {
  it('when basis points are shown, then they read as a percentage with two decimals', () => {
    expect(formatBp(9650)).toBe('96.50%');
    expect(formatBp(10_412)).toBe('104.12%');
    expect(formatBp(null)).toBe('-');
  });

  it('when the actual RTP is above, below or at the theoretical one, then the gap is signed in %p', () => {
    expect(rtpGapText(9800, 9650)).toBe('+1.50%p');
    expect(rtpGapText(9500, 9650)).toBe('-1.50%p');
    expect(rtpGapText(9650, 9650)).toBe('±0.00%p');
    expect(rtpGapText(null, 9650)).toBeNull();
  });
});
