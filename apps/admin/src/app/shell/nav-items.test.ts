import { describe, expect, it } from 'vitest';
import { activeNavTarget, navItems } from './nav-items.ts';

const targets = navItems.map((item) => item.to);

describe('activeNavTarget', () => {
  it.each([
    ['/', '/'],
    ['/bets', '/bets'],
    ['/bets/12', '/bets'],
    ['/bets/liability', '/bets'],
    ['/bets/unsettled', '/bets/unsettled'],
    ['/bets/settlement', '/bets/settlement'],
    ['/bets/debts', '/bets/debts'],
    ['/settings/bets', '/settings/bets'],
    ['/members/3', '/members'],
    ['/members/approval', '/members/approval'],
    ['/members/blocked', '/members/blocked'],
    ['/virtual', '/virtual'],
    ['/betsy', null],
    ['/unknown', null],
  ])('when the path is %s, then %s is highlighted', (pathname, target) => {
    expect(activeNavTarget(targets, pathname)).toBe(target);
  });
});
