import { z } from 'zod';
import { getSignedFromProvider, type ProviderCallOptions, providerAddressOf } from './provider-call.ts';
import type { WalletProviderRow } from './provider-repository.ts';

// The provider's own list of a KST day's wallet transactions, for the daily reconciliation:
// GET {report URL}?date=YYYY-MM-DD (without one, {launch URL's origin}/skyhub/api/report/transactions),
// answered with JSON signed by the provider (x-signature over the raw body, as its wallet calls).

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

/** The report's URL: the provider's report URL, else the launch URL's origin (a path: `localOrigin`). */
export function providerReportUrlOf(
  provider: Pick<WalletProviderRow, 'launchUrl' | 'reportUrl'>,
  localOrigin: string,
  date: string,
): string {
  const base = provider.reportUrl
    ? providerAddressOf(provider.reportUrl, localOrigin)
    : `${/^https?:\/\//.test(provider.launchUrl) ? new URL(provider.launchUrl).origin : localOrigin}/skyhub/api/report/transactions`;
  const url = new URL(base);
  url.searchParams.set('date', date);
  return url.toString();
}

const maxReportBytes = 256 * 1024 * 1024;

/** The production fetcher: HTTP GET with a timeout, the signature verified against the provider's key. */
export function createProviderReportFetcher(options: ProviderCallOptions): FetchProviderTransactions {
  return async (provider, date) => {
    const url = providerReportUrlOf(provider, options.localOrigin(), date);
    const text = await getSignedFromProvider(options, provider, url, maxReportBytes);
    const parsed = providerReportSchema.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.date !== date) throw new Error(`Provider report ${url}: malformed`);
    return parsed.data.transactions;
  };
}
