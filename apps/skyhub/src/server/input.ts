import { z } from 'zod';
import { SkyhubError } from './errors.ts';

// Request bodies of the page's calls. Every text is bounded and free of control characters (a NUL
// never reaches the database or the wallet); anything else is refused with a Korean message.

const hasControlCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

const plainText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((text) => !hasControlCharacter(text));

/** The page's bearer secret: 32 random bytes, base64url. */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A whole-won amount a player may stake. */
export const stakeSchema = z.number().int().min(1).max(1_000_000_000);

/** POST /skyhub/api/session. */
export const sessionBodySchema = z.object({
  token: plainText(100),
  game: z.string().regex(/^[a-z0-9-]{1,40}$/),
});

/** Calls that only name the session (history, rotate). */
export const sessionOnlySchema = z.object({ sessionId: sessionIdSchema });

/** POST /skyhub/api/slot/spin and /blackjack/deal. */
export const stakeBodySchema = z.object({ sessionId: sessionIdSchema, stake: stakeSchema });

/** POST /skyhub/api/fairness/client-seed. */
export const clientSeedBodySchema = z.object({ sessionId: sessionIdSchema, clientSeed: plainText(64) });

/** POST /skyhub/api/blackjack/act. */
export const blackjackActSchema = z.object({
  sessionId: sessionIdSchema,
  action: z.enum(['hit', 'stand', 'double', 'split']),
});

/** POST /skyhub/api/roulette/spin and /baccarat/deal: the bets are checked by the game's own schema. */
export const tableBetsBodySchema = z.object({ sessionId: sessionIdSchema, bets: z.unknown() });

/** GET /skyhub/api/report/transactions?date=YYYY-MM-DD. */
export const reportQuerySchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** Parses a body or throws the Korean bad-input error. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new SkyhubError('badInput');
  return parsed.data;
}
