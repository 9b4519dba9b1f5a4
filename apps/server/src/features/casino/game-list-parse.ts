import {
  type CasinoCategory,
  type CasinoGameKind,
  casinoGameKinds,
  casinoGameKindText,
} from '@hanpan/core/api/casino';
import { isProviderUrl } from '@hanpan/core/api/staff-casino';
import {
  type GameImportError,
  type GameImportFormat,
  gameImportLimits,
  gameImportText,
  type ImportedGame,
  type ParsedGameList,
} from '@hanpan/core/api/staff-casino-import';
import { isStorableText } from '@hanpan/core/api/text';
import { parse as parseCsv } from 'csv-parse/sync';

// The game list parser (the format is described in core's api/staff-casino-import.ts). It runs on the server
// only: csv-parse expects Node's Buffer, which the browser apps do not have.

const casinoKinds: readonly CasinoGameKind[] = ['baccarat', 'roulette', 'blackjack'];
const kindByKoreanName = new Map<string, CasinoGameKind>(
  Object.entries(casinoGameKindText).map(([kind, text]) => [text, kind as CasinoGameKind]),
);
const lobbyNames: Record<string, CasinoCategory> = {
  casino: 'casino',
  slot: 'slot',
  카지노: 'casino',
  슬롯: 'slot',
};

const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

function readRtp(value: unknown): number | null {
  const text = textOf(value).replace(/%$/, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const bp = Math.round(Number(text) * 100);
  return bp > 0 && bp <= 10_000 ? bp : null;
}

function readKind(value: unknown, category: CasinoCategory): CasinoGameKind | null | 'missing' {
  const text = textOf(value);
  if (text === '') return category === 'slot' ? 'slot-lines' : 'missing';
  const kind = (casinoGameKinds as readonly string[]).includes(text)
    ? (text as CasinoGameKind)
    : kindByKoreanName.get(text);
  if (!kind) return null;
  return casinoKinds.includes(kind) === (category === 'casino') ? kind : null;
}

/** One row read, or the Korean reason it is refused. */
export function readGameRow(row: Record<string, unknown>): ImportedGame | { error: string } {
  const code = textOf(row.id);
  if (!/^[A-Za-z0-9_.:-]{1,100}$/.test(code)) return { error: gameImportText.badId };
  const name = textOf(row.name);
  if (name === '' || name.length > 100 || !isStorableText(name)) return { error: gameImportText.badName };
  const category = lobbyNames[textOf(row.kind)];
  if (!category) return { error: gameImportText.badKind };
  const rtpBp = readRtp(row.rtp);
  if (rtpBp === null) return { error: gameImportText.badRtp };
  const thumbnail = textOf(row.thumbnail);
  if (thumbnail !== '' && !isProviderUrl(thumbnail)) return { error: gameImportText.badThumbnail };
  const kind = readKind(row.category, category);
  if (kind === 'missing') return { error: gameImportText.categoryRequired };
  if (kind === null) return { error: gameImportText.badCategory };
  return { code, name, category, kind, rtpBp, thumbnailUrl: thumbnail === '' ? null : thumbnail };
}

type NumberedRow = { line: number; row: unknown };

function jsonRows(text: string): NumberedRow[] | GameImportError {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { line: 0, message: gameImportText.badJson };
  }
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null && Array.isArray((value as { games?: unknown }).games)
      ? (value as { games: unknown[] }).games
      : null;
  if (!list) return { line: 0, message: gameImportText.badJson };
  return list.map((row, index) => ({ line: index + 1, row }));
}

function csvRows(text: string): NumberedRow[] | GameImportError {
  try {
    const records = parseCsv(text, {
      bom: true,
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
    const first = records[0]?.record;
    if (first && !['id', 'name', 'kind', 'rtp'].every((column) => column in first)) {
      return { line: 1, message: gameImportText.missingColumns };
    }
    return records.map(({ record, info }) => ({ line: info.lines, row: record }));
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return { line: typeof line === 'number' ? line : 0, message: gameImportText.badCsv };
  }
}

/** Reads a game list: every good row, and a Korean error per refused line (nothing is half-read). */
export function parseGameList(format: GameImportFormat, text: string): ParsedGameList {
  if (new TextEncoder().encode(text).length > gameImportLimits.maxBytes) {
    return { games: [], errors: [{ line: 0, message: gameImportText.tooLarge }] };
  }
  const rows = format === 'json' ? jsonRows(text) : csvRows(text);
  if (!Array.isArray(rows)) return { games: [], errors: [rows] };
  if (rows.length === 0) return { games: [], errors: [{ line: 0, message: gameImportText.empty }] };
  if (rows.length > gameImportLimits.maxGames) {
    return { games: [], errors: [{ line: 0, message: gameImportText.tooMany }] };
  }
  const games: ParsedGameList['games'] = [];
  const errors: GameImportError[] = [];
  const seen = new Set<string>();
  for (const { line, row } of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      errors.push({ line, message: gameImportText.notObject });
      continue;
    }
    const game = readGameRow(row as Record<string, unknown>);
    if ('error' in game) errors.push({ line, message: game.error });
    else if (seen.has(game.code)) errors.push({ line, message: gameImportText.duplicateId });
    else {
      seen.add(game.code);
      games.push({ ...game, line });
    }
  }
  return { games, errors };
}
