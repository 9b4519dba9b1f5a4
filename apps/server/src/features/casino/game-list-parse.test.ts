import { isProviderUrl, providerCodePattern } from '@hanpan/core/api/staff-casino';
import { gameImportFormatOf, gameImportText } from '@hanpan/core/api/staff-casino-import';
import { describe, expect, it } from 'vitest';
import { parseGameList, readGameRow } from './game-list-parse.ts';

// The game list import's rules, shared by the back office's preview and the server.

const good = { id: 'lucky-7', name: '럭키 세븐', kind: 'slot', rtp: '96.5' };

describe('readGameRow', () => {
  it.each([
    [
      good,
      {
        code: 'lucky-7',
        name: '럭키 세븐',
        category: 'slot',
        kind: 'slot-lines',
        rtpBp: 9650,
        thumbnailUrl: null,
      },
    ],
    [
      {
        id: 'b1',
        name: '바카라 A',
        kind: '카지노',
        rtp: 98.94,
        category: '바카라',
        thumbnail: 'https://cdn.example/b1.png',
      },
      {
        code: 'b1',
        name: '바카라 A',
        category: 'casino',
        kind: 'baccarat',
        rtpBp: 9894,
        thumbnailUrl: 'https://cdn.example/b1.png',
      },
    ],
    [
      { ...good, rtp: '100%', category: 'slot-free-spins' },
      expect.objectContaining({ rtpBp: 10_000, kind: 'slot-free-spins' }),
    ],
    [{ ...good, id: 'bad id' }, { error: gameImportText.badId }],
    [{ ...good, id: 'x'.repeat(101) }, { error: gameImportText.badId }],
    [{ ...good, name: '  ' }, { error: gameImportText.badName }],
    [{ ...good, name: '이름\u0000' }, { error: gameImportText.badName }],
    [{ ...good, kind: 'poker' }, { error: gameImportText.badKind }],
    [{ ...good, rtp: '0' }, { error: gameImportText.badRtp }],
    [{ ...good, rtp: '100.01' }, { error: gameImportText.badRtp }],
    [{ ...good, rtp: '96.555' }, { error: gameImportText.badRtp }],
    [{ ...good, rtp: '' }, { error: gameImportText.badRtp }],
    [{ ...good, thumbnail: 'javascript:alert(1)' }, { error: gameImportText.badThumbnail }],
    [{ ...good, thumbnail: 'http://cdn.example/a.png' }, { error: gameImportText.badThumbnail }],
    [{ ...good, category: 'baccarat' }, { error: gameImportText.badCategory }],
    [{ ...good, kind: 'casino' }, { error: gameImportText.categoryRequired }],
  ])('when the row is %j, then it reads %j', (row, expected) => {
    expect(readGameRow(row)).toEqual(expected);
  });
});

describe('parseGameList', () => {
  it('when a CSV has good and bad lines, then the good rows are read and each bad line is named', () => {
    const csv =
      'id,name,kind,rtp,thumbnail,category\nsl-1,"슬롯, 하나",slot,96,,\nsl-2,슬롯 둘,slot,abc,,\n\nsl-1,다시,slot,95,,\n';
    const parsed = parseGameList('csv', csv);
    expect(parsed.games).toEqual([expect.objectContaining({ code: 'sl-1', name: '슬롯, 하나', line: 2 })]);
    expect(parsed.errors).toEqual([
      { line: 3, message: gameImportText.badRtp },
      { line: 5, message: gameImportText.duplicateId },
    ]);
  });

  it.each([
    ['json', '{"games": [{"id": "a", "name": "가", "kind": "slot", "rtp": 95}]}', [], 1],
    ['json', '[1]', [{ line: 1, message: gameImportText.notObject }], 0],
    ['json', '{"x": 1}', [{ line: 0, message: gameImportText.badJson }], 0],
    ['json', '[', [{ line: 0, message: gameImportText.badJson }], 0],
    ['json', '[]', [{ line: 0, message: gameImportText.empty }], 0],
    ['csv', 'id,name\na,b\n', [{ line: 1, message: gameImportText.missingColumns }], 0],
    ['csv', 'id,name,kind,rtp\n"a,b,slot,95\n', [{ line: 2, message: gameImportText.badCsv }], 0],
    [
      'csv',
      `id,name,kind,rtp\n${'a'.repeat(2 * 1024 * 1024)}`,
      [{ line: 0, message: gameImportText.tooLarge }],
      0,
    ],
  ] as const)('when a %s list is %s, then the errors are as listed', (format, text, errors, count) => {
    const parsed = parseGameList(format, text);
    expect(parsed.errors).toEqual(errors);
    expect(parsed.games).toHaveLength(count);
  });

  it('when a list has more than 5,000 games, then it is refused whole', () => {
    const rows = Array.from({ length: 5_001 }, (_, index) => ({
      id: `g${index}`,
      name: '가',
      kind: 'slot',
      rtp: 95,
    }));
    expect(parseGameList('json', JSON.stringify(rows))).toEqual({
      games: [],
      errors: [{ line: 0, message: gameImportText.tooMany }],
    });
  });
});

describe('addresses and codes', () => {
  it.each([
    ['https://games.example/launch', true],
    ['http://localhost:4000/play', true],
    ['http://127.0.0.1/play', true],
    ['http://games.example/play', false],
    ['https://user:pw@games.example/', false],
    ['/skyhub/play', false],
    ['javascript:alert(1)', false],
    [`https://games.example/${'a'.repeat(500)}`, false],
  ])('when the address is %s, then isProviderUrl is %s', (url, expected) => {
    expect(isProviderUrl(url)).toBe(expected);
  });

  it.each([
    ['evo-gaming', true],
    ['a1', true],
    ['a', false],
    ['-evo', false],
    ['evo-', false],
    ['Evo', false],
    ['e'.repeat(41), false],
  ])('when the code is %s, then it is a slug: %s', (code, expected) => {
    expect(providerCodePattern.test(code)).toBe(expected);
  });

  it.each([
    ['games.json', 'json'],
    ['GAMES.CSV', 'csv'],
    ['games.txt', null],
  ])('when the file is %s, then the format is %s', (name, format) => {
    expect(gameImportFormatOf(name)).toBe(format);
  });
});
