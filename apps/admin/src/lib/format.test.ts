import { describe, expect, it } from 'vitest';
import { formatJson, formatSignedWon, formatWonText, groupSecret } from './format.ts';

describe('won formatting', () => {
  it('when an amount is shown, then it has separators and the unit, signed where asked', () => {
    expect(formatWonText(1_234_567)).toBe('1,234,567원');
    expect(formatWonText(-1_000)).toBe('-1,000원');
    expect(formatSignedWon(5_000)).toBe('+5,000원');
    expect(formatSignedWon(-50_000)).toBe('-50,000원');
  });
});

describe('groupSecret', () => {
  it('when a TOTP secret is shown, then it comes in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
});

describe('formatJson', () => {
  it('when there is no value, then it shows a dash, else indented JSON', () => {
    expect(formatJson(null)).toBe('-');
    expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
