import type { ReactElement } from 'react';
import { SpecialBadge } from './special-badge.tsx';

// 드래곤 라인's symbols, each drawn in a 100 x 100 box.

const outline = { stroke: '#1a0d05', strokeWidth: 2.5, strokeLinejoin: 'round' } as const;

/** The dragon slot's symbol drawings by symbol id (the turtle is shared with the ocean slot). */
export const dragonSymbols: Record<string, () => ReactElement> = {
  wild: () => (
    <>
      <path
        d="M50 8c6 10 16 8 22 18 8 2 14 12 12 22 6 8 2 20-6 24H22c-8-4-12-16-6-24-2-10 4-20 12-22 6-10 16-8 22-18z"
        fill="#ff5e1a"
        opacity={0.85}
      />
      <circle cx="50" cy="46" r="24" fill="#ffb627" {...outline} />
      <circle cx="50" cy="46" r="15" fill="#ffe27a" />
      <circle cx="43" cy="39" r="6" fill="#fffbe6" />
      <SpecialBadge text="WILD" />
    </>
  ),
  dragon: () => (
    <>
      <path d="M30 30 18 10l20 14M44 24l-2-18 12 18" fill="#f5c542" {...outline} />
      <path
        d="M16 44c0-14 14-22 30-20 14 2 20 10 30 12 8 2 12 8 10 14l-14 4 10 8c-4 8-16 10-26 6l-8 12-8-10c-14 0-24-12-24-26z"
        fill="#2e9d5b"
        {...outline}
      />
      <path d="M22 54c6 6 16 8 24 6" stroke="#b5e8c6" strokeWidth={3} fill="none" strokeLinecap="round" />
      <circle cx="52" cy="38" r="6" fill="#ffe27a" {...outline} />
      <circle cx="53" cy="38" r="2.5" fill="#1a0d05" />
      <path d="M80 44c8 4 12 12 10 22M76 50c4 10 2 20-4 28" stroke="#f5c542" strokeWidth={2.5} fill="none" />
      <path d="M70 58l4 6 4-6 4 6" stroke="#fff" strokeWidth={2} fill="none" />
    </>
  ),
  tiger: () => (
    <>
      <circle cx="26" cy="28" r="11" fill="#f08a24" {...outline} />
      <circle cx="74" cy="28" r="11" fill="#f08a24" {...outline} />
      <circle cx="26" cy="28" r="5" fill="#fbe3c4" />
      <circle cx="74" cy="28" r="5" fill="#fbe3c4" />
      <ellipse cx="50" cy="54" rx="34" ry="32" fill="#f08a24" {...outline} />
      <ellipse cx="50" cy="68" rx="20" ry="15" fill="#fbe3c4" />
      <path
        d="M50 24v10M40 25l3 9M60 25l-3 9M17 48h10M16 58h10M83 48H73M84 58H74"
        stroke="#1a0d05"
        strokeWidth={4}
        strokeLinecap="round"
      />
      <ellipse cx="38" cy="48" rx="5" ry="6" fill="#fff" {...outline} strokeWidth={1.5} />
      <ellipse cx="62" cy="48" rx="5" ry="6" fill="#fff" {...outline} strokeWidth={1.5} />
      <circle cx="38" cy="49" r="2.5" fill="#1a0d05" />
      <circle cx="62" cy="49" r="2.5" fill="#1a0d05" />
      <path d="M44 60h12l-6 6z" fill="#7a2e12" />
      <path d="M50 66v4M43 72c4 3 10 3 14 0" stroke="#1a0d05" strokeWidth={2} fill="none" />
    </>
  ),
  phoenix: () => (
    <>
      <path
        d="M46 56C30 70 20 86 10 92M50 60c-6 16-6 28-2 36M54 58c10 14 22 22 36 26"
        stroke="#f5c542"
        strokeWidth={4}
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M48 58C36 72 30 84 26 94M52 60c6 14 16 24 28 30"
        stroke="#e74c3c"
        strokeWidth={3}
        fill="none"
        strokeLinecap="round"
      />
      <path d="M46 50C32 42 18 24 16 10c16 8 26 20 34 34z" fill="#e74c3c" {...outline} />
      <path d="M54 50c12-10 24-26 30-38-16 4-28 16-34 32z" fill="#ff9f1c" {...outline} />
      <ellipse cx="50" cy="52" rx="10" ry="12" fill="#c0392b" {...outline} />
      <circle cx="56" cy="34" r="8" fill="#c0392b" {...outline} />
      <path d="M63 33l9 3-9 3z" fill="#f5c542" {...outline} strokeWidth={1.5} />
      <circle cx="57" cy="32" r="2" fill="#fff" />
      <path d="M52 26c-2-6 2-12 8-12M56 26c2-6 8-8 12-6" stroke="#f5c542" strokeWidth={2.5} fill="none" />
    </>
  ),
  turtle: () => (
    <>
      <ellipse cx="50" cy="18" rx="9" ry="10" fill="#7fbf6a" {...outline} />
      <path
        d="M26 36 12 28l4 16zM74 36l14-8-4 16zM28 68l-12 10 16 2zM72 68l12 10-16 2z"
        fill="#7fbf6a"
        {...outline}
      />
      <ellipse cx="50" cy="54" rx="28" ry="32" fill="#2f7d4f" {...outline} />
      <path
        d="M50 38l10 7v12l-10 7-10-7V45zM50 24v14M60 45l16-6M60 57l14 10M40 45l-16-6M40 57 26 67M50 64v20"
        stroke="#a3d977"
        strokeWidth={2.5}
        fill="none"
        strokeLinejoin="round"
      />
      <circle cx="46" cy="16" r="1.8" fill="#1a0d05" />
      <circle cx="54" cy="16" r="1.8" fill="#1a0d05" />
    </>
  ),
  coin: () => (
    <>
      <circle cx="50" cy="50" r="36" fill="#e8b524" {...outline} />
      <circle cx="50" cy="50" r="28" fill="#f7d154" stroke="#b5860f" strokeWidth={2.5} />
      <rect x="40" y="40" width="20" height="20" fill="#6b4b07" stroke="#b5860f" strokeWidth={2.5} />
      <path d="M50 26v8M50 66v8M26 50h8M66 50h8" stroke="#b5860f" strokeWidth={4} strokeLinecap="round" />
      <path d="M28 36c4-8 10-12 16-14" stroke="#fff6c8" strokeWidth={4} fill="none" strokeLinecap="round" />
    </>
  ),
  jade: () => (
    <>
      <path d="M50 6v10" stroke="#c0392b" strokeWidth={3} />
      <circle cx="50" cy="46" r="30" fill="#2ecc71" {...outline} />
      <circle cx="50" cy="46" r="22" fill="none" stroke="#1e8449" strokeWidth={2.5} />
      <circle cx="50" cy="46" r="9" fill="#0d1322" {...outline} />
      <path d="M30 36c4-8 10-12 18-14" stroke="#b9f6ca" strokeWidth={4} fill="none" strokeLinecap="round" />
      <path d="M50 76v6m-6 0 6 14 6-14z" stroke="#c0392b" strokeWidth={3} fill="#e74c3c" />
    </>
  ),
  fan: () => (
    <>
      <path d="M50 80 12 42c20-24 56-24 76 0z" fill="#16a085" {...outline} />
      <path
        d="M50 80 12 42c20-24 56-24 76 0z"
        fill="none"
        stroke="#f5c542"
        strokeWidth={2}
        transform="translate(0 -2)"
      />
      <path d="M50 80 20 34M50 80 32 26M50 80V23M50 80 68 26M50 80 80 34" stroke="#0b5e4e" strokeWidth={2} />
      <path d="M36 40c6 4 22 4 28 0" stroke="#ffffff" strokeWidth={2.5} fill="none" opacity={0.7} />
      <circle cx="50" cy="80" r="5" fill="#c0392b" {...outline} />
      <path d="M50 85v10" stroke="#c0392b" strokeWidth={3} />
    </>
  ),
  lantern: () => (
    <>
      <path d="M50 6v8" stroke="#1a0d05" strokeWidth={2.5} />
      <rect x="36" y="14" width="28" height="8" rx="2" fill="#f5c542" {...outline} />
      <ellipse cx="50" cy="48" rx="30" ry="28" fill="#e03b24" {...outline} />
      <path
        d="M50 20c-10 8-10 48 0 56M50 20c10 8 10 48 0 56M32 26c-8 12-8 32 0 44M68 26c8 12 8 32 0 44"
        stroke="#a0220f"
        strokeWidth={2}
        fill="none"
      />
      <ellipse cx="40" cy="40" rx="6" ry="10" fill="#ff9a7a" opacity={0.7} />
      <rect x="36" y="74" width="28" height="8" rx="2" fill="#f5c542" {...outline} />
      <path d="M46 82v12M50 82v14M54 82v12" stroke="#f5c542" strokeWidth={2.5} />
    </>
  ),
};
