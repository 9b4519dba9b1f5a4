import { isUnstorableTextIssue } from '@hanpan/core/api/text';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** A body read with {@link readBody}: the data, or the Korean message of a refused character. */
export type ReadBody<T> = { isRead: true; data: T } | { isRead: false; refusedText: string };

/**
 * The body read with a core request schema. A text field holding a character PostgreSQL cannot
 * store (core's `storableText`) comes back as `refusedText` so the call can answer it with its
 * own code; any other problem ends the call with code 2.
 */
export function readBody<S extends z.ZodType>(schema: S, body: unknown): ReadBody<z.infer<S>> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return { isRead: true, data: result.data };
  const textIssue = result.error.issues.find(isUnstorableTextIssue);
  if (textIssue) return { isRead: false, refusedText: textIssue.message };
  throw new AppError('invalidInput');
}

/**
 * The body parsed with a core request schema; anything else ends the call with code 2 (with the
 * field's Korean message when a text field holds a refused character).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = readBody(schema, body);
  if (!result.isRead) throw new AppError('invalidInput', result.refusedText);
  return result.data;
}
