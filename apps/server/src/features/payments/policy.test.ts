import { describe, expect, it } from 'vitest';
import { maskNick } from './present.ts';

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
