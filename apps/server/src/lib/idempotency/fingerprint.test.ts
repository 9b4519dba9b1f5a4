import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprintOf } from './fingerprint.ts';

describe('canonicalJson', () => {
  it.each([
    ['{"a":{"c":null,"d":[1,"x"]},"b":1}', { b: 1, a: { d: [1, 'x'], c: null } }],
    ['{"amount":"10"}', { amount: 10n, skipped: undefined }],
    ['[null,2]', [undefined, 2]],
    ['"홍길동"', '홍길동'],
    ['null', undefined],
  ])('when a value is written canonically, then it reads %s', (expected, value) => {
    expect(canonicalJson(value)).toBe(expected);
  });
});

describe('fingerprintOf', () => {
  it('when the same inputs are built in another order, then the fingerprint is the same sha256', () => {
    const one = fingerprintOf({ memberId: 3, account: 'cash', amount: 7_000, reason: '이벤트' });
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf({ reason: '이벤트', amount: 7_000, account: 'cash', memberId: 3 })).toBe(one);
    expect(fingerprintOf({ memberId: 3, account: 'cash', amount: 7_001, reason: '이벤트' })).not.toBe(one);
  });
});
