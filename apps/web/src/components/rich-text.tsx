import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html.ts';

/** Renders a board text (HTML) after the allow-list sanitiser. */
export function RichText({ html, className = 'rich-text' }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and again by sanitizeHtml
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
