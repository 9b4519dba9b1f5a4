import { gameImportLimits, type ParsedGameList } from '@hanpan/core/api/staff-casino-import';
import { parseGameList } from './game-list-parse.ts';
import { getSignedFromProvider, type ProviderCallOptions, providerAddressOf } from './provider-call.ts';
import type { WalletProviderRow } from './provider-repository.ts';

// The provider's list call: GET {games URL}, a signed JSON game list in the import format
// (core's staff-casino-import: { "games": [{ id, name, kind, rtp, thumbnail?, category? }] }).

/** Reads a provider's game list from its list call; throws when it cannot (no URL, unreachable, unsigned). */
export type FetchProviderGames = (provider: WalletProviderRow) => Promise<ParsedGameList>;

/** The production fetcher: HTTP GET with a timeout, the signature verified against the provider's key. */
export function createProviderGamesFetcher(options: ProviderCallOptions): FetchProviderGames {
  return async (provider) => {
    if (!provider.gamesUrl) throw new Error(`Provider ${provider.code} has no games URL`);
    const url = providerAddressOf(provider.gamesUrl, options.localOrigin());
    return parseGameList(
      'json',
      await getSignedFromProvider(options, provider, url, gameImportLimits.maxBytes),
    );
  };
}
