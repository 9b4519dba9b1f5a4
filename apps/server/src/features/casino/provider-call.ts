import { walletSignatureHeader } from '@hanpan/core/api/casino-wallet';
import type { WalletProviderRow } from './provider-repository.ts';
import { isValidWalletSignature } from './wallet-signature.ts';

// Our calls to a provider (its daily report, its game list): a GET whose JSON answer the provider
// signs with its key (x-signature over the raw body, as its wallet calls), so only the key we hold
// for it vouches for the answer, wherever the URL points.

/** An address of the provider's; a path is on this server (`localOrigin`, the built-in provider). */
export function providerAddressOf(url: string, localOrigin: string): string {
  return url.startsWith('/') ? `${localOrigin}${url}` : url;
}

/** How our calls to providers reach them. */
export type ProviderCallOptions = {
  localOrigin: () => string;
  /** Headers a provider's calls ask for (e.g. the built-in provider's shared key). */
  headersFor?: (provider: WalletProviderRow) => Record<string, string>;
  timeoutMs?: number;
};

/** GETs `url` from the provider and returns the signed body's text; throws when unreachable, too large or unsigned. */
export async function getSignedFromProvider(
  options: ProviderCallOptions,
  provider: WalletProviderRow,
  url: string,
  maxBytes: number,
): Promise<string> {
  const response = await fetch(url, {
    headers: options.headersFor?.(provider) ?? {},
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  if (!response.ok) throw new Error(`Provider call ${url}: HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new Error(`Provider call ${url}: ${declared} bytes`);
  const raw = Buffer.from(await response.arrayBuffer());
  if (raw.length > maxBytes) throw new Error(`Provider call ${url}: ${raw.length} bytes`);
  if (!isValidWalletSignature(provider.publicKey, raw, response.headers.get(walletSignatureHeader))) {
    throw new Error(`Provider call ${url}: bad signature`);
  }
  return raw.toString('utf8');
}
