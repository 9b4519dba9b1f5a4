import { parseCasinoRoundNumber } from '@hanpan/core/api/casino';
import {
  type StaffCasinoGameList,
  type StaffCasinoRoundPage,
  type StaffCasinoTransactionPage,
  staffCasinoAuditAction,
  staffCasinoText,
} from '@hanpan/core/api/staff-casino';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import type { FetchProviderGames } from './provider-games.ts';
import type { FetchProviderTransactions } from './provider-report.ts';
import { pageStaffRounds, pageStaffTransactions } from './staff-history-repository.ts';
import { createStaffImportService } from './staff-import-service.ts';
import { reasonOf, type StaffCasinoOutcome } from './staff-outcome.ts';
import { presentStaffRound, presentStaffTransaction } from './staff-present.ts';
import { createStaffProviderService } from './staff-provider-service.ts';
import { createStaffCasinoReportsService, kstRangeOf } from './staff-reports.ts';
import { listStaffGames, lockStaffGame, writeStaffGame } from './staff-repository.ts';

/** The back office's casino calls. */
export function createStaffCasinoService(deps: {
  db: Db;
  now: () => Date;
  fetchProviderTransactions: FetchProviderTransactions;
  fetchProviderGames: FetchProviderGames;
}) {
  const { db, now } = deps;
  return {
    ...createStaffCasinoReportsService(deps),
    ...createStaffProviderService(deps),
    ...createStaffImportService(deps),
    /** The games of a provider or lobby. */
    async games(filter: { providerId?: number; category?: 'casino' | 'slot' }): Promise<StaffCasinoGameList> {
      const rows = await listStaffGames(db, filter);
      return {
        list: rows.map((row) => ({ ...row, kind: row.kind as StaffCasinoGameList['list'][number]['kind'] })),
      };
    },

    /** Saves a game's switch, lobby and order (audited). */
    async saveGame(
      actor: StaffActor,
      body: {
        id: number;
        isEnabled: boolean;
        category: 'casino' | 'slot';
        sortOrder: number;
        reason: string;
      },
    ): Promise<StaffCasinoOutcome> {
      const reason = reasonOf(body.reason);
      return db.transaction().execute(async (trx): Promise<StaffCasinoOutcome> => {
        const before = await lockStaffGame(trx, body.id);
        if (!before) return { kind: 'refused', message: staffCasinoText.unknownGame };
        const after = { isEnabled: body.isEnabled, category: body.category, sortOrder: body.sortOrder };
        await writeStaffGame(trx, body.id, after, now());
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          ip: actor.ip,
          action: staffCasinoAuditAction.game,
          targetType: 'casino_game',
          targetId: body.id,
          before: { isEnabled: before.isEnabled, category: before.category, sortOrder: before.sortOrder },
          after,
          reason,
        });
        return { kind: 'ok', message: staffCasinoText.saved };
      });
    },

    /** A page of rounds over KST dates. */
    async rounds(body: {
      round?: string;
      memberLoginId?: string;
      gameId?: number;
      status?: 'open' | 'closed' | 'rolled_back';
      from: string;
      until: string;
      page: number;
    }): Promise<StaffCasinoRoundPage> {
      const range = kstRangeOf(body.from, body.until);
      const roundId = body.round === undefined ? null : parseCasinoRoundNumber(body.round);
      const { rows, total } = await pageStaffRounds(db, {
        ...range,
        round:
          body.round === undefined
            ? undefined
            : { id: roundId === null ? null : BigInt(roundId), providerRoundId: body.round },
        memberLoginId: body.memberLoginId,
        gameId: body.gameId,
        status: body.status,
        offset: (body.page - 1) * staffPageSize,
        limit: staffPageSize,
      });
      return { list: rows.map(presentStaffRound), total, page: body.page, pageSize: staffPageSize };
    },

    /** A page of wallet transactions over KST dates. */
    async transactions(body: {
      memberLoginId?: string;
      roundId?: string;
      from: string;
      until: string;
      page: number;
    }): Promise<StaffCasinoTransactionPage> {
      const range = kstRangeOf(body.from, body.until);
      const { rows, total } = await pageStaffTransactions(db, {
        ...range,
        memberLoginId: body.memberLoginId,
        roundId: body.roundId === undefined ? undefined : BigInt(body.roundId),
        offset: (body.page - 1) * staffPageSize,
        limit: staffPageSize,
      });
      return { list: rows.map(presentStaffTransaction), total, page: body.page, pageSize: staffPageSize };
    },
  };
}

/** The back office's casino calls. */
export type StaffCasinoService = ReturnType<typeof createStaffCasinoService>;
