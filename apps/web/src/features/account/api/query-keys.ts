/** TanStack Query keys of 마이페이지. */
export const accountQueryKeys = {
  all: ['account'] as const,
  info: ['account', 'info'] as const,
  logins: ['account', 'logins'] as const,
  sessions: ['account', 'sessions'] as const,
  bankChanges: ['account', 'bankChanges'] as const,
  statement: (from: string, to: string) => ['account', 'statement', from, to] as const,
};
