import { useMemo } from 'react';
import { sanitizePreview } from '../sanitize-preview.ts';

/** How a board text will look to members, rendered only after the allow-list sanitizer. */
export function HtmlPreview({ html }: { html: string }) {
  const safe = useMemo(() => sanitizePreview(html), [html]);
  return (
    <div
      className="board-preview rich-text"
      data-testid="board-preview"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify with the board allow-list
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
