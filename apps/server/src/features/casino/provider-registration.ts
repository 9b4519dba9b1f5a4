import type { Db } from '../../lib/db/database.ts';
import { type CatalogueGame, upsertProviderCatalogue } from './provider-repository.ts';
import { parseProviderPublicKey } from './wallet-signature.ts';

/** Where the wallet's calls live: POST `{base}/{provider code}/{user/info | ... | transaction/rollback}`. */
export const casinoWalletBasePath = '/api/casino/wallet';

/** The wallet URL a provider with this code calls, on the server at `origin` (e.g. http://127.0.0.1:8080). */
export function casinoWalletUrlOf(origin: string, providerCode: string): string {
  return `${origin.replace(/\/+$/, '')}${casinoWalletBasePath}/${providerCode}`;
}

/** A provider to register on start, with its catalogue. */
export type CasinoProviderRegistration = {
  code: string;
  name: string;
  /** The PEM public key (Ed25519, or RSA of 2048 bits or more) its wallet calls are verified with. */
  publicKeyPem: string;
  /** Where its games are launched (the token, game and lang are added as query parameters). */
  launchUrl: string;
  games: readonly CatalogueGame[];
  /** True when the provider owns its key (staff may not edit it; it is written at every registration). */
  isKeyManaged?: boolean;
  /** Its reconciliation report (a path: this server); absent: derived from the launch URL. */
  reportUrl?: string;
  /** Its game list call (a path: this server). */
  gamesUrl?: string;
};

/**
 * Registers a provider and its games on start (e.g. the built-in one): inserted the first time,
 * refreshed later (key, games' names, kinds and RTP) with the staff's name, switches, lobbies, order,
 * addresses and rules kept. Returns the provider's id.
 */
export async function ensureCasinoProvider(db: Db, provider: CasinoProviderRegistration): Promise<number> {
  if (!/^[a-z0-9-]{1,40}$/.test(provider.code)) throw new Error(`Bad casino provider code ${provider.code}`);
  if (!parseProviderPublicKey(provider.publicKeyPem)) {
    throw new Error(`Casino provider ${provider.code}: not an Ed25519 or RSA (>= 2048 bits) public key`);
  }
  return upsertProviderCatalogue(
    db,
    {
      ...provider,
      isKeyManaged: provider.isKeyManaged ?? false,
      reportUrl: provider.reportUrl ?? null,
      gamesUrl: provider.gamesUrl ?? null,
    },
    provider.games,
  );
}
