import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** The body parsed with a core request schema; anything else ends the call with code 2. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new AppError('invalidInput');
  return result.data;
}
