/** TanStack Query keys of player protection. */
export const protectionQueryKeys = {
  all: ['protection'] as const,
  limits: ['protection', 'limits'] as const,
  session: ['protection', 'session'] as const,
};
