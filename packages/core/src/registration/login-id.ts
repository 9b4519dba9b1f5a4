import { isLatinDigits } from './charsets.ts';
import { loginIdCheckMessage } from './messages.ts';

/** The login id as stored and compared: trimmed and lowercased (spec section 5). */
export function normalizeLoginId(loginId: string): string {
  return loginId.trim().toLowerCase();
}

/** The duplicate-check rule (non-empty, letters and digits only): null when fine, else the Korean message. */
export function checkLoginIdFormat(loginId: string): string | null {
  return isLatinDigits(loginId) ? null : loginIdCheckMessage.invalid;
}
