import { describe, expect, it } from 'vitest';
import { SUSPEND_REASONS, suspendReasonOf, suspendReasonText } from './live-incidents.ts';

describe('suspendReasonOf', () => {
  it('knows every reason and has Korean text for it', () => {
    for (const reason of SUSPEND_REASONS) {
      expect(suspendReasonOf(reason)).toBe(reason);
      expect(suspendReasonText[reason]).toMatch(/[가-힣]/);
    }
  });

  it.each([undefined, null, '', 'goal', 1, 'toString', '__proto__'])('gives null for %j', (code) => {
    expect(suspendReasonOf(code)).toBeNull();
  });
});
