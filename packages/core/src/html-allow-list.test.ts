import { describe, expect, it } from 'vitest';
import { filterBoardStyle, isBoardHtmlUrl } from './html-allow-list.ts';

describe('filterBoardStyle', () => {
  it.each([
    ['color: red; font-size: 14px', 'color:red;font-size:14px'],
    ['COLOR:#FF0000;text-align:center', 'color:#FF0000;text-align:center'],
    ['background-color: rgb(255, 0, 0)', 'background-color:rgb(255, 0, 0)'],
    ['background: url(javascript:alert(1))', ''],
    ['background-color: url(/x.png)', ''],
    ['width: expression(alert(1)); color: blue', 'color:blue'],
    ['color: red !important', ''],
    ['position: fixed; top: 0', ''],
    ['font-size: 9999px', ''],
    ['color: \\72 ed', ''],
    ['constructor: x; __proto__: y', ''],
  ])('when the style is %j, then %j is kept', (style, kept) => {
    expect(filterBoardStyle(style)).toBe(kept);
  });
});

describe('isBoardHtmlUrl', () => {
  it.each([
    ['https://example.com/a', true],
    ['HTTP://example.com', true],
    ['/board/main?id=1', true],
    ['notice/1', true],
    ['#top', true],
    ['?page=2', true],
    ['/a:b', true],
    ['javascript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['//evil.example/x', false],
    ['/\\evil.example/x', false],
    ['\\\\evil.example', false],
    ['mailto:a@b.c', false],
  ])('when the URL is %j, then %s', (url, isKept) => {
    expect(isBoardHtmlUrl(url)).toBe(isKept);
  });
});
