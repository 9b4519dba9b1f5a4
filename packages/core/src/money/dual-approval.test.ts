import { describe, expect, it } from 'vitest';
import { needsSecondApproval } from './dual-approval.ts';

describe('needsSecondApproval', () => {
  it.each([
    [1_000_000n, false],
    [1_000_001n, true],
    [0n, false],
  ])('when %s leaves with the line at 1,000,000, then %s', (amount, expected) => {
    expect(needsSecondApproval(amount, 1_000_000)).toBe(expected);
  });
});
