/** TanStack Query keys of the betting feature. */
export const bettingQueryKeys = {
  all: ['betting'] as const,
  limit: ['betting', 'limit'] as const,
};
