// Board texts arrive as sanitised HTML (core BoardItem); this allow-list pass is defence in depth
// before the browser renders them.
const allowedTags = new Set([
  'A',
  'B',
  'BR',
  'DIV',
  'EM',
  'FONT',
  'H1',
  'H2',
  'H3',
  'H4',
  'HR',
  'I',
  'IMG',
  'LI',
  'OL',
  'P',
  'SPAN',
  'STRONG',
  'TABLE',
  'TBODY',
  'TD',
  'TH',
  'THEAD',
  'TR',
  'U',
  'UL',
  'CENTER',
  'SMALL',
  'S',
]);
const allowedAttributes = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'width', 'height']);
const safeUrl = /^(https?:\/\/|\/(?!\/)|#)/i;

function clean(node: Element): void {
  for (const child of [...node.children]) {
    if (!allowedTags.has(child.tagName)) {
      child.remove();
      continue;
    }
    for (const attribute of [...child.attributes]) {
      const name = attribute.name.toLowerCase();
      const isUrl = name === 'href' || name === 'src';
      if (!allowedAttributes.has(name) || (isUrl && !safeUrl.test(attribute.value.trim()))) {
        child.removeAttribute(attribute.name);
      }
    }
    if (child.tagName === 'A') {
      child.setAttribute('rel', 'noopener noreferrer');
      child.setAttribute('target', '_blank');
    }
    clean(child);
  }
}

/** Keeps only simple formatting tags and http(s)/relative links and images. */
export function sanitizeHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(document.body);
  return document.body.innerHTML;
}
