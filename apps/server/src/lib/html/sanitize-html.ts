import {
  boardHtmlAttributes,
  boardHtmlDroppedWithContent,
  boardHtmlStyles,
  boardHtmlTags,
  boardHtmlUrlSchemes,
  isBoardHtmlUrl,
} from '@hanpan/core/html-allow-list';
import sanitize from 'sanitize-html';

// Links and images: only http(s) or relative URLs survive (sanitize-html drops other schemes,
// decoding entities first; isBoardHtmlUrl also drops "//host" and "/\host"); links open apart.
const withSafeUrl =
  (tagName: string, urlAttribute: string): sanitize.Transformer =>
  (_tag, attribs) => {
    const next: sanitize.Attributes = { ...attribs };
    const url = next[urlAttribute];
    if (url !== undefined && !isBoardHtmlUrl(url)) delete next[urlAttribute];
    if (tagName === 'a') {
      next.target = '_blank';
      next.rel = 'noopener noreferrer';
    }
    return { tagName, attribs: next };
  };

const options: sanitize.IOptions = {
  allowedTags: [...boardHtmlTags],
  nonTextTags: [...boardHtmlDroppedWithContent],
  disallowedTagsMode: 'discard',
  allowedAttributes: Object.fromEntries(
    Object.entries(boardHtmlAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedStyles: { '*': Object.fromEntries(Object.entries(boardHtmlStyles).map(([p, s]) => [p, [...s]])) },
  allowedSchemes: [...boardHtmlUrlSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowVulnerableTags: false,
  transformTags: { a: withSafeUrl('a', 'href'), img: withSafeUrl('img', 'src') },
  // An image without a source is nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

// Reads sanitize stored texts again (rows written before the server sanitized); the same few
// texts are read over and over, so results are remembered (bounded, oldest dropped first).
const memo = new Map<string, string>();
const memoSize = 500;
const memoMaxLength = 20_000;

/** A board text (HTML) reduced to the board allow-list (core html-allow-list). */
export function sanitizeBoardHtml(html: string): string {
  return sanitize(html, options);
}

/** sanitizeBoardHtml for reads, remembering recent results. */
export function sanitizeStoredBoardHtml(html: string): string {
  if (html.length > memoMaxLength) return sanitizeBoardHtml(html);
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeBoardHtml(html);
  if (memo.size >= memoSize) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
}
