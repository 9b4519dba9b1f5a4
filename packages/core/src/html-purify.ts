import {
  boardHtmlAttributes,
  boardHtmlDroppedWithContent,
  boardHtmlTags,
  filterBoardStyle,
  isBoardHtmlUrl,
} from './html-allow-list.ts';

// The browsers' board sanitizer (DOMPurify in the member site and the back office's preview) set
// up with the allow-list the server uses. Typed by shape, so core needs neither DOMPurify nor the DOM.

type PurifyNode = { nodeName: string; setAttribute(name: string, value: string): void };
type PurifyAttribute = { attrName: string; attrValue: string; keepAttr: boolean };
type PurifyConfig = {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  FORBID_CONTENTS: string[];
  ALLOW_DATA_ATTR: boolean;
  ALLOW_ARIA_ATTR: boolean;
  ALLOW_UNKNOWN_PROTOCOLS: boolean;
};

/** What the board sanitizer needs of a fresh DOMPurify instance. */
export type BoardPurifier = {
  addHook(entry: 'uponSanitizeAttribute', hook: (node: PurifyNode, data: PurifyAttribute) => void): void;
  addHook(entry: 'afterSanitizeAttributes', hook: (node: PurifyNode) => void): void;
  sanitize(html: string, config: PurifyConfig): string;
};

const config: PurifyConfig = {
  ALLOWED_TAGS: [...boardHtmlTags],
  ALLOWED_ATTR: [...new Set(Object.values(boardHtmlAttributes).flat())],
  FORBID_CONTENTS: [...boardHtmlDroppedWithContent],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const everywhere = boardHtmlAttributes['*'] ?? [];

/**
 * A board text sanitizer on `purifier` (give it an instance of its own: hooks are added to it).
 * Attributes are kept per tag, styles per property, URLs only http(s) or relative, and links open apart.
 */
export function createBoardHtmlSanitizer(purifier: BoardPurifier): (html: string) => string {
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    const tagAttributes = boardHtmlAttributes[node.nodeName.toLowerCase()] ?? [];
    if (!everywhere.includes(name) && !tagAttributes.includes(name)) {
      data.keepAttr = false;
    } else if (name === 'style') {
      data.attrValue = filterBoardStyle(data.attrValue);
      data.keepAttr = data.attrValue !== '';
    } else if ((name === 'href' || name === 'src') && !isBoardHtmlUrl(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return (html) => purifier.sanitize(html, config);
}
