import { describe, expect, it } from 'vitest';
import { casinoEscapeMessage, isCasinoEscapeMessage } from './frame-messages.ts';

describe('isCasinoEscapeMessage', () => {
  it.each([
    ['the escape message', casinoEscapeMessage, true],
    ['a copy of it', { type: 'hanpan.casino.escape' }, true],
    ['another type', { type: 'hanpan.casino.close' }, false],
    ['the type as a bare string', 'hanpan.casino.escape', false],
    ['null', null, false],
    ['an object without a type', {}, false],
  ])('when it gets %s, then %s', (_name, data, expected) => {
    expect(isCasinoEscapeMessage(data)).toBe(expected);
  });
});
