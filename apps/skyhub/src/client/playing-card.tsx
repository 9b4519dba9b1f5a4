import type { Card } from '@hanpan/core/minigames/cards';

const rankText = (rank: number) => ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' })[rank] ?? String(rank);
const suitPath: Record<Card['suit'], string> = {
  heart: 'M12 21 C2 13 2 5 8 5 C10 5 12 7 12 8 C12 7 14 5 16 5 C22 5 22 13 12 21 Z',
  diamond: 'M12 2 L21 12 L12 22 L3 12 Z',
  spade: 'M12 2 C2 11 3 17 8 17 C10 17 11 16 11 15 L9 22 H15 L13 15 C13 16 14 17 16 17 C21 17 22 11 12 2 Z',
  club: 'M12 3 A4 4 0 1 1 11.9 3 Z M7 9 A4 4 0 1 1 6.9 9 Z M17 9 A4 4 0 1 1 16.9 9 Z M11 12 L9 22 H15 L13 12 Z',
};
const suitName = { heart: '하트', diamond: '다이아', spade: '스페이드', club: '클럽' } as const;

/** A playing card drawn in SVG (face down when `card` is null). */
export function PlayingCard({ card }: { card: Card | null }) {
  if (!card) {
    return (
      <svg viewBox="0 0 60 84" width="54" height="76" role="img" aria-label="뒷면 카드">
        <rect x="1" y="1" width="58" height="82" rx="6" fill="#24356b" stroke="#fff" strokeWidth="2" />
        <path d="M8 8 H52 V76 H8 Z" fill="none" stroke="#f5c542" strokeWidth="2" strokeDasharray="4 3" />
      </svg>
    );
  }
  const color = card.suit === 'heart' || card.suit === 'diamond' ? '#d11f2f' : '#111';
  return (
    <svg
      viewBox="0 0 60 84"
      width="54"
      height="76"
      role="img"
      aria-label={`${suitName[card.suit]} ${rankText(card.rank)}`}
    >
      <rect x="1" y="1" width="58" height="82" rx="6" fill="#fdfdfd" stroke="#999" />
      <text x="7" y="20" fontSize="17" fontWeight="800" fill={color}>
        {rankText(card.rank)}
      </text>
      <path d={suitPath[card.suit]} fill={color} transform="translate(18 34) scale(1.05)" />
    </svg>
  );
}
