import type { ReactElement } from 'react';
import { classicSymbols } from './slot-art/classic-symbols.tsx';
import { dragonSymbols } from './slot-art/dragon-symbols.tsx';
import { oceanSymbols } from './slot-art/ocean-symbols.tsx';

/** Every slot symbol's drawing (100 x 100) by symbol id, across the three slots. */
export const symbolArt: Record<string, () => ReactElement> = {
  ...classicSymbols,
  ...dragonSymbols,
  ...oceanSymbols,
};

/**
 * One slot symbol at (x, y) in a 100 x 100 cell: its illustration on a dark tile, named in Korean
 * for screen readers (role img + title). An id without a drawing shows its name, never a blank.
 */
export function SlotSymbol({ id, name, x, y }: { id: string; name: string; x: number; y: number }) {
  const Art = symbolArt[id];
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG group named as one picture is how a drawing gets its accessible name.
    <g transform={`translate(${x} ${y})`} role="img" aria-label={name} data-symbol={id}>
      <title>{name}</title>
      <rect x="4" y="4" width="92" height="92" rx="14" fill="#0d1322" stroke="#ffffff22" strokeWidth={2} />
      {Art ? (
        <Art />
      ) : (
        <text x="50" y="56" textAnchor="middle" fontSize="16" fontWeight="800" fill="#fff">
          {name}
        </text>
      )}
    </g>
  );
}

/** A symbol drawn alone (the paytable): an inline SVG of `size` px. */
export function SymbolIcon({ id, name, size = 40 }: { id: string; name: string; size?: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} className="symbol-icon" aria-hidden="true">
      <SlotSymbol id={id} name={name} x={0} y={0} />
    </svg>
  );
}
