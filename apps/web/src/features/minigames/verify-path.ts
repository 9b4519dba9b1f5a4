/** The verification page of a round: /games/verify?gameType=..&roundKey=.. */
export function verifyPath(gameType: number, roundKey: string): string {
  const params = new URLSearchParams({ gameType: String(gameType), roundKey });
  return `/games/verify?${params.toString()}`;
}
