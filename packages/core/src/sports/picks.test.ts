import { describe, expect, it } from 'vitest';
import { cartPickText, pickLabel, pickLineText, pickLineValue } from './picks.ts';

describe('pickLabel', () => {
  it.each([
    ['1', '홈승'],
    ['2', '원정승'],
    ['X', '무'],
    ['Over', '오버'],
    ['Under', '언더'],
    ['Odd', '홀'],
    ['Even', '짝'],
    ['Yes', '예'],
    ['No', '아니오'],
    ['No Goal', '노골'],
    ['1st Half', '전반'],
    ['2nd Half', '후반'],
    ['1X', '홈승/무'],
    ['12', '홈승/원정승'],
    ['X2', '무/원정승'],
    ['x', '무'],
    ['OVER', '오버'],
    [' Under ', '언더'],
    ['x2', '무/원정승'],
  ])('when the feed bet name is %j, then the slip shows %s', (name, label) => {
    expect(pickLabel(name)).toBe(label);
  });

  it.each([
    ['1:0'],
    ['Draw No Bet'],
    [''],
  ])('when the bet name %j has no Korean label, then it is shown as sent', (name) => {
    expect(pickLabel(name)).toBe(name);
  });
});

describe('pickLineValue', () => {
  it.each([
    ['1', -150, -150],
    ['2', -150, 150],
    ['2', 150, -150],
    ['2', 0, 0],
    ['1', 0, 0],
    ['X', -100, -100],
    ['Over', 250, 250],
    ['Under', 250, 250],
    ['2', -25, 25],
  ])('when pick %j is on base line %i, then it settles on %i', (name, baseLine, line) => {
    expect(pickLineValue(name, baseLine)).toBe(line);
  });
});

describe('pickLineText', () => {
  it.each([
    ['1', '-1.5', '-1.5'],
    ['2', '-1.5', '+1.5'],
    ['1', '1.5', '+1.5'],
    ['2', '1.5', '-1.5'],
    ['1', '0', '0'],
    ['2', '0.0 (0-0)', '0'],
    ['2', '-1.0 (0-0)', '+1'],
    ['2', '-0.75 (1-0)', '+0.75'],
    ['Over', '2.5', '2.5'],
    ['Under', '215.5', '215.5'],
    ['1', '', ''],
    ['2', 'garbage', ''],
  ])('when pick %j has base line %j, then it shows %j', (name, baseLine, text) => {
    expect(pickLineText(name, baseLine)).toBe(text);
  });
});

describe('cartPickText', () => {
  it.each([
    ['1', '', '홈승'],
    ['X', '', '무'],
    ['2', '-1.5', '원정승 (+1.5)'],
    ['1', '-1.5', '홈승 (-1.5)'],
    ['Over', '2.5', '오버 (2.5)'],
    ['2', '0', '원정승 (0)'],
    ['Yes', '', '예'],
  ])('when pick %j has base line %j, then the slip shows %s', (name, baseLine, text) => {
    expect(cartPickText(name, baseLine)).toBe(text);
  });
});
