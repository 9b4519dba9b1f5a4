import type { WalletPlayRules } from '@hanpan/core/api/casino-wallet';
import {
  isProviderUrl,
  type StaffCasinoProviderList,
  staffCasinoAuditAction,
  staffCasinoText,
} from '@hanpan/core/api/staff-casino';
import type { Db } from '../../lib/db/database.ts';
import { uniqueViolationConstraint } from '../../lib/db/errors.ts';
import { AppError } from '../../lib/http/app-error.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import { casinoWalletBasePath } from './provider-registration.ts';
import { hasControlCharacter, reasonOf, type StaffCasinoOutcome } from './staff-outcome.ts';
import {
  hasProviderCode,
  insertStaffProvider,
  listStaffProviders,
  lockStaffProvider,
  writeStaffProvider,
} from './staff-repository.ts';
import { parseProviderPublicKey } from './wallet-signature.ts';

// The back office's providers: the list, a provider's settings, and a new provider (an aggregator).

// A key-managed provider (the built-in one) is served by this server: a path is allowed for it.
const isAddressOf = (url: string, isKeyManaged: boolean) =>
  !hasControlCharacter(url) && (isProviderUrl(url) || (isKeyManaged && /^\/[^\s/][^\s]*$/.test(url)));

/** The provider's key trimmed, or code 2 with the Korean message when it is not Ed25519 / RSA >= 2048. */
function publicKeyOf(text: string): string {
  const publicKey = text.trim();
  if (!parseProviderPublicKey(publicKey)) throw new AppError('invalidInput', staffCasinoText.badPublicKey);
  return publicKey;
}

function checkRules(rules: WalletPlayRules): void {
  if (rules.minSpinMs < 2_500 || rules.minSpinMs > 10_000) {
    throw new AppError('invalidInput', staffCasinoText.badMinSpinMs);
  }
}

/** A save of an existing provider; absent name or addresses stay as they are. */
export type ProviderSave = {
  id: number;
  isEnabled: boolean;
  name?: string | undefined;
  publicKey: string;
  launchUrl: string;
  reportUrl?: string | null | undefined;
  gamesUrl?: string | null | undefined;
  rules: WalletPlayRules;
  reason: string;
};

/** A new provider as staff typed it (addresses already checked by core's schema). */
export type ProviderCreate = Omit<ProviderSave, 'id' | 'name' | 'reportUrl' | 'gamesUrl'> & {
  code: string;
  name: string;
  reportUrl: string;
  gamesUrl: string | null;
};

/** The back office's provider calls. */
export function createStaffProviderService({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** Every provider with its key, addresses, switch, rules and game counts. */
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

    /**
     * Saves a provider's name, switch, key, addresses and play rules (audited with before and after).
     * A key the provider manages itself is refused (it would be replaced at the next start).
     */
    async saveProvider(actor: StaffActor, body: ProviderSave): Promise<StaffCasinoOutcome> {
      const reason = reasonOf(body.reason);
      const publicKey = publicKeyOf(body.publicKey);
      checkRules(body.rules);
      return db.transaction().execute(async (trx): Promise<StaffCasinoOutcome> => {
        const before = await lockStaffProvider(trx, body.id);
        if (!before) return { kind: 'refused', message: staffCasinoText.unknownProvider };
        if (before.isKeyManaged && publicKey !== before.publicKey.trim()) {
          return { kind: 'refused', message: staffCasinoText.managedKey };
        }
        if (!isAddressOf(body.launchUrl, before.isKeyManaged)) {
          throw new AppError('invalidInput', staffCasinoText.badLaunchUrl);
        }
        if (body.reportUrl && !isAddressOf(body.reportUrl, before.isKeyManaged)) {
          throw new AppError('invalidInput', staffCasinoText.badReportUrl);
        }
        if (body.gamesUrl && !isAddressOf(body.gamesUrl, before.isKeyManaged)) {
          throw new AppError('invalidInput', staffCasinoText.badGamesUrl);
        }
        const { id: _id, isKeyManaged: _managed, ...beforeSettings } = before;
        const after = {
          name: body.name ?? before.name,
          isEnabled: body.isEnabled,
          publicKey: before.isKeyManaged ? before.publicKey : publicKey,
          launchUrl: body.launchUrl,
          reportUrl: body.reportUrl === undefined ? before.reportUrl : body.reportUrl,
          gamesUrl: body.gamesUrl === undefined ? before.gamesUrl : body.gamesUrl,
          rules: body.rules,
        };
        await writeStaffProvider(trx, body.id, after, now());
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          ip: actor.ip,
          action: staffCasinoAuditAction.provider,
          targetType: 'casino_provider',
          targetId: body.id,
          before: beforeSettings,
          after,
          reason,
        });
        return { kind: 'ok', message: staffCasinoText.saved };
      });
    },

    /** Adds a provider with its key and addresses (audited); a code already in use is refused. */
    async createProvider(
      actor: StaffActor,
      body: ProviderCreate,
    ): Promise<StaffCasinoOutcome & { id?: number }> {
      const reason = reasonOf(body.reason);
      const publicKey = publicKeyOf(body.publicKey);
      checkRules(body.rules);
      const duplicate = { kind: 'refused', message: staffCasinoText.duplicateCode } as const;
      try {
        return await db.transaction().execute(async (trx) => {
          if (await hasProviderCode(trx, body.code)) return duplicate;
          const provider = {
            code: body.code,
            name: body.name,
            isEnabled: body.isEnabled,
            publicKey,
            launchUrl: body.launchUrl,
            reportUrl: body.reportUrl,
            gamesUrl: body.gamesUrl,
            rules: body.rules,
          };
          const id = await insertStaffProvider(trx, provider, now());
          await recordStaffAction(trx, {
            staffId: actor.staffId,
            ip: actor.ip,
            action: staffCasinoAuditAction.providerCreate,
            targetType: 'casino_provider',
            targetId: id,
            before: null,
            after: provider,
            reason,
          });
          return { kind: 'ok', message: staffCasinoText.created, id } as const;
        });
      } catch (error) {
        // Two staff adding the same code at once: the second meets the unique constraint.
        if (uniqueViolationConstraint(error) !== null) return duplicate;
        throw error;
      }
    },
  };
}
