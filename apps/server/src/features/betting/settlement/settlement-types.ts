/** What started a settlement pass: a feed result, a staff decision, or the start-up catch-up. */
export type SettlementSource = 'feed' | 'manual' | 'catch_up';

/** What one settlement pass did. */
export type SettlementReport = {
  /** Bets whose status or payout changed (first settlements and resettlements). */
  betsSettled: number;
  /** Of those, bets settled before (a correction: the earlier payout reversed). */
  betsResettled: number;
  /** Whole won credited to members (new payouts). */
  paid: bigint;
  /** Whole won taken back by reversals (debts included). */
  reversed: bigint;
};

/**
 * Settles bets from their outcomes' effective settlement values (a staff member's manual value first,
 * else the feed's). The database is the queue: a leg whose stored settlement value differs from its
 * outcome's effective one is waiting, so a pass can be repeated, run by two workers at once or after a
 * crash, and each bet is paid exactly once per settlement version.
 */
export type SettlementService = {
  /** Settles (or resettles) every bet with a leg on these outcomes; resolves when done. */
  settleOutcomes(outcomeIds: readonly bigint[], source: SettlementSource): Promise<SettlementReport>;
  /** Settles everything waiting (run once at start for what the server missed while down). */
  catchUp(): Promise<SettlementReport>;
  /** Tells the worker the feed settled these outcomes (after the feed's transaction committed). */
  notifyOutcomesSettled(outcomeIds: readonly bigint[]): void;
  /** Resolves once every notified outcome has been settled (for tests and shutdown). */
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};
