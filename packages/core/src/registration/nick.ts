import { isHangulLatinDigits } from './charsets.ts';
import { nickCheckMessage } from './messages.ts';

/** The duplicate-check rule (non-empty; Korean incl. jamo, Latin, digits): null when fine, else the message. */
export function checkNickFormat(nick: string): string | null {
  return isHangulLatinDigits(nick) ? null : nickCheckMessage.invalid;
}
