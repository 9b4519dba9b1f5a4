import type { Card } from '@hanpan/core/minigames/cards';

// Small text helpers of the mini-game pages: round numbers, countdowns, hashes and cards.

/** The round number of a round key 'YYYY-MM-DD-r' (r), or null for another shape. */
export function roundNumberOf(roundKey: string): number | null {
  const match = /^\d{4}-\d{2}-\d{2}-(\d+)$/.exec(roundKey);
  return match ? Number(match[1]) : null;
}

/** A round as players name it: '123회' (the key itself when it has another shape). */
export function formatRoundNumber(roundKey: string): string {
  const round = roundNumberOf(roundKey);
  return round === null ? roundKey : `${round}회`;
}

/** Time left as 'm:ss' (or 'h:mm:ss' from an hour), never below 0:00; seconds round up. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A long hex hash shortened to its first and last `keep` characters. */
export function truncateHash(hash: string, keep = 8): string {
  return hash.length <= keep * 2 + 1 ? hash : `${hash.slice(0, keep)}…${hash.slice(-keep)}`;
}

const suitSymbols: Record<Card['suit'], string> = { spade: '♠', heart: '♥', diamond: '♦', club: '♣' };
const rankNames: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

/** A card as a suit symbol and rank, e.g. '♥Q'. */
export function formatCard(card: Card): string {
  return `${suitSymbols[card.suit]}${rankNames[card.rank] ?? card.rank}`;
}

/** '홀' for odd numbers, '짝' for even. */
export function oddEvenText(value: number): '홀' | '짝' {
  return value % 2 === 1 ? '홀' : '짝';
}
