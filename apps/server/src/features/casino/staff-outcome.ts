import { staffText } from '@hanpan/core/api/staff-codes';
import { AppError } from '../../lib/http/app-error.ts';

/** A save's outcome: done, or refused with a Korean message. */
export type StaffCasinoOutcome = { kind: 'ok'; message: string } | { kind: 'refused'; message: string };

/** True when the text holds a C0 control character. */
export const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20);

/** The reason of a save, trimmed; code 2 with the Korean message when empty. */
export function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === '' || hasControlCharacter(trimmed))
    throw new AppError('invalidInput', staffText.reasonRequired);
  return trimmed;
}
