import { z } from 'zod';
import type { CasinoCategory, CasinoGameKind } from './casino.ts';
import { staffText } from './staff-codes.ts';
import { storableText } from './text.ts';

// A provider's game list imported into the catalogue (issue 23), from a file staff upload (JSON or
// CSV) or from the provider's own list call (JSON). One row per game:
//   id         the provider's game id (A-Z a-z 0-9 - _ . :, up to 100)
//   name       the Korean name shown in the lobby (up to 100)
//   kind       casino | slot (카지노 | 슬롯): the lobby it goes to
//   rtp        return to player in percent (96.5), above 0 and up to 100, two decimals at most
//   thumbnail  optional image URL (https; http only for localhost)
//   category   optional game type: baccarat | roulette | blackjack (casino), slot-classic | slot-lines |
//              slot-free-spins (slot), or their Korean names; a slot without one is slot-lines, a
//              casino game must name one
// JSON: an array of such objects, or { "games": [...] }. CSV: a header line naming the columns.
// The parser is the server's casino game-list-parse.ts (its CSV library is not for the browser).

/** The largest list accepted. */
export const gameImportLimits = { maxGames: 5_000, maxBytes: 2 * 1024 * 1024 } as const;

/** The file formats. */
export const gameImportFormats = ['json', 'csv'] as const;

/** A file format. */
export type GameImportFormat = (typeof gameImportFormats)[number];

/** Korean messages of the import. */
export const gameImportText = {
  tooLarge: '게임 목록은 2MB 이하여야 합니다.',
  tooMany: `게임은 한 번에 ${gameImportLimits.maxGames.toLocaleString('ko-KR')}개까지 가져올 수 있습니다.`,
  empty: '가져올 게임이 없습니다.',
  badJson: 'JSON 형식이 아닙니다. 게임 배열 또는 { "games": [...] } 형식이어야 합니다.',
  badCsv: 'CSV 형식이 올바르지 않습니다.',
  missingColumns: 'CSV 첫 줄에 id, name, kind, rtp 열이 있어야 합니다.',
  notObject: '게임 항목은 객체여야 합니다.',
  badId: '게임 ID는 영문, 숫자, -, _, ., : 로 1~100자여야 합니다.',
  duplicateId: '같은 게임 ID가 목록에 두 번 있습니다.',
  badName: '게임 이름을 1~100자로 입력해 주세요.',
  badKind: 'kind는 casino 또는 slot이어야 합니다.',
  badRtp: 'RTP는 0 초과 100 이하의 퍼센트 숫자(소수점 둘째 자리까지)여야 합니다.',
  badThumbnail: '썸네일은 https 주소여야 합니다. (http는 localhost만 허용)',
  badCategory: 'category가 kind와 맞지 않거나 알 수 없는 게임 유형입니다.',
  categoryRequired: '카지노 게임은 category(baccarat, roulette, blackjack)를 입력해 주세요.',
  hasErrors: '오류가 있는 줄을 고친 뒤 다시 가져와 주세요.',
  noGamesUrl: '이 게임사에는 게임 목록 주소가 없습니다.',
  providerUnreachable: '게임사 게임 목록을 받아오지 못했습니다. 주소와 서명을 확인해 주세요.',
  imported: '게임 목록을 가져왔습니다.',
} as const;

/** A game as the list describes it (RTP in basis points: 96.5 % -> 9650). */
export type ImportedGame = {
  code: string;
  name: string;
  category: CasinoCategory;
  kind: CasinoGameKind;
  rtpBp: number;
  thumbnailUrl: string | null;
};

/** A refused row: its CSV line (header = 1) or JSON item number (from 1); 0 for the whole list. */
export type GameImportError = { line: number; message: string };

/** A parsed list: the good rows with their line, and the refused ones. */
export type ParsedGameList = { games: (ImportedGame & { line: number })[]; errors: GameImportError[] };

/** The format a file name says (.json / .csv), or null. */
export function gameImportFormatOf(fileName: string): GameImportFormat | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'json' || extension === 'csv' ? extension : null;
}

const sourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('file'),
      format: z.enum(gameImportFormats, { error: gameImportText.badJson }),
      content: storableText(gameImportText.badCsv, {
        kind: 'multiline',
        typeMessage: gameImportText.empty,
      }).max(gameImportLimits.maxBytes, gameImportText.tooLarge),
    }),
    z.object({ kind: z.literal('provider') }),
  ],
  { error: gameImportText.empty },
);

/** Body of games/import/preview: a provider and where its list comes from. */
export const staffCasinoImportPreviewSchema = z.object({
  providerId: z.number().int().positive(),
  source: sourceSchema,
});

/** Body of games/import/confirm: the same, with the reason. */
export const staffCasinoImportConfirmSchema = staffCasinoImportPreviewSchema.extend({
  reason: storableText(staffText.reasonRequired, { kind: 'multiline', typeMessage: staffText.reasonRequired })
    .trim()
    .min(1, staffText.reasonRequired)
    .max(500, staffText.reasonRequired),
});

/** Body of games/import/preview. */
export type StaffCasinoImportPreviewBody = z.input<typeof staffCasinoImportPreviewSchema>;

/** How a row compares with the catalogue. */
export type GameImportChange = 'new' | 'changed' | 'unchanged';

/** Korean names of the changes. */
export const gameImportChangeText = {
  new: '신규',
  changed: '변경',
  unchanged: '동일',
} as const satisfies Record<GameImportChange, string>;

/** data of games/import/preview. */
export type StaffCasinoImportPreview = {
  rows: (ImportedGame & { line: number; change: GameImportChange })[];
  errors: GameImportError[];
  counts: Record<GameImportChange, number> & { errors: number };
};

/** data of games/import/confirm. */
export type StaffCasinoImportResult = { message: string; counts: Record<GameImportChange, number> };
