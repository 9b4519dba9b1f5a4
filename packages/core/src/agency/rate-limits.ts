import type { AgencyProduct } from './products.ts';

// The one rule of rates in the partner tree (issue 26): a child's rate for a product and folder bucket
// may reach its parent's rate of that bucket, or of the whole product (bucket 0) when the parent sets
// none per bucket; nothing when the parent has no rate for the product. The partner area and the back
// office both check rates with it, in both directions (a child's against its parent's, a parent's new
// rates against its children's).

/** A rate of one product and folder bucket, in basis points. */
export type BucketRate = { product: AgencyProduct; folders: number; rateBp: number };

/** The highest rate a child may have for the product and folder bucket, given its parent's rates. */
export function rateLimitOf(
  parentRates: readonly BucketRate[],
  product: AgencyProduct,
  folders: number,
): number {
  const exact = parentRates.find((rate) => rate.product === product && rate.folders === folders);
  if (exact) return exact.rateBp;
  return parentRates.find((rate) => rate.product === product && rate.folders === 0)?.rateBp ?? 0;
}

/** Whether any of the child's rates is above what the parent's rates allow. */
export function exceedsRateLimits(
  childRates: readonly BucketRate[],
  parentRates: readonly BucketRate[],
): boolean {
  return childRates.some((rate) => rate.rateBp > rateLimitOf(parentRates, rate.product, rate.folders));
}
