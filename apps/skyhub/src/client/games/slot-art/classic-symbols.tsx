import type { ReactElement } from 'react';

// 럭키 세븐's symbols, each drawn in a 100 x 100 box (no raster images: the bundle stays small).

const outline = { stroke: '#1a0d05', strokeWidth: 2.5, strokeLinejoin: 'round' } as const;

/** The classic slot's symbol drawings by symbol id. */
export const classicSymbols: Record<string, () => ReactElement> = {
  seven: () => (
    <>
      <path d="M24 20h54v13L54 84H36l24-50H24z" fill="#e0303a" {...outline} strokeWidth={3} />
      <path d="M28 24h46v5H28z" fill="#ff8a8f" />
      <path d="M58 38 40 78" stroke="#ff8a8f" strokeWidth={3} strokeLinecap="round" opacity={0.7} />
    </>
  ),
  bar: () => (
    <>
      <rect x="12" y="32" width="76" height="36" rx="7" fill="#15171f" stroke="#f5c542" strokeWidth={3.5} />
      <rect x="17" y="37" width="66" height="26" rx="4" fill="none" stroke="#f5c54266" strokeWidth={1.5} />
      <text
        x="50"
        y="59"
        textAnchor="middle"
        fontSize="25"
        fontWeight="900"
        fontFamily="Arial Black, Arial, sans-serif"
        fill="#f5c542"
      >
        BAR
      </text>
    </>
  ),
  bell: () => (
    <>
      <circle cx="50" cy="17" r="6" fill="#d9a21b" {...outline} />
      <path
        d="M50 21c-15 0-22 13-22 28 0 11-4 17-10 22v5h64v-5c-6-5-10-11-10-22 0-15-7-28-22-28z"
        fill="#f5c542"
        {...outline}
      />
      <circle cx="50" cy="80" r="7" fill="#b07d12" {...outline} />
      <path d="M38 34c-3 6-4 13-4 20" stroke="#fff6c8" strokeWidth={5} strokeLinecap="round" fill="none" />
      <path d="M20 71h60" stroke="#b07d12" strokeWidth={3} />
    </>
  ),
  plum: () => (
    <>
      <path d="M52 30c2-8 6-13 12-16" stroke="#5b3a1e" strokeWidth={4} strokeLinecap="round" fill="none" />
      <path d="M54 26c8-10 22-10 28-4-8 8-20 9-28 4z" fill="#3fa34d" {...outline} />
      <ellipse cx="48" cy="58" rx="27" ry="28" fill="#7d3c98" {...outline} />
      <path d="M48 32c-6 10-6 40 0 53" stroke="#5b2570" strokeWidth={3} fill="none" />
      <ellipse cx="36" cy="48" rx="6" ry="10" fill="#c39bd3" opacity={0.8} />
    </>
  ),
  cherry: () => (
    <>
      <path
        d="M66 16C56 26 40 40 32 58M66 16c-2 16 0 30 6 42"
        stroke="#3f7d2a"
        strokeWidth={4}
        strokeLinecap="round"
        fill="none"
      />
      <path d="M66 16c10-6 20-4 24 2-8 6-18 6-24-2z" fill="#3fa34d" {...outline} />
      <circle cx="32" cy="66" r="17" fill="#d62839" {...outline} />
      <circle cx="70" cy="68" r="17" fill="#d62839" {...outline} />
      <circle cx="26" cy="60" r="5" fill="#ff9aa5" />
      <circle cx="64" cy="62" r="5" fill="#ff9aa5" />
    </>
  ),
};
