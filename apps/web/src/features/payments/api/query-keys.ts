/** TanStack Query keys of the payments feature; `all` invalidates every one of them. */
export const paymentQueryKeys = {
  all: ['payments'] as const,
  chargeInfo: ['payments', 'charge-info'] as const,
  chargeList: (page: number) => ['payments', 'charge-list', page] as const,
  exchangeInfo: ['payments', 'exchange-info'] as const,
  exchangeList: (page: number) => ['payments', 'exchange-list', page] as const,
};

/** While a request waits for staff, its page asks again this often (a rejection changes no balance). */
export const pendingPollMs = 20_000;
