import { describe, expect, it } from 'vitest';
import { formatLine, parseLine } from './lines.ts';

describe('parseLine', () => {
  it.each([
    ['2.5', 250, null, false],
    ['-1.0 (0-0)', -100, '0-0', false],
    ['0.25', 25, null, true],
    ['-0.75 (1-0)', -75, '1-0', true],
    ['-1.25', -125, null, true],
    ['1.75', 175, null, true],
    ['0', 0, null, false],
    ['0.0 (2-1)', 0, '2-1', false],
    ['-0', 0, null, false],
    ['+1.5', 150, null, false],
    ['215.5', 21_550, null, false],
    ['3', 300, null, false],
    ['2.50', 250, null, false],
    ['-1.5(0-0)', -150, '0-0', false],
    ['-1.5 (10-2)', -150, '10-2', false],
  ])('when the feed sends %j, then the line is %i with score %s (quarter: %s)', (raw, value, score, isQuarter) => {
    expect(parseLine(raw)).toEqual({ raw, value, score, isQuarter });
  });

  it('when the feed sends no line, then the value and score are null', () => {
    expect(parseLine('')).toEqual({ raw: '', value: null, score: null, isQuarter: false });
  });

  it.each([
    ['abc'],
    ['1,5'],
    ['--1.5'],
    ['1.5.5'],
    ['1.125'],
    ['.5'],
    ['1.'],
    ['1.5 (0-0'],
    ['1.5 (a-b)'],
    ['1.5 0-0'],
    ['NaN'],
    ['Infinity'],
    ['1e2'],
    ['123456'],
  ])('when the feed sends %j, then it is refused (null)', (raw) => {
    expect(parseLine(raw)).toBeNull();
  });

  it.each([
    [null],
    [undefined],
    [2.5],
    [{}],
  ])('when the line is not text (%j), then it is refused without throwing', (raw) => {
    expect(parseLine(raw as unknown as string)).toBeNull();
  });
});

describe('formatLine', () => {
  it.each([
    [-100, false, '-1'],
    [250, false, '2.5'],
    [25, false, '0.25'],
    [-75, false, '-0.75'],
    [0, false, '0'],
    [21_550, false, '215.5'],
    [-125, false, '-1.25'],
    [150, true, '+1.5'],
    [0, true, '0'],
    [-150, true, '-1.5'],
    [null, false, ''],
  ])('when the line is %s (plus sign: %s), then it shows as %j', (value, showPlus, text) => {
    expect(formatLine(value, { showPlus })).toBe(text);
  });

  it.each([
    ['2.5'],
    ['-1.0 (0-0)'],
    ['0.25'],
    ['-0.75 (1-0)'],
    ['-1.25'],
  ])('when %j is parsed and shown, then it reads as the feed meant', (raw) => {
    const shown = formatLine(parseLine(raw)!.value);
    expect(parseLine(shown)!.value).toBe(parseLine(raw)!.value);
  });
});
