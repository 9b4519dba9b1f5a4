/** The instant of a `datetime-local` value read as KST ('2026-12-01T18:30' -> '2026-12-01T18:30:00+09:00'). */
export function kstInputToIso(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+09:00` : value;
}

/** The login ids typed one per line, or separated by commas or spaces. */
export function readLoginIds(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
}
