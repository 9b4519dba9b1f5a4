/** Query key prefix of the casino back-office reads (a save refreshes them all). */
export const casinoQueryKey = ['casino'] as const;
