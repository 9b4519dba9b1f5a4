/** One leg of a transfer: a signed amount on one account (credit > 0, debit < 0). */
export type TransferLeg = { accountId: number; amount: bigint };
