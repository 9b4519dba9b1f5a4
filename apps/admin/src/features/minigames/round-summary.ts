// A drawn round's summary (families' summarize) as staff read it in the rounds table.

const summaryLabels: Record<string, string> = {
  sum: '합',
  powerball: '파워볼',
  start: '출발',
  rungs: '줄',
  finish: '결과',
  playerTotal: '플레이어',
  bankerTotal: '뱅커',
  winner: '승',
  playerPair: '플레이어 페어',
  bankerPair: '뱅커 페어',
  rank: '카드',
};
const summaryValues: Record<string, string> = {
  left: '좌',
  right: '우',
  odd: '홀',
  even: '짝',
  player: '플레이어',
  banker: '뱅커',
  tie: '타이',
};
const suitSymbols: Record<string, string> = { spade: '♠', heart: '♥', diamond: '♦', club: '♣' };
const rankText = (rank: number) => ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' })[rank] ?? String(rank);

/** A drawn round's summary in one Korean line ('합 73 · 파워볼 5'), '-' when there is none. */
export function describeSummary(summary: unknown): string {
  if (summary === null || typeof summary !== 'object') return '-';
  const fields = summary as Record<string, unknown>;
  if (typeof fields.rank === 'number' && typeof fields.suit === 'string') {
    return `카드 ${suitSymbols[fields.suit] ?? fields.suit}${rankText(fields.rank)}`;
  }
  const parts = Object.entries(fields).flatMap(([key, value]) => {
    const label = summaryLabels[key] ?? key;
    if (typeof value === 'boolean') return value ? [label] : [];
    if (key === 'rungs') return [`${String(value)}줄`];
    const shown = typeof value === 'string' ? (summaryValues[value] ?? value) : JSON.stringify(value);
    return [key === 'winner' ? `${shown} 승` : `${label} ${shown}`];
  });
  return parts.length === 0 ? '-' : parts.join(' · ');
}
