import { createBoardHtmlSanitizer } from '@hanpan/core/html-purify';
import DOMPurify from 'dompurify';

/**
 * Keeps only the board allow-list's formatting and http(s)/relative links and images: DOMPurify
 * with the server's allow-list, a second line of defence behind the server's sanitizer.
 */
export const sanitizeHtml = createBoardHtmlSanitizer(DOMPurify());
