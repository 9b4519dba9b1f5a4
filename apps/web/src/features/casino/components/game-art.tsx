import type { CasinoGameKind } from '@hanpan/core/api/casino';
import { useId, useMemo } from 'react';
import { type GameArt as Art, gameArtOf } from '../game-artwork.ts';
import { CardShape, SymbolShape } from './art-shapes.tsx';

const width = 160;
const height = 100;

/** A game tile's generated artwork (decorative: the tile's name says what it is). */
export function GameArt({ kind, code }: { kind: CasinoGameKind; code: string }) {
  const art = useMemo(() => gameArtOf(kind, code), [kind, code]);
  const gradientId = useId();
  return (
    <svg className="casino-art" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.background[0]} />
          <stop offset="1" stopColor={art.background[1]} />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${gradientId})`} />
      {art.glints.map((glint) => (
        <circle
          key={`${glint.x}-${glint.y}`}
          cx={(glint.x / 100) * width}
          cy={(glint.y / 100) * height}
          r={glint.r}
          fill={art.accent}
          opacity={0.45}
        />
      ))}
      <Motif art={art} />
    </svg>
  );
}

function Motif({ art }: { art: Art }) {
  const { motif, accent } = art;
  if (motif.type === 'cards') {
    return (
      <g>
        {motif.cards.map((card, index) => (
          <CardShape
            key={`${card.rank}${card.suit}${index === 0 ? 'a' : 'b'}`}
            x={width / 2 - 14 + index * 28}
            y={height / 2 + 2}
            tilt={index === 0 ? -12 : 12}
            rank={card.rank}
            suit={card.suit}
          />
        ))}
      </g>
    );
  }
  if (motif.type === 'wheel')
    return <Wheel pockets={motif.pockets} rotation={motif.rotation} accent={accent} />;
  const cell = motif.symbols.length === 3 ? 30 : 24;
  const left = width / 2 - (cell * motif.symbols.length) / 2;
  return (
    <g>
      {motif.burst && (
        <g transform={`translate(${width / 2} ${height / 2})`} opacity={0.35}>
          {Array.from({ length: 12 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed rays with no identity
            <path key={index} d="M0 0 L-6 -70 L6 -70 Z" fill={accent} transform={`rotate(${index * 30})`} />
          ))}
        </g>
      )}
      <rect
        x={left - 5}
        y={height / 2 - cell / 2 - 5}
        width={cell * motif.symbols.length + 10}
        height={cell + 10}
        rx={6}
        fill="#0b1020"
        stroke={accent}
        strokeWidth={1.5}
      />
      {motif.symbols.map((symbol, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a reel's place is its identity
        <g key={index} transform={`translate(${left + cell * index + cell / 2} ${height / 2})`}>
          <rect x={-cell / 2 + 1.5} y={-cell / 2} width={cell - 3} height={cell} rx={3} fill="#f8fafc" />
          <g transform={`scale(${cell / 26})`}>
            <SymbolShape symbol={symbol} accent={accent} />
          </g>
        </g>
      ))}
    </g>
  );
}

/** European roulette's 37 pockets: 0 green, then red and black alternating. */
function Wheel({ pockets, rotation, accent }: { pockets: number; rotation: number; accent: string }) {
  const radius = 40;
  const step = (Math.PI * 2) / pockets;
  const point = (angle: number, r: number) =>
    `${(Math.cos(angle) * r).toFixed(2)} ${(Math.sin(angle) * r).toFixed(2)}`;
  return (
    <g transform={`translate(${width / 2} ${height / 2}) rotate(${rotation})`}>
      <circle r={radius + 4} fill="#3f2a14" stroke={accent} strokeWidth={1.5} />
      {Array.from({ length: pockets }, (_, index) => (
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: a pocket's place is its identity
          key={index}
          d={`M0 0 L${point(index * step, radius)} A${radius} ${radius} 0 0 1 ${point((index + 1) * step, radius)} Z`}
          fill={index === 0 ? '#16a34a' : index % 2 === 0 ? '#111827' : '#dc2626'}
        />
      ))}
      <circle r={radius * 0.55} fill="#5b3a1a" stroke="#fde68a" strokeWidth={1} />
      <path d="M-12 0 L12 0 M0 -12 L0 12" stroke="#fde68a" strokeWidth={2.5} strokeLinecap="round" />
      <circle cx={radius - 6} cy={0} r={3} fill="#f8fafc" />
    </g>
  );
}
