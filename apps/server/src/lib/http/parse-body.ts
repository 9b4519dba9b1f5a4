import { isUnstorableTextIssue } from '@hanpan/core/api/text';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

// The one way a route reads its body or query: every handler hands `request.body` / `request.query`
// to readBody or parseBody with the call's core schema (routes-parse-bodies.test.ts checks it), so a
// service only ever sees a typed request. Calls differ only in which Korean message a refusal shows:
// that is the `messageOf` argument. (The provider wallet API answers in its own format and reads its
// signed raw bytes: casino/wallet-service.ts parseWalletBody.)

/** The issues of a refused body. */
type Issues = readonly z.core.$ZodIssue[];

/** Picks the Korean message a refused body answers with; undefined leaves code 2's own text. */
export type IssueMessage = (issues: Issues) => string | undefined;

const refusedIssueOf = (issues: Issues) => issues.find(isUnstorableTextIssue);

/** Only a refused character's message (core's `storableText`); the default. */
export const refusedTextMessage: IssueMessage = (issues) => refusedIssueOf(issues)?.message;

/** The refused character's message, else the first problem's (the schemas carry Korean messages). */
export const firstIssueMessage: IssueMessage = (issues) => (refusedIssueOf(issues) ?? issues[0])?.message;

/**
 * The refused character's or else the first problem's message when it is Korean; zod's own
 * (English) messages, e.g. for a body that is not an object, get `fallback`.
 */
export function koreanIssueMessageOr(fallback: string | undefined): IssueMessage {
  return (issues) => {
    const message = firstIssueMessage(issues) ?? '';
    return /[\uac00-\ud7a3]/.test(message) ? message : fallback;
  };
}

/** As {@link koreanIssueMessageOr}, with code 2's own text for zod's messages (the back office's calls). */
export const koreanIssueMessage: IssueMessage = koreanIssueMessageOr(undefined);

/** The first problem whose message is one of the feature's own `texts`, else `fallback`. */
export function knownIssueMessage(texts: Record<string, string>, fallback: string): IssueMessage {
  const known = new Set<string>(Object.values(texts));
  return (issues) => issues.map((issue) => issue.message).find((text) => known.has(text)) ?? fallback;
}

/** A body read with {@link readBody}: the data, or the Korean message the call refuses it with. */
export type ReadBody<T> = { isRead: true; data: T } | { isRead: false; message: string };

/**
 * The body (or query) read with a core request schema. A refusal whose `messageOf` gives a
 * message comes back for the call to answer with its own code; any other ends the call with code 2.
 */
export function readBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  messageOf: IssueMessage = refusedTextMessage,
): ReadBody<z.infer<S>> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return { isRead: true, data: result.data };
  const message = messageOf(result.error.issues);
  if (message === undefined) throw new AppError('invalidInput');
  return { isRead: false, message };
}

/**
 * The body (or query) parsed with a core request schema; anything else ends the call with code 2
 * and the message `messageOf` picks (by default a refused character's, else code 2's own text).
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  messageOf: IssueMessage = refusedTextMessage,
): z.infer<S> {
  const result = readBody(schema, body, messageOf);
  if (!result.isRead) throw new AppError('invalidInput', result.message);
  return result.data;
}

/** The raw bytes of a body Fastify kept as a buffer (uploads, signed provider calls); empty otherwise. */
export function readRawBody(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}
