import { blockKindFilters } from '@hanpan/core/api/protection';
import type { BlockKindFilter } from './api/member-protection.ts';

/** The blocked members list's filter: the kind of block and the page. */
export type BlockedFilter = { kind: BlockKindFilter; page: number };

/** Reads the filter from the address (?kind=&page=); anything unknown is the default. */
export function readBlockedFilter(params: URLSearchParams): BlockedFilter {
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    kind: blockKindFilters.find((known) => known === kind) ?? 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The filter as address parameters (defaults left out). */
export function blockedFilterParams(filter: BlockedFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.kind !== 'all') params.kind = filter.kind;
  if (filter.page > 1) params.page = String(filter.page);
  return params;
}
