import { staffCasinoAuditAction, staffCasinoText } from '@hanpan/core/api/staff-casino';
import {
  type GameImportChange,
  type GameImportFormat,
  gameImportText,
  type ImportedGame,
  type ParsedGameList,
  type StaffCasinoImportPreview,
} from '@hanpan/core/api/staff-casino-import';
import type { Db } from '../../lib/db/database.ts';
import { AppError } from '../../lib/http/app-error.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import { parseGameList } from './game-list-parse.ts';
import {
  analyzeImportedGames,
  type ImportedGameSnapshot,
  listImportSnapshot,
  lockImportProvider,
  upsertImportedGames,
} from './import-repository.ts';
import type { FetchProviderGames } from './provider-games.ts';
import { findProviderById } from './provider-repository.ts';
import type { StaffCasinoOutcome } from './staff-outcome.ts';

// Importing a provider's game list: previewed against the catalogue (new / changed / unchanged, and
// each refused line), then confirmed with a reason. The list is read again at confirm (a file is
// sent again; the provider's list is called again), parsed by the same core parser, so what is
// written is what the rules accept, never what a client says it previewed.

/** Where a list comes from. */
export type GameImportSource =
  | { kind: 'file'; format: GameImportFormat; content: string }
  | { kind: 'provider' };

const changeOf = (game: ImportedGame, known: ImportedGameSnapshot | undefined): GameImportChange => {
  if (!known) return 'new';
  const same =
    known.name === game.name &&
    known.kind === game.kind &&
    known.rtpBp === game.rtpBp &&
    known.thumbnailUrl === game.thumbnailUrl;
  return same ? 'unchanged' : 'changed';
};

const countsOf = (rows: { change: GameImportChange }[]) => {
  const counts: Record<GameImportChange, number> = { new: 0, changed: 0, unchanged: 0 };
  for (const row of rows) counts[row.change] += 1;
  return counts;
};

/** The import calls of the back office. */
export function createStaffImportService(deps: {
  db: Db;
  now: () => Date;
  fetchProviderGames: FetchProviderGames;
}) {
  const { db, now } = deps;

  /** The list read from its source, or a refusal (unknown provider, no list call, unreachable). */
  async function readList(
    providerId: number,
    source: GameImportSource,
  ): Promise<ParsedGameList | { kind: 'refused'; message: string }> {
    const provider = await findProviderById(db, providerId);
    if (!provider) return { kind: 'refused', message: staffCasinoText.unknownProvider };
    if (source.kind === 'file') return parseGameList(source.format, source.content);
    if (!provider.gamesUrl) return { kind: 'refused', message: gameImportText.noGamesUrl };
    try {
      return await deps.fetchProviderGames(provider);
    } catch {
      return { kind: 'refused', message: gameImportText.providerUnreachable };
    }
  }

  return {
    /** The list's rows marked new / changed / unchanged against the catalogue, and its refused lines. */
    async previewImport(body: {
      providerId: number;
      source: GameImportSource;
    }): Promise<StaffCasinoImportPreview | { kind: 'refused'; message: string }> {
      const list = await readList(body.providerId, body.source);
      if ('kind' in list) return list;
      const known = await listImportSnapshot(db, body.providerId);
      const rows = list.games.map((game) => ({ ...game, change: changeOf(game, known.get(game.code)) }));
      return { rows, errors: list.errors, counts: { ...countsOf(rows), errors: list.errors.length } };
    },

    /** Upserts the list (refused whole while any line is bad), audited with its counts and the reason. */
    async confirmImport(
      actor: StaffActor,
      body: { providerId: number; source: GameImportSource; reason: string },
    ): Promise<(StaffCasinoOutcome & { counts?: Record<GameImportChange, number> }) | never> {
      const list = await readList(body.providerId, body.source);
      if ('kind' in list) return list;
      if (list.errors.length > 0) throw new AppError('invalidInput', gameImportText.hasErrors);
      const games = list.games.map(({ line: _line, ...game }) => game);
      const outcome = await db.transaction().execute(async (trx) => {
        if (!(await lockImportProvider(trx, body.providerId))) {
          return { kind: 'refused', message: staffCasinoText.unknownProvider } as const;
        }
        const known = await listImportSnapshot(trx, body.providerId);
        const counts = countsOf(games.map((game) => ({ change: changeOf(game, known.get(game.code)) })));
        await upsertImportedGames(trx, body.providerId, games, now());
        const source = body.source.kind === 'file' ? `file:${body.source.format}` : 'provider';
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          ip: actor.ip,
          action: staffCasinoAuditAction.gameImport,
          targetType: 'casino_provider',
          targetId: body.providerId,
          before: null,
          after: { source, games: games.length, ...counts },
          reason: body.reason,
        });
        return { kind: 'ok', message: gameImportText.imported, counts } as const;
      });
      if (outcome.kind === 'ok') await analyzeImportedGames(db);
      return outcome;
    },
  };
}
