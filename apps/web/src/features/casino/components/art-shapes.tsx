import type { SlotSymbol, Suit } from '../game-artwork.ts';

// The small drawings a tile's artwork is made of, each centred on (0, 0) and about 20 units wide.

const suitPath: Record<Suit, string> = {
  heart: 'M0 8 L-8 -1 A4.5 4.5 0 0 1 0 -6 A4.5 4.5 0 0 1 8 -1 Z',
  diamond: 'M0 -9 L7 0 L0 9 L-7 0 Z',
  spade: 'M0 -9 L8 1 A4.5 4.5 0 0 1 1 4 L3 9 L-3 9 L-1 4 A4.5 4.5 0 0 1 -8 1 Z',
  club: 'M-1 3 A4.5 4.5 0 1 1 -3 -3 A4.5 4.5 0 1 1 3 -3 A4.5 4.5 0 1 1 1 3 L3 9 L-3 9 Z',
};

/** True for the red suits. */
export const isRedSuit = (suit: Suit) => suit === 'heart' || suit === 'diamond';

/** A card suit. */
export function SuitShape({ suit, scale = 1 }: { suit: Suit; scale?: number }) {
  return (
    <path d={suitPath[suit]} transform={`scale(${scale})`} fill={isRedSuit(suit) ? '#e11d48' : '#111827'} />
  );
}

/** A playing card with its rank and suit, rotated by `tilt` degrees around its centre. */
export function CardShape({
  x,
  y,
  tilt,
  rank,
  suit,
}: {
  x: number;
  y: number;
  tilt: number;
  rank: string;
  suit: Suit;
}) {
  const ink = isRedSuit(suit) ? '#e11d48' : '#111827';
  return (
    <g transform={`translate(${x} ${y}) rotate(${tilt})`}>
      <rect
        x={-17}
        y={-24}
        width={34}
        height={48}
        rx={4}
        fill="#f8fafc"
        stroke="#0f172a"
        strokeOpacity={0.25}
      />
      <text x={-12} y={-11} fontSize={11} fontWeight={800} fill={ink} fontFamily="sans-serif">
        {rank}
      </text>
      <g transform="translate(2 8)">
        <SuitShape suit={suit} scale={1.15} />
      </g>
    </g>
  );
}

const starPoints = Array.from({ length: 10 }, (_, index) => {
  const angle = (Math.PI / 5) * index - Math.PI / 2;
  const radius = index % 2 === 0 ? 9 : 4;
  return `${(Math.cos(angle) * radius).toFixed(2)},${(Math.sin(angle) * radius).toFixed(2)}`;
}).join(' ');

/** A slot symbol in the accent colour where it has no colour of its own. */
export function SymbolShape({ symbol, accent }: { symbol: SlotSymbol; accent: string }) {
  switch (symbol) {
    case 'seven':
      return (
        <text
          y={7}
          textAnchor="middle"
          fontSize={21}
          fontWeight={900}
          fill="#ef4444"
          stroke="#fde68a"
          strokeWidth={0.8}
          fontFamily="sans-serif"
        >
          7
        </text>
      );
    case 'bar':
      return (
        <g>
          <rect x={-10} y={-6} width={20} height={12} rx={2} fill="#111827" stroke={accent} />
          <text y={3} textAnchor="middle" fontSize={7} fontWeight={900} fill={accent} fontFamily="sans-serif">
            BAR
          </text>
        </g>
      );
    case 'cherry':
      return (
        <g>
          <path d="M-4 3 Q-2 -7 5 -9 M4 3 Q3 -5 5 -9" stroke="#16a34a" strokeWidth={1.6} fill="none" />
          <circle cx={-4} cy={5} r={4} fill="#dc2626" />
          <circle cx={4} cy={5} r={4} fill="#b91c1c" />
        </g>
      );
    case 'bell':
      return (
        <g fill="#facc15" stroke="#a16207" strokeWidth={0.8}>
          <path d="M-8 6 Q-7 -8 0 -9 Q7 -8 8 6 Z" />
          <circle cx={0} cy={7.5} r={2} />
        </g>
      );
    case 'gem':
      return <path d="M-8 -3 L-4 -8 L4 -8 L8 -3 L0 9 Z" fill="#22d3ee" stroke="#0e7490" strokeWidth={0.8} />;
    case 'star':
      return <polygon points={starPoints} fill="#fde047" stroke="#a16207" strokeWidth={0.6} />;
    case 'wild':
      return (
        <g>
          <rect x={-10} y={-8} width={20} height={16} rx={3} fill={accent} />
          <text
            y={4}
            textAnchor="middle"
            fontSize={8}
            fontWeight={900}
            fill="#111827"
            fontFamily="sans-serif"
          >
            WILD
          </text>
        </g>
      );
    case 'shell':
      return (
        <path
          d="M0 8 L-9 -2 A9 9 0 0 1 9 -2 Z M0 8 L-4 -6 M0 8 L0 -8 M0 8 L4 -6"
          fill="#fb923c"
          stroke="#7c2d12"
          strokeWidth={0.9}
        />
      );
  }
}
