import type { WalletPlayRules } from '@hanpan/core/api/casino-wallet';

// The calls between the game page and the provider's server (/skyhub/api/*). Amounts are whole won.

/** The fairness inputs of the player's next round (the server seed itself stays secret until rotated). */
export type FairnessView = { serverSeedHash: string; clientSeed: string; nonce: number };

/** Answer of POST /skyhub/api/session. */
export type SessionReply = {
  sessionId: string;
  balance: number;
  nick: string;
  rules: WalletPlayRules;
  game: { code: string; name: string; kind: string; category: string; rtpBp: number };
  /** The game's definition (slot paytable, reels) for the page to draw and explain. */
  definition: unknown;
  stakes: number[];
  fairness: FairnessView;
  /** A blackjack hand left in play by an earlier page of this player, to resume. */
  openRound: RoundReply | null;
};

/** What GET /skyhub/play puts in the page: the session it opened, or why it could not. */
export type PlayPageData = { session: SessionReply } | { error: string };

/** A played round as the page shows it. `pending` = the win is not yet credited (shown as waiting). */
export type RoundReply = {
  roundId: string;
  stake: number;
  win: number;
  outcome: unknown;
  /** The blackjack hand while it is being played. */
  state?: unknown;
  status: 'open' | 'pending' | 'settled' | 'cancelled';
  /** The balance after the round; null when this step moved no money (a blackjack hit or stand). */
  balance: number | null;
  fairness: FairnessView;
};

/** One past round with what the player needs to re-check it. */
export type HistoryRound = {
  roundId: string;
  game: string;
  stake: number;
  win: number;
  status: string;
  createdAt: string;
  params: unknown;
  outcome: unknown;
  clientSeed: string;
  nonce: number;
  serverSeedHash: string;
  /** Empty until the player rotates the seeds. */
  serverSeed: string;
};

/** Answer of POST /skyhub/api/fairness/rotate: the old seed revealed, and the new pair. */
export type RotateReply = {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number } | null;
  fairness: FairnessView;
};

/** An error answer (HTTP 4xx): a code and a Korean message. */
export type ErrorReply = { code: string; message: string; balance?: number };
