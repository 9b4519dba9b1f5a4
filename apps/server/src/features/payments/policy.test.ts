import { describe, expect, it } from 'vitest';
import { startOfKstDay } from './policy.ts';
import { maskNick } from './present.ts';

describe('startOfKstDay', () => {
  it.each([
    ['2026-11-21T14:59:59.999Z', '2026-11-20T15:00:00.000Z'],
    ['2026-11-21T15:00:00.000Z', '2026-11-21T15:00:00.000Z'],
    ['2026-11-21T00:00:00.000Z', '2026-11-20T15:00:00.000Z'],
    ['2026-12-31T20:00:00.000Z', '2026-12-31T15:00:00.000Z'],
  ])('when it is %s, then the Korean day began at %s', (now, start) => {
    expect(startOfKstDay(new Date(now)).toISOString()).toBe(start);
  });
});

describe('maskNick', () => {
  it.each([
    ['gamer', 'ga***'],
    ['한판왕', '한판***'],
    ['ab', 'a***'],
    ['x', 'x***'],
    ['😀😀😀', '😀😀***'],
  ])('when the nick is %s, then the ticker shows %s', (nick, masked) => {
    expect(maskNick(nick)).toBe(masked);
  });
});
