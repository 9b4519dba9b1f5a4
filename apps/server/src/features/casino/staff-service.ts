import { parseCasinoRoundNumber } from '@hanpan/core/api/casino';
import type { WalletPlayRules } from '@hanpan/core/api/casino-wallet';
import {
  type StaffCasinoGameList,
  type StaffCasinoProviderList,
  type StaffCasinoRoundPage,
  type StaffCasinoTransactionPage,
  staffCasinoAuditAction,
  staffCasinoText,
} from '@hanpan/core/api/staff-casino';
import { staffPageSize, staffText } from '@hanpan/core/api/staff-codes';
import type { Db } from '../../lib/db/database.ts';
import { AppError } from '../../lib/http/app-error.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { insertAuditEntry } from '../staff/audit-repository.ts';
import { casinoWalletBasePath } from './provider-registration.ts';
import type { FetchProviderTransactions } from './provider-report.ts';
import { pageStaffRounds, pageStaffTransactions } from './staff-history-repository.ts';
import { presentStaffRound, presentStaffTransaction } from './staff-present.ts';
import { createStaffCasinoReportsService, kstRangeOf } from './staff-reports.ts';
import {
  listStaffGames,
  listStaffProviders,
  lockStaffGame,
  lockStaffProvider,
  writeStaffGame,
  writeStaffProvider,
} from './staff-repository.ts';
import { parseProviderPublicKey } from './wallet-signature.ts';

/** A save's outcome: done, or refused with a Korean message. */
export type StaffCasinoOutcome = { kind: 'ok'; message: string } | { kind: 'refused'; message: string };

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20);

/** The reason of a save, trimmed; code 2 with the Korean message when empty. */
function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '' || hasControlCharacter(trimmed))
    throw new AppError('invalidInput', staffText.reasonRequired);
  return trimmed;
}

const isLaunchUrl = (url: string) =>
  !hasControlCharacter(url) && (/^https?:\/\/[^\s]+$/.test(url) || /^\/[^\s/][^\s]*$/.test(url));

/** The back office's casino calls. */
export function createStaffCasinoService(deps: {
  db: Db;
  now: () => Date;
  fetchProviderTransactions: FetchProviderTransactions;
}) {
  const { db, now } = deps;
  return {
    ...createStaffCasinoReportsService(deps),
    /** Every provider with its key, switch, rules and game counts. */
    async providers(): Promise<StaffCasinoProviderList> {
      const rows = await listStaffProviders(db);
      return {
        list: rows.map((row) => ({
          ...row,
          walletUrl: `${casinoWalletBasePath}/${row.code}`,
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    /** Saves a provider's switch, key, launch URL and play rules (audited with before and after). */
    async saveProvider(
      actor: StaffActor,
      body: {
        id: number;
        isEnabled: boolean;
        publicKey: string;
        launchUrl: string;
        rules: WalletPlayRules;
        reason: string;
      },
    ): Promise<StaffCasinoOutcome> {
      const reason = reasonOf(body.reason);
      const publicKey = body.publicKey.trim();
      if (!parseProviderPublicKey(publicKey))
        throw new AppError('invalidInput', staffCasinoText.badPublicKey);
      if (!isLaunchUrl(body.launchUrl)) throw new AppError('invalidInput', staffCasinoText.badLaunchUrl);
      if (body.rules.minSpinMs < 2_500 || body.rules.minSpinMs > 10_000) {
        throw new AppError('invalidInput', staffCasinoText.badMinSpinMs);
      }
      return db.transaction().execute(async (trx): Promise<StaffCasinoOutcome> => {
        const before = await lockStaffProvider(trx, body.id);
        if (!before) return { kind: 'refused', message: staffCasinoText.unknownProvider };
        const after = { isEnabled: body.isEnabled, publicKey, launchUrl: body.launchUrl, rules: body.rules };
        await writeStaffProvider(trx, body.id, after, now());
        await insertAuditEntry(trx, {
          staffId: actor.staffId,
          ip: actor.ip,
          action: staffCasinoAuditAction.provider,
          targetType: 'casino_provider',
          targetId: body.id,
          before: {
            isEnabled: before.isEnabled,
            publicKey: before.publicKey,
            launchUrl: before.launchUrl,
            rules: before.rules,
          },
          after,
          reason,
        });
        return { kind: 'ok', message: staffCasinoText.saved };
      });
    },

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
        await insertAuditEntry(trx, {
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
