import { z } from 'zod';

// The seamless wallet that game providers call (issue 16), modelled on Hub88's operator wallet API
// (REFERENCE.md "Casino seamless wallet"): five POST calls with JSON bodies, each body signed by the
// provider (an Ed25519 or RSA-SHA256 signature of the raw body bytes, base64 in the `X-Signature`
// header) and verified against the provider's public key the operator holds. Every answer echoes the
// request's `request_uuid`. Amounts are whole won; the currency is always KRW. The member's cash is the
// casino balance: no transfers.
//
// Paths (operator side): POST /api/casino/wallet/{provider code}/{user/info | user/balance |
// transaction/bet | transaction/win | transaction/rollback}.

/** The request header that carries the body's signature (base64). */
export const walletSignatureHeader = 'x-signature';

/** The currency of every wallet amount. */
export const walletCurrency = 'KRW';

/** Answer statuses (Hub88's names). Only RS_OK moved money or answered the question. */
export const walletStatus = {
  ok: 'RS_OK',
  unknown: 'RS_ERROR_UNKNOWN',
  invalidSignature: 'RS_ERROR_INVALID_SIGNATURE',
  invalidToken: 'RS_ERROR_INVALID_TOKEN',
  tokenExpired: 'RS_ERROR_TOKEN_EXPIRED',
  invalidGame: 'RS_ERROR_INVALID_GAME',
  wrongCurrency: 'RS_ERROR_WRONG_CURRENCY',
  notEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
  userDisabled: 'RS_ERROR_USER_DISABLED',
  wrongSyntax: 'RS_ERROR_WRONG_SYNTAX',
  wrongTypes: 'RS_ERROR_WRONG_TYPES',
  /** The transaction id was used before with another body (another kind, amount, round or user). */
  duplicateTransaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  /** A win or rollback refers to a bet (or a win to a round) the operator never took. */
  transactionDoesNotExist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  /** The bet was rolled back (a rollback arrived first), or a win refers to a rolled-back bet. */
  transactionRolledBack: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  /** A rollback of a bet whose round already has a win, or of a win. */
  rollbackRefused: 'RS_ERROR_ROLLBACK_REFUSED',
} as const;

/** One of the wallet's answer statuses. */
export type WalletStatus = (typeof walletStatus)[keyof typeof walletStatus];

const uuid = z.string().min(1).max(100);
const amount = z.number().int().min(0).max(1_000_000_000_000);

/** Body of user/info: who the token's player is. */
export const walletUserInfoSchema = z.object({ request_uuid: uuid, token: uuid, game_code: uuid.optional() });
/** Body of user/balance. */
export const walletBalanceSchema = z.object({
  request_uuid: uuid,
  token: uuid,
  user: uuid,
  game_code: uuid.optional(),
});
/** Body of transaction/bet: debit `amount` for the round (token expiry is checked here only). */
export const walletBetSchema = z.object({
  request_uuid: uuid,
  token: uuid,
  user: uuid,
  currency: z.string().max(8),
  game_code: uuid,
  round: uuid,
  transaction_uuid: uuid,
  amount,
  round_closed: z.boolean().optional(),
});
/** Body of transaction/win: credit `amount` (0 closes a lost round) for a round that has a bet. */
export const walletWinSchema = z.object({
  request_uuid: uuid,
  token: uuid,
  user: uuid,
  currency: z.string().max(8),
  game_code: uuid,
  round: uuid,
  transaction_uuid: uuid,
  reference_transaction_uuid: uuid,
  amount,
  round_closed: z.boolean().optional(),
});
/** Body of transaction/rollback: undo the bet `reference_transaction_uuid` (remembered if not seen yet). */
export const walletRollbackSchema = z.object({
  request_uuid: uuid,
  token: uuid,
  user: uuid,
  game_code: uuid,
  round: uuid,
  transaction_uuid: uuid,
  reference_transaction_uuid: uuid,
});

/** A request body of transaction/bet. */
export type WalletBetRequest = z.infer<typeof walletBetSchema>;
/** A request body of transaction/win. */
export type WalletWinRequest = z.infer<typeof walletWinSchema>;
/** A request body of transaction/rollback. */
export type WalletRollbackRequest = z.infer<typeof walletRollbackSchema>;

/**
 * The operator's responsible-design settings for the player's games (staff-set, on by default), sent
 * with user/info; the provider enforces them on its server.
 */
export type WalletPlayRules = {
  /** No autoplay button or repeated spins without a tap. */
  noAutoplay: boolean;
  /** The shortest time between two slot spins, ms (at least 2,500 when on). */
  minSpinMs: number;
  /** No win celebration (sound, animation, banner) for a win at or below the stake. */
  noSmallWinCelebration: boolean;
};

/** Every answer: the status and the echoed request id. */
export type WalletReplyBase = { status: WalletStatus; request_uuid: string };

/** Answer of user/balance and of every transaction (RS_OK and RS_ERROR_NOT_ENOUGH_MONEY carry the balance). */
export type WalletBalanceReply = WalletReplyBase & { user?: string; currency?: string; balance?: number };

/** Answer of user/info. */
export type WalletUserInfoReply = WalletBalanceReply & {
  /** The member's display name (nick). */
  display_name?: string;
  country?: 'KR';
  rules?: WalletPlayRules;
};
