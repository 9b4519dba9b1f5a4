import type { ReactElement } from 'react';
import { SpecialBadge } from './special-badge.tsx';

// 오션 프리스핀's symbols, each drawn in a 100 x 100 box (its turtle is the dragon slot's).

const outline = { stroke: '#06121f', strokeWidth: 2.5, strokeLinejoin: 'round' } as const;

/** The ocean slot's symbol drawings by symbol id. */
export const oceanSymbols: Record<string, () => ReactElement> = {
  pearl: () => (
    <>
      <path d="M14 44c4-26 68-26 72 0-12-6-24-8-36-8s-24 2-36 8z" fill="#f6b8d1" {...outline} />
      <path d="M30 30l4 10M50 22v14M70 30l-4 10" stroke="#d47fa6" strokeWidth={2} />
      <path d="M12 46c8 18 68 18 76 0-12 4-24 6-38 6s-26-2-38-6z" fill="#f9d3e3" {...outline} />
      <circle cx="50" cy="46" r="11" fill="#fdfdfd" {...outline} />
      <circle cx="46" cy="42" r="3.5" fill="#ffffff" stroke="#dfe6ee" />
      <SpecialBadge text="SCATTER" />
    </>
  ),
  whale: () => (
    <>
      <path
        d="M34 22c0-8 4-12 6-14M40 22c2-8 8-10 12-10M34 22c-6-4-12-4-14 0"
        stroke="#9ad7ff"
        strokeWidth={3}
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M10 56c0-18 18-28 40-28 22 0 34 14 34 26l10-12c2 10-2 18-8 22l6 12c-8 0-14-4-16-8-8 14-24 18-38 18C20 86 10 74 10 56z"
        fill="#2e86de"
        {...outline}
      />
      <path d="M14 64c10 12 36 16 56 6" stroke="#cfe8ff" strokeWidth={6} fill="none" strokeLinecap="round" />
      <circle cx="28" cy="52" r="3" fill="#06121f" />
      <path d="M16 62c4 2 8 2 12 0" stroke="#06121f" strokeWidth={2} fill="none" />
    </>
  ),
  shark: () => (
    <>
      <path d="M46 34 54 10l12 26z" fill="#7f8fa6" {...outline} />
      <path
        d="M6 56c10-14 32-22 56-20 12 1 20 6 26 12l8-12-2 22 4 18-10-12c-8 8-22 12-36 12C30 76 14 68 6 56z"
        fill="#8395a7"
        {...outline}
      />
      <path d="M10 58c12 8 34 12 56 8" stroke="#eef2f6" strokeWidth={7} fill="none" strokeLinecap="round" />
      <path d="M12 56l6 4 4-4 4 4 4-4" stroke="#ffffff" strokeWidth={2} fill="none" />
      <circle cx="22" cy="48" r="3" fill="#06121f" />
      <path d="M36 46v10M40 46v10M44 46v10" stroke="#576574" strokeWidth={2} />
      <path d="M50 62l10 12 2-10z" fill="#7f8fa6" {...outline} strokeWidth={2} />
    </>
  ),
  octopus: () => (
    <>
      <path
        d="M24 56c-8 10-16 14-14 24 8 2 12-10 18-14M36 62c-4 12-8 22-2 30 6-4 6-18 8-26M50 64v30M64 62c4 12 8 22 2 30-6-4-6-18-8-26M76 56c8 10 16 14 14 24-8 2-12-10-18-14"
        stroke="#ee5253"
        strokeWidth={8}
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M20 50c0-24 14-38 30-38s30 14 30 38c0 10-14 16-30 16s-30-6-30-16z"
        fill="#ee5253"
        {...outline}
      />
      <ellipse cx="40" cy="44" rx="6" ry="7" fill="#fff" {...outline} strokeWidth={1.5} />
      <ellipse cx="60" cy="44" rx="6" ry="7" fill="#fff" {...outline} strokeWidth={1.5} />
      <circle cx="41" cy="45" r="3" fill="#06121f" />
      <circle cx="61" cy="45" r="3" fill="#06121f" />
      <path d="M44 56c4 3 8 3 12 0" stroke="#06121f" strokeWidth={2} fill="none" />
      <ellipse cx="38" cy="26" rx="6" ry="4" fill="#ff9f9f" />
    </>
  ),
  fish: () => (
    <>
      <path d="M72 50 92 32v36z" fill="#ff7f11" {...outline} />
      <ellipse cx="44" cy="50" rx="34" ry="24" fill="#ff7f11" {...outline} />
      <path d="M30 28c-4 12-4 32 0 44M50 26c4 12 4 36 0 48" stroke="#ffffff" strokeWidth={7} fill="none" />
      <path
        d="M30 28c-4 12-4 32 0 44M50 26c4 12 4 36 0 48"
        stroke="#06121f"
        strokeWidth={1.2}
        fill="none"
        transform="translate(-4 0)"
      />
      <path d="M40 26c8-10 20-10 26-2z" fill="#ff7f11" {...outline} />
      <circle cx="20" cy="46" r="5" fill="#fff" {...outline} strokeWidth={1.5} />
      <circle cx="19" cy="46" r="2.5" fill="#06121f" />
    </>
  ),
  shell: () => (
    <>
      <path
        d="M22 78C12 58 22 28 52 14c6 14 20 22 30 30-4 12-14 20-22 24l6 12c-14 2-30 2-44-2z"
        fill="#feca57"
        {...outline}
      />
      <path
        d="M52 14c-6 16-8 34-4 56M52 14c8 18 10 34 8 54M40 30c8 4 16 4 24 2M32 46c10 6 24 6 34 2M28 62c12 4 26 4 36 0"
        stroke="#c8902c"
        strokeWidth={2}
        fill="none"
      />
      <path d="M30 74c10 4 24 4 34 0" stroke="#fff3d0" strokeWidth={4} fill="none" strokeLinecap="round" />
    </>
  ),
  starfish: () => (
    <>
      <path
        d="M50 10l11 26 28 3-21 19 6 28-24-14-24 14 6-28-21-19 28-3z"
        fill="#ff6b6b"
        {...outline}
        strokeWidth={3}
      />
      <g fill="#ffd2d2">
        <circle cx="50" cy="26" r="2.5" />
        <circle cx="50" cy="36" r="2.5" />
        <circle cx="72" cy="44" r="2.5" />
        <circle cx="28" cy="44" r="2.5" />
        <circle cx="62" cy="70" r="2.5" />
        <circle cx="38" cy="70" r="2.5" />
        <circle cx="50" cy="52" r="3.5" />
      </g>
    </>
  ),
};
