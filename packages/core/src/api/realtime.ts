import type { UserContext } from './envelope.ts';

/**
 * The real-time channel (spec sections 4 and 7, DESIGN.md section 3): SockJS at `{origin}/chat`
 * carrying STOMP 1.2. Clients only subscribe; the server publishes. Every body is JSON saying what
 * changed (`type` first), so a client patches one thing or refetches.
 *
 * - `/topic/...` public: anyone may subscribe (odds, fixtures, rounds, site notices).
 * - `/user/queue/...` private: only a logged-in member, and only ever their own messages.
 */
export const realtimePath = '/chat';

/** Spec section 9: reconnect 5 s after a drop, heart-beats both ways every 4 s. */
export const realtimeTimers = { reconnectDelayMs: 5000, heartbeatMs: 4000 } as const;

/**
 * Header of the server's CONNECTED frame: '1' when the handshake's session cookie belonged to a
 * logged-in member (private queues allowed), '0' for a visitor. A page subscribes to
 * `/user/queue/...` only on a member connection.
 */
export const memberConnectionHeader = 'member';

/** The member's private queues: what a member subscribes to, the same for every member. */
export const userQueue = {
  /** {@link UserContextMessage} after every change of balances, grade or unread count. */
  context: '/user/queue/context',
  /** {@link SessionEndedMessage} when this login session ended; the connection closes after it. */
  session: '/user/queue/session',
  /** {@link BetSettledMessage} when one of the member's bets was settled or resettled. */
  bet: '/user/queue/bet',
  /** {@link MessageReceivedMessage} when a message (쪽지) reached the member. */
  message: '/user/queue/message',
  /** {@link MinigameBetsSettledMessage} when the member's bets of a mini-game round were settled. */
  minigame: '/user/queue/minigame',
} as const;

/** The name of a private queue (`context` for `/user/queue/context`). */
export type UserQueueName = keyof typeof userQueue;

/** Body on `/user/queue/context`: the member's userContext as every API reply carries it. */
export type UserContextMessage = { type: 'userContext'; userContext: UserContext };

/** Why a login session ended: logout (this browser or another call), idle/absolute expiry, staff. */
export type SessionEndReason = 'logout' | 'expired' | 'suspended';

/** Body on `/user/queue/session`: the session is over; the client forgets the member and goes home. */
export type SessionEndedMessage = { type: 'sessionEnded'; reason: SessionEndReason };

/**
 * Body on `/user/queue/bet`: a bet of the member was settled, resettled, or reopened by a correction
 * (status 'open' again), or one of its legs settled (status and payout unchanged). The history page
 * refetches; the new cash comes on `/user/queue/context`.
 */
export type BetSettledMessage = {
  type: 'betSettled';
  betId: string;
  status: 'open' | 'won' | 'lost' | 'void' | 'partial' | 'cancelled';
  /** What the bet pays now, whole won (0 when lost or open). */
  payout: number;
  /** What it had paid before this settlement (a resettlement changes it). */
  previousPayout: number;
};

/**
 * Body on `/user/queue/message`: a message reached the member; `messageCount` is their unread count
 * once it arrived, so the header count and the unread alert (spec section 4) update without a reload.
 */
export type MessageReceivedMessage = { type: 'messageReceived'; messageCount: number };

/**
 * Body on `/user/queue/minigame`: the member's open bets of a drawn or voided mini-game round were
 * settled (won, lost or refunded); the lobby refetches the member's bets, the new cash comes on
 * `/user/queue/context`.
 */
export type MinigameBetsSettledMessage = { type: 'minigameBetsSettled'; gameType: number; roundKey: string };
