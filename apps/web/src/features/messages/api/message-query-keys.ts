/** Query keys of the member's messages. */
export const messageQueryKeys = {
  all: ['messages'] as const,
  page: (page: number) => ['messages', 'list', page] as const,
};
