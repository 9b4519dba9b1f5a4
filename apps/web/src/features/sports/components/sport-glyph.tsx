import { sportName } from '@hanpan/core/sports/sports';
import type { ReactNode } from 'react';

// Small line drawings per sport for the league headers (the feed has no flags or logos).
const glyphs: Record<number, ReactNode> = {
  201: (
    <>
      <circle cx="8" cy="8" r="6.2" />
      <path d="M8 5.3 10.6 7.2 9.6 10.2H6.4L5.4 7.2Z" />
      <path d="M8 5.3V1.9M10.6 7.2l3.2-1M9.6 10.2l1.9 2.8M6.4 10.2 4.5 13M5.4 7.2l-3.2-1" />
    </>
  ),
  202: (
    <>
      <circle cx="8" cy="8" r="6.2" />
      <path d="M4.3 3.1c1.8 1.3 1.8 8.5 0 9.8M11.7 3.1c-1.8 1.3-1.8 8.5 0 9.8" />
    </>
  ),
  203: (
    <>
      <circle cx="8" cy="8" r="6.2" />
      <path d="M8 1.8v12.4M1.8 8h12.4M3.6 3.6c2.2 2.2 2.2 6.6 0 8.8M12.4 3.6c-2.2 2.2-2.2 6.6 0 8.8" />
    </>
  ),
  204: (
    <>
      <circle cx="8" cy="8" r="6.2" />
      <path d="M8 1.8c0 3.2 1.6 5.2 5.6 6.8M8 8c-2.8 1.6-4.7 1.8-6.1.9M8 8c.2 3 1.6 4.9 3.4 5.6" />
    </>
  ),
  205: (
    <>
      <path d="M3.5 1.8 8.6 11.4h4.6" />
      <ellipse cx="5" cy="12.6" rx="2.6" ry="1.2" />
    </>
  ),
  206: (
    <>
      <ellipse cx="8" cy="8" rx="6.6" ry="3.9" transform="rotate(-35 8 8)" />
      <path d="M6.2 9.8 9.8 6.2M6.9 7.6l1.5 1.5M8.1 6.4l1.5 1.5" />
    </>
  ),
  207: (
    <>
      <rect x="1.6" y="4.4" width="12.8" height="7.4" rx="3.4" />
      <path d="M4.6 6.6v3M3.1 8.1h3" />
      <circle cx="10.4" cy="7.3" r=".5" />
      <circle cx="11.8" cy="8.8" r=".5" />
    </>
  ),
  208: (
    <>
      <path d="M4.4 9.6V5.4a3.4 3.4 0 0 1 3.4-3.4h1a3.4 3.4 0 0 1 3.4 3.4v3.2a2.6 2.6 0 0 1-2.6 2.6H6" />
      <path d="M4.4 7.4h-.6a1.6 1.6 0 0 0 0 3.2h.6M4.4 11.2h7.8v2.8H4.4z" />
    </>
  ),
};

const otherGlyph = (
  <>
    <path d="M4.6 2h6.8v3.4a3.4 3.4 0 0 1-6.8 0Z" />
    <path d="M8 8.8v3M5.6 14h4.8M4.6 3.4H2.4a2.2 2.2 0 0 0 2.4 2.8M11.4 3.4h2.2a2.2 2.2 0 0 1-2.4 2.8" />
  </>
);

/** A sport's small line icon (16 px, the text colour); named for screen readers unless `isDecorative`. */
export function SportGlyph({ sportId, isDecorative = false }: { sportId: number; isDecorative?: boolean }) {
  return (
    <svg
      className="sport-glyph"
      data-sport-id={sportId}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={isDecorative ? undefined : 'img'}
      aria-hidden={isDecorative ? true : undefined}
      aria-label={isDecorative ? undefined : sportName(sportId)}
    >
      {glyphs[sportId] ?? otherGlyph}
    </svg>
  );
}
