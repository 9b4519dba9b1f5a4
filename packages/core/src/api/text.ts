import { z } from 'zod';

// PostgreSQL text cannot hold NUL (U+0000): both drivers fail the query. A lone UTF-16 surrogate
// (JSON "\ud800") has no UTF-8 form: the drivers silently store U+FFFD instead, so two different
// inputs would become one. Both are refused for every kind of field. With the `u` flag \p{Cs}
// (surrogate) matches only unpaired ones (a pair is one code point, e.g. an emoji).

/**
 * What a text field may hold besides printable characters:
 * - 'line': one line shown in lists and searched (ids, names, phone, bank fields, search boxes, keys):
 *   no control character at all (C0, DEL, C1), since a browser's one-line input cannot produce one
 *   and a newline or escape in a name forges log lines and breaks the back office's tables.
 * - 'multiline': free text typed in a text area (staff reasons): tab, line feed and carriage
 *   return allowed, other controls refused.
 * - 'secret': passwords and codes that are only hashed, never stored or shown: only NUL and lone
 *   surrogates refused (a lone surrogate would hash like U+FFFD).
 */
export type TextKind = 'line' | 'multiline' | 'secret';

// \p{Cc} is every control character (U+0000-U+001F, U+007F-U+009F); [^\P{Cc}\t\n\r] is the same
// without tab, line feed and carriage return.
const refusedCharacters: Record<TextKind, RegExp> = {
  line: /[\p{Cc}\p{Cs}]/u,
  multiline: /[^\P{Cc}\t\n\r]|\p{Cs}/u,
  secret: /[\0\p{Cs}]/u,
};

/** True when PostgreSQL can store the text and it holds no control character its kind refuses. */
export function isStorableText(text: string, kind: TextKind = 'line'): boolean {
  return !refusedCharacters[kind].test(text);
}

/** The Korean message for a field holding refused characters, e.g. '닉네임에 사용할 수 없는 문자가 있습니다.' */
export function unusableTextMessage(label: string): string {
  return `${label}에 사용할 수 없는 문자가 있습니다.`;
}

/** Marks the zod issue of a refused character, so a call can answer it its own way. */
const unstorableTextParam = 'unstorableText';

/** Options of {@link storableText}. */
export type StorableTextOptions = {
  /** Which characters besides NUL and lone surrogates are refused (default 'line'). */
  kind?: TextKind;
  /** The Korean message when the value is not a string at all (default: zod's, read as invalid input). */
  typeMessage?: string;
};

/**
 * The string builder every request schema uses for every text field: a zod string that refuses
 * NUL, lone surrogates and the control characters its kind refuses, with the call's Korean
 * `message`. Chain `.trim()`, `.min()`, `.max()`, `.regex()` after it as on `z.string()`.
 * A refused value yields a zod issue that {@link isUnstorableTextIssue} recognizes.
 *
 * @example storableText(unusableTextMessage('입금자명')).max(100)
 * @example storableText(staffText.reasonRequired, { kind: 'multiline' }).trim().min(1).max(500)
 */
export function storableText(message: string, options: StorableTextOptions = {}): z.ZodString {
  const kind = options.kind ?? 'line';
  const base = options.typeMessage === undefined ? z.string() : z.string({ error: options.typeMessage });
  return base.refine((text) => isStorableText(text, kind), {
    message,
    params: { [unstorableTextParam]: true },
  });
}

/** True for the issue {@link storableText} raises on a refused character. */
export function isUnstorableTextIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.[unstorableTextParam] === true;
}
