/** TanStack Query keys of the partner area; `all` invalidates every one of them. */
export const agencyQueryKeys = {
  all: ['agency'] as const,
  summary: (from: string, to: string) => ['agency', 'summary', from, to] as const,
  statements: (from: string, to: string) => ['agency', 'statements', from, to] as const,
  members: (search: string, partnerId: number | null, page: number) =>
    ['agency', 'members', search, partnerId, page] as const,
  partners: ['agency', 'partners'] as const,
  joinCodes: ['agency', 'join-codes'] as const,
  cashHistory: (page: number, agencyCash: number) => ['agency', 'cash-history', page, agencyCash] as const,
};
