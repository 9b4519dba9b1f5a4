import { walletSignatureHeader } from '@hanpan/core/api/casino-wallet';
import { z } from 'zod';
import type { WalletProviderRow } from './provider-repository.ts';
import { isValidWalletSignature } from './wallet-signature.ts';

// The provider's own list of a KST day's wallet transactions, for the daily reconciliation:
// GET {launch URL's origin}/skyhub/api/report/transactions?date=YYYY-MM-DD, answered with JSON signed
// by the provider (x-signature over the raw body, as its wallet calls).

const uuid = z.string().min(1).max(100);

/** The provider's report body. */
export const providerReportSchema = z.object({
  date: z.string(),
  transactions: z
    .array(
      z.object({
        transaction_uuid: uuid,
        kind: z.enum(['bet', 'win', 'rollback']),
        amount: z.number().int().min(0),
        round: uuid,
        reference_transaction_uuid: uuid.nullable(),
        user: uuid,
        created_at: z.string(),
      }),
    )
    .max(1_000_000),
});

/** One transaction of the provider's report. */
export type ProviderReportTransaction = z.infer<typeof providerReportSchema>['transactions'][number];

/** Reads a provider's transactions of a KST day; throws when it cannot (unreachable, unsigned, malformed). */
export type FetchProviderTransactions = (
  provider: WalletProviderRow,
  date: string,
) => Promise<ProviderReportTransaction[]>;

/** The report's URL: the launch URL's origin (a path launch URL is on this server, `localOrigin`). */
export function providerReportUrlOf(launchUrl: string, localOrigin: string, date: string): string {
  const origin = /^https?:\/\//.test(launchUrl) ? new URL(launchUrl).origin : localOrigin;
  return `${origin}/skyhub/api/report/transactions?date=${encodeURIComponent(date)}`;
}

/** The production fetcher: HTTP GET with a timeout, the signature verified against the provider's key. */
export function createProviderReportFetcher(deps: {
  localOrigin: () => string;
  /** Headers a provider's report asks for (e.g. its key). */
  headersFor?: (provider: WalletProviderRow) => Record<string, string>;
  timeoutMs?: number;
}): FetchProviderTransactions {
  return async (provider, date) => {
    const url = providerReportUrlOf(provider.launchUrl, deps.localOrigin(), date);
    const response = await fetch(url, {
      headers: deps.headersFor?.(provider) ?? {},
      signal: AbortSignal.timeout(deps.timeoutMs ?? 15_000),
    });
    if (!response.ok) throw new Error(`Provider report ${url}: HTTP ${response.status}`);
    const raw = Buffer.from(await response.arrayBuffer());
    if (!isValidWalletSignature(provider.publicKey, raw, response.headers.get(walletSignatureHeader))) {
      throw new Error(`Provider report ${url}: bad signature`);
    }
    const parsed = providerReportSchema.safeParse(JSON.parse(raw.toString('utf8')));
    if (!parsed.success || parsed.data.date !== date) throw new Error(`Provider report ${url}: malformed`);
    return parsed.data.transactions;
  };
}
