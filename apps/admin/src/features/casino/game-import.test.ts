import { gameImportText } from '@hanpan/core/api/staff-casino-import';
import { describe, expect, it } from 'vitest';
import { badFileTypeMessage, importCountsText, importLineText, readImportFile } from './game-import.ts';

describe('readImportFile', () => {
  it.each([
    [
      { name: 'games.json', size: 10 },
      { ok: true, source: { kind: 'file', format: 'json', content: 'x' } },
    ],
    [
      { name: 'Games.CSV', size: 10 },
      { ok: true, source: { kind: 'file', format: 'csv', content: 'x' } },
    ],
    [
      { name: 'games.xlsx', size: 10 },
      { ok: false, message: badFileTypeMessage },
    ],
    [
      { name: 'games.csv', size: 2 * 1024 * 1024 + 1 },
      { ok: false, message: gameImportText.tooLarge },
    ],
  ])('when the file is %j, then it reads %j', (file, expected) => {
    expect(readImportFile(file, 'x')).toEqual(expected);
  });
});

describe('preview wording', () => {
  it('when counts are shown, then new, changed, unchanged and errors read in Korean', () => {
    expect(importCountsText({ new: 1, changed: 2, unchanged: 3, errors: 4 })).toBe(
      '신규 1 · 변경 2 · 동일 3 · 오류 4',
    );
    expect(importCountsText({ new: 1, changed: 0, unchanged: 0 })).toBe('신규 1 · 변경 0 · 동일 0');
  });

  it.each([
    [0, 'csv', '파일 전체'],
    [3, 'csv', '3번째 줄'],
    [3, 'json', '3번째 항목'],
  ] as const)('when line %s of a %s list is refused, then it is named %s', (line, format, text) => {
    expect(importLineText(line, format)).toBe(text);
  });
});
