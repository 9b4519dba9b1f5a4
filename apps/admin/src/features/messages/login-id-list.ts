/**
 * The login ids typed in the chosen-members box: one a line or separated by commas or spaces,
 * blanks dropped, repeats kept once (the server lower-cases and checks each).
 */
export function parseLoginIdList(text: string): string[] {
  const loginIds = text
    .split(/[\s,]+/)
    .map((loginId) => loginId.trim())
    .filter((loginId) => loginId.length > 0);
  return [...new Set(loginIds)];
}
