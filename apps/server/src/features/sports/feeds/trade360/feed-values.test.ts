import { describe, expect, it } from 'vitest';
import { isOlderThan, outcomeStatusFromFeed, parseFeedLine } from './feed-values.ts';
import { findMainLine } from './main-line.ts';

describe('parseFeedLine', () => {
  it.each([
    ['2.5', 250],
    ['-1.25', -125],
    ['+0.75', 75],
    ['-0.0', 0],
    ['0', 0],
    ['-1.0 (0-0)', -100],
    ['1.5 (1-0)', 150],
    [' 3 ', 300],
    ['', null],
    ['abc', null],
    ['0.5,1.0', null],
    ['1.125', null],
    [undefined, null],
  ])('when the feed line is %j, then it reads as %j hundredths', (text, expected) => {
    expect(parseFeedLine(text)).toBe(expected);
  });
});

describe('outcomeStatusFromFeed', () => {
  it.each([
    [1, 'open'],
    [2, 'suspended'],
    [3, 'settled'],
    [0, 'suspended'],
    [7, 'suspended'],
  ])('when the bet status is %i, then the outcome is %s', (status, expected) => {
    expect(outcomeStatusFromFeed(status)).toBe(expected);
  });
});

describe('isOlderThan', () => {
  const t = (minute: number) => new Date(Date.UTC(2026, 10, 21, 12, minute));
  it.each([
    ['an earlier LastUpdate', { at: t(1), seq: 9n }, { at: t(2), seq: 1n }, true],
    ['a later LastUpdate, lower MsgSeq', { at: t(3), seq: 1n }, { at: t(2), seq: 9n }, false],
    ['the same LastUpdate and a lower MsgSeq', { at: t(2), seq: 1n }, { at: t(2), seq: 2n }, true],
    ['no times and a lower MsgSeq', { at: null, seq: 4n }, { at: null, seq: 5n }, true],
    ['no times and the same MsgSeq', { at: null, seq: 5n }, { at: null, seq: 5n }, false],
    ['nothing to compare', { at: null, seq: null }, { at: t(1), seq: 5n }, false],
  ])('when the incoming data has %s, then older is %s', (_name, incoming, stored, expected) => {
    expect(isOlderThan(incoming, stored)).toBe(expected);
  });
});

describe('findMainLine', () => {
  const pick = (line: string, price: number, status: 'open' | 'suspended' = 'open') => ({
    status,
    price,
    line_raw: line,
    base_line_raw: line,
    line_value: Math.round(Number(line) * 100),
  });
  it('when a market has no lines, then it has no main line', () => {
    expect(
      findMainLine([{ status: 'open', price: 190, line_raw: null, base_line_raw: null, line_value: null }]),
    ).toBe(null);
  });
  it('when several lines are open, then the most balanced pair is the main line', () => {
    expect(findMainLine([pick('2.5', 150), pick('2.5', 250), pick('3.0', 188), pick('3.0', 192)])).toBe(
      '3.0',
    );
  });
  it('when the balanced line is suspended, then an open line is preferred', () => {
    expect(
      findMainLine([
        pick('2.5', 150),
        pick('2.5', 250),
        pick('3.0', 190, 'suspended'),
        pick('3.0', 190, 'suspended'),
      ]),
    ).toBe('2.5');
  });
});
