import { z } from 'zod';
import { betText, cartCheckText } from '../betting/bet-codes.ts';
import type { BetLimits } from '../betting/limits.ts';
import { type OddsChangePreference, oddsChangePreferences } from '../betting/odds-change.ts';
import { MAX_ODDS, MIN_ODDS } from '../sports/odds.ts';
import type { UserContext } from './envelope.ts';

// The bet calls' HTTP contract (spec section 7). Odds x100, money whole won. Bad bodies are code 2
// with data.message; the codes of an accepted or refused bet are in betting/bet-codes.ts.

/** The most picks a request may carry; more is refused before anything is read. */
export const maxPayloadPicks = 100;

/** A feed bet id: digits, as the feed's 64-bit ids are sent as text. */
const betIdSchema = z.string({ error: betText.invalid }).regex(/^\d{1,20}$/, { error: betText.invalid });

/** One pick of the bet payload (spec section 3). */
export const betPayloadItemSchema = z.object({
  gameId: z
    .number({ error: betText.invalid })
    .int({ error: betText.invalid })
    .min(1, { error: betText.invalid })
    .max(Number.MAX_SAFE_INTEGER, { error: betText.invalid }),
  id: betIdSchema,
  separate: z
    .number({ error: betText.invalid })
    .min(-100_000, { error: betText.invalid })
    .max(100_000, { error: betText.invalid }),
  odds: z
    .number({ error: betText.invalid })
    .int({ error: betText.invalid })
    .min(MIN_ODDS, { error: betText.invalid })
    .max(MAX_ODDS, { error: betText.invalid }),
  choosed: z.literal(1, { error: betText.invalid }),
  gameSubId: z
    .number({ error: betText.invalid })
    .int({ error: betText.invalid })
    .min(0, { error: betText.invalid })
    .max(2_147_483_647, { error: betText.invalid }),
});

/**
 * POST /api/bet/add and /api/bet/preInplay: the picks and the stake. `amount` is read with core's
 * readWonAmount (numbers or digit strings) so a bad amount gets the bet's own message.
 * Header `Idempotency-Key` (one per press of the bet button; a retry reuses it).
 */
export const betRequestSchema = z.object({
  betList: z
    .array(betPayloadItemSchema, { error: betText.invalid })
    .min(1, { error: cartCheckText.empty })
    .max(maxPayloadPicks, { error: cartCheckText.maxFolderCount }),
  amount: z.unknown(),
});

/** POST /api/bet/addInplay: an empty body; the session's parked bet is confirmed. */
export const addInplayRequestSchema = z.object({});

export type { OddsChangePreference } from '../betting/odds-change.ts';

/** POST /api/bet/preference: sets the member's odds-change preference; data is the preference. */
export const oddsChangePreferenceRequestSchema = z.object({
  oddsChange: z.enum(oddsChangePreferences, { error: betText.invalid }).optional(),
});

/** data of POST /api/bet/preference. */
export type OddsChangePreferenceData = { oddsChange: OddsChangePreference };

/** POST /api/bet/limit: no body; data is {@link BetLimitData}. */
export const betLimitRequestSchema = z.object({});

/** data of POST /api/bet/limit: the limits, plus the member's preference when logged in. */
export type BetLimitData = { limits: BetLimits; oddsChange: OddsChangePreference | null };

/** One leg of an accepted bet as the reply shows it. */
export type PlacedBetLeg = { id: string; odds: number };

/** data of an accepted bet (code 0). */
export type PlacedBetData = {
  message: string;
  betId: string;
  amount: number;
  totalOdds: number;
  expectedWinnings: number;
  /** True when a price moved and the member's preference took the current one. */
  isOddsChanged: boolean;
  legs: PlacedBetLeg[];
};

/** data of a refused bet: the message, and the current prices of the picks when one moved (code 1 / 11). */
export type RefusedBetData = { message: string; prices?: PlacedBetLeg[] };

/** data of POST /api/bet/preInplay on success: the delay in seconds (spec: data > 0). */
export type PreInplayData = number;

/** The reply of the bet calls. */
export type BetReply = {
  code: number;
  data?: PlacedBetData | RefusedBetData | PreInplayData;
  userContext?: UserContext;
};

/** POST /api/bet/prices: the current prices of picks (a restored slip refreshes with it); anyone may ask. */
export const betPricesRequestSchema = z.object({
  ids: z
    .array(betIdSchema, { error: betText.invalid })
    .max(maxPayloadPicks, { error: cartCheckText.maxFolderCount }),
});

/** A pick's state now: open (bettable at odds), suspended, or closed (settled, hidden, finished, unknown). */
export type BetPriceStatus = 'open' | 'suspended' | 'closed';

/** One pick of data of POST /api/bet/prices (odds x100; 0 when closed). */
export type BetPriceItem = { id: string; odds: number; status: BetPriceStatus };

/** data of POST /api/bet/prices, in the order asked. */
export type BetPricesData = { list: BetPriceItem[] };
