// The formatting a board text (notice, event, popup) may keep, shared by the server's sanitizer
// (on write and read) and the browsers' (defence in depth), so both keep exactly the same.
// Nothing scriptable: no event attributes, no URL schemes but http(s) and relative, no CSS but
// four properties with plain values (no url(), no expression()), no iframes, forms, svg or math.

/** Tags a board text keeps; any other is dropped (its text kept, except for the non-text ones). */
export const boardHtmlTags = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'font',
  'center',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
] as const;

/** Tags dropped together with everything inside them. */
export const boardHtmlDroppedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'noembed',
  'noframes',
  'xmp',
  'title',
  'head',
] as const;

const cellAttributes = ['colspan', 'rowspan', 'width', 'height', 'align', 'valign'];

/** Attributes each tag keeps ('*': every allowed tag); `style` is further filtered by property. */
export const boardHtmlAttributes: Record<string, readonly string[]> = {
  '*': ['style', 'title'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  font: ['color', 'size'],
  p: ['align'],
  div: ['align'],
  table: ['border', 'cellpadding', 'cellspacing', 'width', 'align'],
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  td: cellAttributes,
  th: cellAttributes,
};

const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)$/i, /^[a-z]{3,24}$/i];

/** CSS properties a style attribute keeps, each with the value shapes it accepts. */
export const boardHtmlStyles: Record<string, readonly RegExp[]> = {
  color: colour,
  'background-color': colour,
  'text-align': [/^(left|right|center|justify|start|end)$/i],
  'font-size': [
    /^\d{1,3}(\.\d{1,2})?(px|pt|em|rem|%)$/i,
    /^(xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|smaller|larger)$/i,
  ],
};

/** URL schemes links and images may use; a URL without a scheme (relative) is also kept. */
export const boardHtmlUrlSchemes = ['http', 'https'] as const;

/** Longest board text accepted (characters of HTML). */
export const boardHtmlMaxLength = 100_000;

/** The declarations of a style attribute that the allow-list keeps, rejoined ('' when none). */
export function filterBoardStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const shapes = Object.hasOwn(boardHtmlStyles, property) ? boardHtmlStyles[property] : undefined;
    if (shapes?.some((shape) => shape.test(value))) kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

/** True for an http(s) URL or a relative one (not protocol-relative). */
export function isBoardHtmlUrl(url: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  const compact = [...url].filter((char) => char > ' ' && char !== '\u007f').join('');
  // "//host", "/\host" and "\\host" all leave the site.
  if (/^[/\\]{2}/.test(compact)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme === null
    ? !compact.includes(':') || /^[^:]*[/?#]/.test(compact)
    : /^https?$/i.test(scheme[1] ?? '');
}
